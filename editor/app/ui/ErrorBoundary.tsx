/**
 * Shows `fallback` instead of its children when they fail to render, and tries them again once
 * `resetKey` changes (the next change of the draft): the preview's way to leave out what cannot
 * be rendered yet without blanking the rest.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  resetKey: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props, previousState: { failed: boolean }) {
    // Only a failure committed before this change is retried: the render that has just failed
    // is not tried again with the same value.
    if (previousState.failed && this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The router's error fallback. If rendering a page throws, the visitor gets a plain message
 * and a way home instead of a blank screen. It resets on the next navigation (see App.tsx).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { homePath } from '../../schema/paths';

interface State {
  error: Error | null;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section role="alert" className="bg-navy-950 px-5 pt-40 pb-28 text-center text-white">
        <h1 className="text-3xl font-extrabold sm:text-4xl">Unexpected Application Error!</h1>
        <p className="mx-auto mt-4 max-w-xl text-navy-100">{this.state.error.message}</p>
        {/* A full page load, not client navigation: it also clears whatever state broke. */}
        <a href={homePath} className="mt-8 inline-flex h-11 items-center rounded-lg bg-cta px-5 font-bold text-cta-ink">
          Go to the home page
        </a>
      </section>
    );
  }
}

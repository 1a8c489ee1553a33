/**
 * Islands: the few parts of a page that need JavaScript. Everything else (nearly every section)
 * stays the prerendered HTML and is never hydrated, so a visitor's browser downloads and runs
 * only the code of these parts, as Astro does with its islands.
 *
 * `island(name, Component)` returns a component that renders `Component` inside a
 * `<site-island>` element carrying its name and its props as JSON; in the browser,
 * hydrateIslands.tsx finds these elements and hydrates each one on its own with the same props.
 * An island inside another (the Free Estimate button in the header) is simply part of the outer
 * one. So that the browser can rebuild them, an island's props must be plain data: JSON, no
 * functions, no React elements (function props work only where the island is nested). Nor may
 * an island use useId(): it numbers by the place in the tree, which is the whole page in the
 * prerender but the island alone in the browser (a hydration mismatch, which the browser tests
 * catch as a console error).
 *
 * The editor's preview and the dev server render the whole page with React, islands included:
 * there the wrapper is only an element with `display: contents`.
 */
import { createContext, useContext, type ComponentType } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': { 'data-island': string; 'data-props': string; children?: React.ReactNode };
    }
  }
}

/** True inside an island: a nested island renders as part of it. */
const InsideIsland = createContext(false);

export interface Island<Props> {
  (props: Props): React.ReactNode;
  islandName: string;
  /** The component itself, which the browser hydrates inside the `<site-island>` element. */
  Component: ComponentType<Props>;
}

export function island<Props extends object>(name: string, Component: ComponentType<Props>): Island<Props> {
  function IslandBoundary(props: Props) {
    if (useContext(InsideIsland)) return <Component {...props} />;
    return (
      <site-island data-island={name} data-props={JSON.stringify(props)}>
        <InsideIsland value={true}>
          <Component {...props} />
        </InsideIsland>
      </site-island>
    );
  }
  return Object.assign(IslandBoundary, { islandName: name, Component });
}

/** What the browser wraps a hydrated island in, so that it renders exactly as it was prerendered. */
export function IslandContent({ children }: { children: React.ReactNode }) {
  return <InsideIsland value={true}>{children}</InsideIsland>;
}

/** Browser entry (started by boot.ts): loads the current page's data, then hydrates the prerendered HTML. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './reactRuntime';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadPage, routeFor } from './pageLoader';

await loadPage(routeFor(window.location.pathname));

const container = document.getElementById('root')!;
const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);
// The dev server's index.html has only a comment in #root, so check for an element, not for
// any child node, before hydrating.
// Hydrating inside a transition lets React do the work in small slices between frames instead
// of one long task, so the page stays responsive while it becomes interactive.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

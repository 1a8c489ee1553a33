/**
 * `npm run dev` only (boot.ts): the dev server sends no prerendered HTML, so React renders the
 * whole page here, islands and all, and every change shows at once.
 */
import { BrowserRouter } from 'react-router-dom';
import { createRoot } from './reactRuntime';
import { App } from './App';
import { loadPage, routeFor } from './pageLoader';

await loadPage(routeFor(window.location.pathname));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
document.documentElement.setAttribute('data-hydrated', '');

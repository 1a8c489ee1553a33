/** React's DOM renderer, as one module boot.ts can start on its own before the site's code. */
export { createRoot, hydrateRoot } from 'react-dom/client';

/** The page editor's entry (editor/index.html). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './editor.css';

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

/**
 * The page editor's entry (editor/index.html): the app, with the browser's address as its
 * router's, once it knows where it runs (the laptop editor, or the team editor with the person
 * signed in; team/signIn.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadWorkspaceEarly } from './session/useEditorSession';
import { whereTheEditorRuns } from './team/signIn';
import './editor.css';

const root = createRoot(document.getElementById('editor')!);
loadWorkspaceEarly();
void whereTheEditorRuns().then((place) => {
  if (!place) return;
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App member={place.kind === 'team' ? place.member : undefined} />
      </BrowserRouter>
    </StrictMode>,
  );
});

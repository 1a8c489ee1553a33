/**
 * The page editor's entry (editor/index.html): the app, with the browser's address as its
 * router's, once it knows where it runs (the laptop editor, or the team editor with the person
 * signed in; team/signIn.ts). Without an answer that says which, a sentence and "Try again".
 */
import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadWorkspaceEarly } from './session/useEditorSession';
import { whereTheEditorRuns } from './team/signIn';
import { Unreachable } from './Unreachable';
import './editor.css';

const root = createRoot(document.getElementById('editor')!);

async function start(): Promise<void> {
  loadWorkspaceEarly();
  const place = await whereTheEditorRuns();
  if (!place) return;
  root.render(
    <StrictMode>
      {place.kind === 'unreachable' ? (
        <Unreachable onTryAgain={start} />
      ) : (
        <BrowserRouter>
          <App member={place.kind === 'team' ? place.member : undefined} />
        </BrowserRouter>
      )}
    </StrictMode>,
  );
}
void start();

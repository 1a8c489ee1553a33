/**
 * The page editor's entry (editor/index.html): the app, with the browser's address as its
 * router's and its server state in one query cache (ui/queries.ts), once it knows where it runs
 * (the laptop editor, or the team editor with the person signed in; team/whereTheEditorRuns.ts). Without an
 * answer that says which, a sentence and "Try again". This file asks the server first and imports
 * the app after (the editor's page preloads its code: editor/vite.config.ts), so that the
 * questions and the app's start-up run side by side.
 */
import './ui/zodWithoutEval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { siteConfigFile } from '../../schema/paths';
import { placeAt } from './ui/address';
import { keepStartedFrame } from './ui/PreviewFrame';
import { createQueryClient, fileQuery, workspaceQuery } from './ui/queries';
import { whereTheEditorRuns } from './team/whereTheEditorRuns';
import { Unreachable } from './Unreachable';
import './ui/editor.css';

const root = createRoot(document.getElementById('editor')!);
const queries = createQueryClient();

async function start(): Promise<void> {
  // Where it runs, the workspace and the page the address names are asked for at once, and the
  // app draws once all have answered (drawn before, it would be drawn and laid out twice); one
  // that failed (the person had to sign in first) is asked again when the app shows.
  const where = whereTheEditorRuns();
  const place = placeAt(location.pathname, location.hash);
  keepStartedFrame(place.kind === 'file' || place.kind === 'start');
  const asked = [
    queries.prefetchQuery(workspaceQuery),
    ...(place.kind === 'file' && place.file !== siteConfigFile ? [queries.prefetchQuery(fileQuery(place.file))] : []),
  ];
  // The app's code (most of it: the schemas the form and the preview read the draft with) runs
  // while those questions are on their way, not before they are asked. Code that did not come is
  // a server that did not answer.
  const [runs, app] = await Promise.all([where, import('./App').catch(() => undefined), ...asked]);
  if (!runs) return;
  root.render(
    <StrictMode>
      {runs.kind === 'unreachable' || !app ? (
        <Unreachable onTryAgain={start} />
      ) : (
        <QueryClientProvider client={queries}>
          <BrowserRouter>
            <app.App member={runs.kind === 'team' ? runs.member : undefined} />
          </BrowserRouter>
        </QueryClientProvider>
      )}
    </StrictMode>,
  );
}
void start();

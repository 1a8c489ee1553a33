/**
 * The page editor's entry (editor/index.html): the app, with the browser's address as its
 * router's and its server state in one query cache (ui/queries.ts), once it knows where it runs
 * (the laptop editor, or the team editor with the person signed in; team/whereTheEditorRuns.ts). Without an
 * answer that says which, a sentence and "Try again".
 */
import './ui/zodWithoutEval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { siteFile } from '../shared/api';
import { placeAt } from './ui/address';
import { createQueryClient, fileQuery, workspaceQuery } from './ui/queries';
import { whereTheEditorRuns } from './team/whereTheEditorRuns';
import { Unreachable } from './Unreachable';
import './ui/editor.css';

const root = createRoot(document.getElementById('editor')!);
const queries = createQueryClient();

async function start(): Promise<void> {
  // The workspace and the page the address names are asked for while the app finds out where it
  // runs, so opening takes no longer; one that failed (the person had to sign in first) is asked
  // again when the app shows.
  void queries.prefetchQuery(workspaceQuery);
  const place = placeAt(location.pathname, location.hash);
  if (place.kind === 'file' && place.file !== siteFile) void queries.prefetchQuery(fileQuery(place.file));
  const runs = await whereTheEditorRuns();
  if (!runs) return;
  root.render(
    <StrictMode>
      {runs.kind === 'unreachable' ? (
        <Unreachable onTryAgain={start} />
      ) : (
        <QueryClientProvider client={queries}>
          <BrowserRouter>
            <App member={runs.kind === 'team' ? runs.member : undefined} />
          </BrowserRouter>
        </QueryClientProvider>
      )}
    </StrictMode>,
  );
}
void start();

/**
 * The handlers of the editor's content routes (declared in editor/shared/routes.ts), over one
 * copy of the content: the laptop editor's (startEditor.ts), or a person's draft on the team
 * server (team/teamServer.ts). Who is let in is decided before a handler runs, and its body and
 * address parameters are checked with its route's schemas (routes.ts). By subject: the files
 * (fileHandlers.ts: open, check, save), pages added, moved and deleted (pageChangeHandlers.ts),
 * photos (photoHandlers.ts), the page checks' questions (checkAnswers.ts) and publishing
 * (publishing.ts). Every write is checked by the same validator as `npm run validate` and made
 * with minimal text edits (engine/content/minimalEdits.ts), never while the copy is being
 * published (a save waits for the publish to end).
 */
import { createSiteValidator } from '../../engine/content/siteValidator.ts';
import type { contentRoutes } from '../shared/routes.ts';
import { answersTo } from './checkAnswers.ts';
import { contentFiles, fileHandlers } from './fileHandlers.ts';
import { HttpError } from './guard.ts';
import { pageChangeHandlers } from './pageChangeHandlers.ts';
import { photoHandlers } from './photoHandlers.ts';
import { laptopPlans, planHandlers } from './publishPlans.ts';
import { createPublishing, type PublishingOptions } from './publishing.ts';
import type { Handlers } from './routes.ts';
import { createSavedSiteToCheckReader } from './savedSiteToCheck.ts';
import { createWorkspaceReader } from './workspace.ts';

export interface ContentHandlersOptions {
  contentRoot: string;
  publishing?: PublishingOptions;
  /**
   * Read every file for the check and the page checks now, so that the first check after opening
   * costs what a change costs, not a reading of every page (seconds, with a thousand of them,
   * during which the server answers nothing else, the editor's own files included). It blocks
   * while it reads, so it is done before the editor answers anything (startEditor.ts).
   */
  readContentFirst?: boolean;
}

export type ContentHandlers = Handlers<typeof contentRoutes>;

export function createContentHandlers({ contentRoot, publishing: publishingOptions, readContentFirst }: ContentHandlersOptions): ContentHandlers {
  const publishing = createPublishing(contentRoot, publishingOptions);
  /** The check after a pause in typing reads again only what changed (on disk or in the draft) since the last. */
  const validator = createSiteValidator(contentRoot);
  const files = contentFiles(contentRoot);

  /** What the editor opens with: the pages' summaries, the settings, where shared sections are used (workspace.ts). */
  const workspace = createWorkspaceReader(contentRoot, (name) => {
    try {
      return files.open(name);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error; // Unreadable JSON: the editor says so when it is opened.
      return undefined;
    }
  });

  /** Every saved page's facts, for the open page's checks (savedSiteToCheck.ts). */
  const savedSiteToCheck = createSavedSiteToCheckReader(contentRoot, workspace);
  if (readContentFirst)
    for (const read of [() => validator.validate(), savedSiteToCheck])
      try {
        read();
      } catch {
        // The first check (or the page checks) says what is wrong, in its own answer.
      }

  return {
    files: () => workspace(),
    ...fileHandlers(contentRoot, validator, files),
    ...pageChangeHandlers(contentRoot, files),
    ...photoHandlers(contentRoot),
    checkAnswers: ({ body }) => answersTo(contentRoot, body),
    savedSiteToCheck: () => savedSiteToCheck(),
    // Publishing (publishing.ts): what the Publish button says, the history, and this copy's own
    // plans (the laptop editor's); the team server answers the plan routes itself (team/teamPlans.ts).
    publishStatus: () => publishing.status(),
    history: () => publishing.history(),
    ...planHandlers(laptopPlans(contentRoot, publishing)),
  };
}

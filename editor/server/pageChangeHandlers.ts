/**
 * The routes that add, move and delete pages over one copy of the content, and say which links
 * lead to a page (engine/content/newPage.ts and pageLinks.ts plan them, as `npm run new-page` and
 * `npm run move-page` do). A change is checked with the validator before anything is written, and
 * is refused, with the places in the way, when it would break a link.
 */
import { pagePath as pagePathSchema } from '../../schema/page.ts';
import { NewPageRefused, planNewPage, writeNewPage } from '../../engine/content/newPage.ts';
import { applyChange, checkChange, linksInTheWay, type PageChange, PageChangeRefused, planDelete, planMove } from '../../engine/content/pageLinks.ts';
import { whileNotPublishing } from '../../engine/publish/publish.ts';
import type { LinkPlace, NewPageRequest, PageChangeResult } from '../shared/api.ts';
import { siteConfigFile } from '../../schema/paths.ts';
import type { ContentHandlers } from './contentHandlers.ts';
import type { ContentFiles } from './fileHandlers.ts';
import { editableFile } from './files.ts';
import { HttpError } from './guard.ts';

export function pageChangeHandlers(contentRoot: string, { named, open }: ContentFiles) {
  function newPage({ from, path: newPath, title, description }: NewPageRequest): PageChangeResult {
    let fromPath = from;
    if (from.endsWith('.json')) {
      const declared = (open(from).value as { path?: unknown } | null)?.path;
      if (typeof declared !== 'string') throw new HttpError(422, { code: 'invalid', message: `${named(from)} has no address to copy from.` });
      fromPath = declared;
    }
    const given = (text: string) => (text.trim() !== '' ? text : undefined);
    try {
      const page = planNewPage(contentRoot, { newPath, fromPath, title: given(title), description: given(description) });
      editableFile(contentRoot, page.file);
      writeNewPage(contentRoot, page);
      return { files: page.settingsText === undefined ? [page.file] : [page.file, siteConfigFile], notes: page.notes };
    } catch (error) {
      if (!(error instanceof NewPageRefused)) throw error;
      const status = { 'bad-path': 400, exists: 409, 'no-source': 404, 'site-has-problems': 422, invalid: 422 } as const;
      const code = { 'bad-path': 'bad-request', exists: 'exists', 'no-source': 'not-found', 'site-has-problems': 'invalid', invalid: 'invalid' } as const;
      const message =
        error.reason === 'invalid' || error.reason === 'site-has-problems' ? `${error.message.replace(/:$/, '.')} Nothing was written.` : error.message;
      throw new HttpError(status[error.reason], { code: code[error.reason], message, ...(error.problems.length ? { problems: error.problems } : {}) });
    }
  }

  /** A move or a delete: planned, checked with the validator, then written; refused with the reasons. */
  function pageChange(plan: () => PageChange): PageChangeResult {
    try {
      const change = plan();
      // A plan only ever names page files; this holds even if a path slipped past the checks.
      for (const file of [...Object.keys(change.writes), ...change.removes]) editableFile(contentRoot, file);
      const result = checkChange(contentRoot, change);
      if (result.errorCount > 0)
        throw new HttpError(422, {
          code: 'invalid',
          message: 'The change would leave the site with problems, so nothing was written.',
          problems: result.problems,
        });
      applyChange(contentRoot, change);
      return { files: [...Object.keys(change.writes), ...change.removes], notes: change.notes };
    } catch (error) {
      if (!(error instanceof PageChangeRefused)) throw error;
      const places = error.details.places?.map(placeOf);
      // The first line is the sentence; the lines after it list the places for the command line (the editor has them as `places`).
      throw new HttpError(409, { code: 'refused', message: sentence(error.message.split('\n')[0]!.replace(/:$/, '.')), ...(places ? { places } : {}) });
    }
  }

  function pagePathParameter(value: string, what: string): string {
    if (!pagePathSchema.safeParse(value).success)
      throw new HttpError(400, {
        code: 'bad-request',
        message: `${what} ${JSON.stringify(value)} is not a page path: a page path starts with "/" and uses lower-case words joined by dashes, like "/services/roof-repairs".`,
      });
    return value;
  }

  return {
    newPage: ({ body }) => whileNotPublishing(contentRoot, () => newPage(body)),
    movePage: ({ body }) => {
      const [source, target] = [pagePathParameter(body.from, 'The page'), pagePathParameter(body.to, 'The new path')];
      return whileNotPublishing(contentRoot, () => pageChange(() => planMove(contentRoot, source, target)));
    },
    deletePage: ({ body }) => {
      const target = pagePathParameter(body.path, 'The page');
      const to = body.to === undefined ? undefined : pagePathParameter(body.to, "The page for the deleted page's visitors");
      return whileNotPublishing(contentRoot, () => pageChange(() => planDelete(contentRoot, target, { to })));
    },
    linksTo: ({ query }) => linksInTheWay(contentRoot, pagePathParameter(query.path, 'The page')).map(placeOf),
  } satisfies Partial<ContentHandlers>;
}

const placeOf = ({ file, path: at, line, column, href }: LinkPlace): LinkPlace => ({ file, path: at, line, column, href });

/** engine/content's messages start in lower case, to follow "✖ Nothing was changed: " in the terminal. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The page checks (engine/checks/) of the open page, after a pause in typing: its draft rendered
 * in the frames that check (ui/checkFrames.ts) with the rest of the site as the editor has it
 * (the settings' draft while they are open; the home page is checked then), finished with the
 * server's answers about its links to other sites and the weight of its photos. The problems are
 * shown with the validator's, at their fields; errors stop publishing, not saving.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { finishChecks, linksToAsk, pageFacts, photosToWeigh } from '../../../engine/checks/finishing';
import { resolveDraft } from '../../../engine/content/browser-safe/resolve';
import type { Answers, PageProblem } from '../../../engine/checks/pageChecks';
import type { SiteConfig } from '../../../schema/site';
import type { PreviewData, Problem, Workspace } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';
import { api } from '../ui/api';
import { checkPage } from '../ui/checkFrames';
import { savedSiteToCheckQuery } from '../ui/queries';

/** How long typing pauses before the page is checked: rendering and checking it at two widths takes about a second. */
const checkDelay = 800;
/** How long after the first preview the other pages' facts are asked for: after the editor has opened. */
const askDelay = 400;

export interface PageChecks {
  /** The open file's page checks' problems, for the draft last checked; undefined until the first check. */
  problems: readonly Problem[] | undefined;
  /** Why the last check could not run, in a sentence. */
  failure: string | undefined;
}

/** The editor shows these at their fields: a line and column are the terminal's. */
const inEditor = (problems: PageProblem[]): Problem[] => problems.map((problem) => ({ ...problem, line: 0, column: 0 }));

export function usePageChecks(
  file: string | undefined,
  page: unknown,
  settings: SiteConfig | undefined,
  preview: PreviewData | undefined,
  workspace: Workspace | undefined,
): PageChecks {
  const [checked, setChecked] = useState<{ file: string; problems: Problem[]; failure?: string }>();
  // The page checked: the open page, or the home page while the settings are open.
  const pageFile = file === siteConfigFile ? workspace?.pages.find((summary) => summary.path === preview?.page.path)?.file : file;
  // The other pages as saved, from the server (the editor holds only the pages opened): asked for
  // once a page has shown, not while the editor opens (they are every page's facts: half a
  // megabyte at a thousand pages).
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (asking || !preview) return;
    const timer = setTimeout(() => setAsking(true), askDelay);
    return () => clearTimeout(timer);
  }, [asking, preview]);
  const saved = useQuery({ ...savedSiteToCheckQuery, enabled: asking }).data;
  useEffect(() => {
    if (!file || !pageFile || !preview || !settings || !saved) return;
    let wanted = true;
    const timer = setTimeout(async () => {
      try {
        // The site with the drafts in the editor: this page's draft and the settings' draft.
        const facts = pageFacts(pageFile, resolveDraft(page, settings).page, settings);
        const others = saved.pages.filter((other) => other.file !== pageFile);
        const site = { site: { settingsFile: siteConfigFile, config: settings, pages: [...others, facts] }, cities: saved.cities };
        const found = await checkPage({ file: pageFile, value: page, preview }, site);
        // What the page shows at once; then, once the server has answered (a new photo's versions
        // take a while to make), with its links to other sites and its photos' weight.
        const show = (answers: Answers) => wanted && setChecked({ file, problems: inEditor(finishChecks(found, answers)) });
        show({ links: {}, photos: {} });
        show(await api.checkAnswers({ body: { links: linksToAsk(found), photos: photosToWeigh(found) } }));
      } catch (error) {
        if (wanted)
          setChecked((last) => ({
            file,
            problems: last?.file === file ? last.problems : [],
            failure: `The page checks could not run: ${(error as Error).message}`,
          }));
      }
    }, checkDelay);
    return () => {
      wanted = false;
      clearTimeout(timer);
    };
  }, [file, pageFile, page, preview, settings, saved]);

  return checked && checked.file === file ? { problems: checked.problems, failure: checked.failure } : { problems: undefined, failure: undefined };
}

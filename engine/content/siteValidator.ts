/**
 * A validator that keeps what it read: per file (by name and text), what can be known from the
 * file alone (contentFile.ts: its parse and its own problems, the facts the other checks need)
 * and the page resolved with the settings; each validation reads again only the files that
 * changed and runs the checks that span files over the facts kept. Its answer is exactly
 * `validateSite`'s, which is a fresh validator for one call.
 *
 * The page editor keeps one per content folder, so that the check after a pause in typing costs
 * what the change costs, not what the site does. A file changed on disk, by the editor or by
 * anyone else (git, a text editor), is noticed as keptFiles.ts says.
 */
import type { ResolvedPage } from '../../schema/page.ts';
import { toSiteSettings } from '../../schema/siteSettings.ts';
import type { PlainIssue } from './browser-safe/plainMessages.ts';
import { checkSharedSections, resolvePage } from './browser-safe/resolve.ts';
import { checkImages } from './crossFileRules/images.ts';
import { checkLaunchReadiness } from './crossFileRules/launch.ts';
import { checkPagePaths, checkUniqueTitles } from './crossFileRules/pagePaths.ts';
import { checkPlaceholders } from './crossFileRules/placeholders.ts';
import { checkRedirects } from './crossFileRules/redirects.ts';
import { checkLinks, checkNumberPools, checkOpeningHours } from './crossFileRules/references.ts';
import type { CheckContext } from './crossFileRules/context.ts';
import { type ContentFile, fromKept, type KeptContentFile, keptOf, type PageReader, pageReader, readContentFile } from './contentFile.ts';
import { keptFiles } from './keptFiles.ts';
import { type LoadOptions, pageFileNames, shownName, siteConfigFile } from './load.ts';
import { ProblemList } from './problemList.ts';
import type { ValidateOptions, ValidationResult } from './validateSite.ts';

export interface SiteValidator {
  /**
   * Every problem of the site as it is on disk, with `sources` in place of files and `without`
   * left out: what `validateSite` answers. With a `store`, a file read from disk that this
   * validator has not seen is taken from it when it is there, and put in it otherwise.
   */
  validate(options?: Omit<ValidateOptions, keyof ValidatorOptions> & { store?: ContentFileStore }): ValidationResult;
}

/**
 * Where what a validation works out from each file alone is kept between processes (the build
 * cache), under everything it is made from: `inputs` are the file's kind, name and text; the
 * store adds the code. `get` answers undefined for anything missing or unsound.
 */
export interface ContentFileStore {
  get(inputs: readonly string[]): KeptContentFile | undefined;
  put(inputs: readonly string[], kept: KeptContentFile): void;
}

export type ValidatorOptions = Pick<LoadOptions, 'siteConfigFile'>;

export function createSiteValidator(root: string, options: ValidatorOptions = {}): SiteValidator {
  const configOption = options.siteConfigFile ?? siteConfigFile;
  const configFile = shownName(root, configOption);
  /** The last unsaved text checked for each file, so that checking the same draft again reads nothing. */
  const drafts = new Map<string, ContentFile>();

  /** The pages' reader of the validation under way: it knows the sections read so far. */
  let readPage: PageReader | undefined;
  /** The store of the validation under way, and the files it did not have. */
  let store: ContentFileStore | undefined;
  let unstored: { inputs: string[]; file: ContentFile }[] = [];

  /** A file not known in memory: from the store, or read and parsed (and put in the store at the end of the validation). */
  function readAnew(name: string, text: string, kind: ContentFile['kind']): ContentFile {
    if (!store) return readContentFile(name, text, kind, readPage);
    const inputs = [kind, name, text];
    const kept = store.get(inputs);
    if (kept?.kind === kind) return fromKept(name, text, kept);
    const file = readContentFile(name, text, kind, readPage);
    unstored.push({ inputs, file });
    return file;
  }

  /** The files on disk, by kind: a file is read again when it changed, and parsed again when its text did. */
  const onDisk = (kind: ContentFile['kind']) =>
    keptFiles<ContentFile>(root, (text, name, previous) => (previous?.source.text === text ? previous : readAnew(name, text, kind)));
  const settingsOnDisk = onDisk('settings');
  const pagesOnDisk = onDisk('page');
  const fromDisk = (name: string, kind: ContentFile['kind']) => (kind === 'settings' ? settingsOnDisk : pagesOnDisk).get(name);

  function fromDraft(name: string, text: string, kind: ContentFile['kind']): ContentFile {
    const known = drafts.get(name) ?? (kind === 'settings' ? settingsOnDisk : pagesOnDisk).known(name);
    if (known?.source.text === text && known.kind === kind) return known;
    const file = readContentFile(name, text, kind, readPage);
    drafts.set(name, file);
    return file;
  }

  function read(name: string, kind: ContentFile['kind'], sources: Record<string, string>): ContentFile | undefined {
    return Object.hasOwn(sources, name) ? fromDraft(name, sources[name]!, kind) : fromDisk(name, kind);
  }

  return {
    validate({ sources = {}, without = [], strict = false, store: storeOption } = {}) {
      readPage = pageReader();
      store = storeOption;
      unstored = [];
      const settings = read(configFile, 'settings', sources);
      const problems = new ProblemList(settings?.source.value);
      const names = pageFileNames(root, { sources, without });
      const pages = names.map((name) => read(name, 'page', sources)!);
      pagesOnDisk.keepOnly(new Set(names));
      const config = settings?.config;

      // Each file's own problems (steps 1 and 2).
      if (!settings) problems.addToFile(configOption, 'file-missing', 'the site settings file is missing');
      for (const file of [settings, ...pages]) if (file) problems.problems.push(...file.problems);

      // Step 3: the pages as they will render (shared sections, hidden sections, placeholders).
      const resolved: ResolvedPage[] = [];
      for (const file of pages) {
        if (file.page) {
          if (!file.resolved || file.resolved.config !== config) {
            const found: PlainIssue[] = [];
            const page = resolvePage(file.page, config, (problem) => found.push(problem));
            file.resolved = { config, page, problems: found };
          }
          for (const { path: at, code, message } of file.resolved.problems) problems.add(file, at, code, message);
          resolved.push(file.resolved.page);
        } else if (file.source.value !== undefined) {
          checkSharedSections(file.source.value, config, ({ path: at, code, message }) => problems.add(file, at, code, message));
        }
      }

      // Step 4: what spans files.
      const context: CheckContext = { root, strict, settings, config, pages, problems };
      const knownPaths = checkPagePaths(context);
      checkUniqueTitles(context);
      checkLinks(context, knownPaths);
      checkRedirects(context, knownPaths);
      checkImages(context);
      checkNumberPools(context);
      checkOpeningHours(context);
      checkPlaceholders(context);
      checkLaunchReadiness(context);

      // Each file read afresh, with its links as this validation read them.
      for (const { inputs, file } of unstored) store?.put(inputs, keptOf(file));
      store = undefined;
      unstored = [];

      const errorCount = problems.errorCount;
      return {
        problems: problems.sorted(),
        errorCount,
        warningCount: problems.problems.length - errorCount,
        site: errorCount === 0 && config ? toSiteSettings(config) : undefined,
        redirects: errorCount === 0 ? (config?.redirects ?? []) : [],
        pages: errorCount === 0 ? resolved.sort((a, b) => a.path.localeCompare(b.path)) : [],
        files: [settings ? configFile : configOption, ...pages.map((file) => file.file)],
      };
    },
  };
}

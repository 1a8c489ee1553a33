/**
 * What a page file's value says that the editor's list of pages shows (GET /api/files): its
 * address, its title and the shared sections it shows. The server reads it for every page; the
 * app compares it before and after a save, to ask for the list again only when it changed.
 */
export interface PageListing {
  path: string;
  title: string | undefined;
  /** The shared sections it shows, by name, each once. */
  shared: string[];
}

export function pageListingOf(value: unknown): PageListing {
  const page = (value ?? {}) as { path?: unknown; title?: unknown; sections?: unknown };
  const shared: string[] = [];
  for (const section of Array.isArray(page.sections) ? page.sections : []) {
    const { type, name } = (section ?? {}) as { type?: unknown; name?: unknown };
    if (type === 'shared' && typeof name === 'string' && !shared.includes(name)) shared.push(name);
  }
  return { path: typeof page.path === 'string' ? page.path : '', title: typeof page.title === 'string' ? page.title : undefined, shared };
}

/** Whether two values of a page file list alike (sections moved about list alike). */
export function sameListing(a: unknown, b: unknown): boolean {
  const listed = (value: unknown) => {
    const facts = pageListingOf(value);
    return JSON.stringify([facts.path, facts.title, [...facts.shared].sort()]);
  };
  return listed(a) === listed(b);
}

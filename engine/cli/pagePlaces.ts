/**
 * `npm run move-page -- /services/repairs /services/roof-repairs` moves a page to a new path and
 * carries every link to it along (pages, menus, footer, buttons, cards), keeping a redirect from
 * the old address; `npm run delete-page -- /services/repairs --to /services` deletes a page and
 * sends its visitors and links to another page, and without `--to` deletes it only while nothing
 * links to it (its visitors get the not-found page). Both check the result with the validator
 * first and write nothing when it would have problems.
 */
import { applyChange, type PageChange, PageChangeRefused, planDelete, planMove } from '../content/pageLinks.ts';

const [command, ...args] = process.argv.slice(2);
const root = process.cwd();
const usage = {
  move: 'npm run move-page -- /services/repairs /services/roof-repairs',
  delete: 'npm run delete-page -- /services/repairs [--to /services/replacement]',
} as const;

/** What a change did besides, one line each. */
const notesOf = (change: PageChange) => change.notes.map((note) => `\n  ${note}`).join('');

try {
  if (command === 'move') {
    const [from, to, ...extra] = args;
    if (!from || !to || extra.length) throw new PageChangeRefused(`say the page's path now and its new path, for example:\n  ${usage.move}`);
    const change = planMove(root, from, to);
    applyChange(root, change);
    const links = Object.keys(change.writes).length;
    console.log(
      `✔ Moved ${from} to ${to}. Changed: ${Object.keys(change.writes).join(', ')}${change.removes.length ? `; removed ${change.removes.join(', ')}` : ''} (${links} file${links === 1 ? '' : 's'}).${notesOf(change)}`,
    );
  } else if (command === 'delete') {
    const toAt = args.indexOf('--to');
    const to = toAt >= 0 ? args[toAt + 1] : undefined;
    const [pagePath, ...extra] = toAt >= 0 ? args.filter((_, index) => index !== toAt && index !== toAt + 1) : args;
    if (!pagePath || extra.length || (toAt >= 0 && (!to || to.startsWith('--'))))
      throw new PageChangeRefused(
        `say which page to delete and, after --to, the page its visitors go to (without --to they get the not-found page), for example:\n  ${usage.delete}`,
      );
    const change = planDelete(root, pagePath, { to });
    applyChange(root, change);
    const changed = Object.keys(change.writes);
    console.log(`✔ Deleted ${pagePath} (${change.removes.join(', ')}).${changed.length ? ` Changed: ${changed.join(', ')}.` : ''}${notesOf(change)}`);
  } else {
    throw new PageChangeRefused(`unknown command "${command ?? ''}"; use "move" or "delete"`);
  }
} catch (error) {
  if (!(error instanceof PageChangeRefused)) throw error;
  console.error(`✖ Nothing was changed: ${error.message}`);
  process.exitCode = 1;
}

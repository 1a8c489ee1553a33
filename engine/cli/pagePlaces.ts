/**
 * `npm run move-page -- /services/repairs /services/roof-repairs` moves a page to a new path and
 * carries every link to it along (pages, menus, footer, buttons, cards);
 * `npm run delete-page -- /services/repairs` deletes a page, refusing while anything links to it.
 * Both check the result with the validator first and write nothing when it would have problems.
 */
import { applyChange, PageChangeRefused, planDelete, planMove } from '../content/pageLinks.ts';

const [command, ...args] = process.argv.slice(2);
const root = process.cwd();
const usage = {
  move: 'npm run move-page -- /services/repairs /services/roof-repairs',
  delete: 'npm run delete-page -- /services/repairs',
} as const;

try {
  if (command === 'move') {
    const [from, to, ...extra] = args;
    if (!from || !to || extra.length) throw new PageChangeRefused(`say the page's path now and its new path, for example:\n  ${usage.move}`);
    const change = planMove(root, from, to);
    applyChange(root, change);
    const links = Object.keys(change.writes).length;
    console.log(
      `✔ Moved ${from} to ${to}. Changed: ${Object.keys(change.writes).join(', ')}${change.removes.length ? `; removed ${change.removes.join(', ')}` : ''} (${links} file${links === 1 ? '' : 's'}).`,
    );
  } else if (command === 'delete') {
    const [pagePath, ...extra] = args;
    if (!pagePath || extra.length) throw new PageChangeRefused(`say which page to delete, for example:\n  ${usage.delete}`);
    const change = planDelete(root, pagePath);
    applyChange(root, change);
    console.log(`✔ Deleted ${pagePath} (${change.removes.join(', ')}).`);
  } else {
    throw new PageChangeRefused(`unknown command "${command ?? ''}"; use "move" or "delete"`);
  }
} catch (error) {
  if (!(error instanceof PageChangeRefused)) throw error;
  console.error(`✖ Nothing was changed: ${error.message}`);
  process.exitCode = 1;
}

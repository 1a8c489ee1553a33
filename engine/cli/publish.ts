/**
 * `npm run publish -- --message "…"`: publishes the saved changes to pages/, site.config.json and
 * images/ as the page editor's Publish does (engine/publish/): the same plain-language list, the
 * same checks (the validator and the production build), one commit, a push that is never forced.
 *
 *   --dry-run            print what would be published, and stop
 *   --keep mine|theirs   where someone else changed the same field meanwhile, keep this side
 *   --branch <name>      publish to this branch (default: the one the worktree is on, or PUBLISH_BRANCH)
 *
 * The build hook in PUBLISH_HOOK_URL is called once after a successful push. It exits 1 with a
 * sentence saying why when it refuses or fails; nothing is lost either way.
 */
import path from 'node:path';
import { problemLine } from '../content/formatProblems.ts';
import type { Problem } from '../../schema/problems.ts';
import { type Worktree, conflictsInWords, planPublish, problemsOfPlan, publishChanges } from '../publish/publish.ts';
import { publishTarget, repositoryPerson, repositoryRoot } from '../publish/repository.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const fail = (message: string): never => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

const root = process.cwd();
if (!(await repositoryRoot(root)))
  fail('This folder is not kept with git, so there is nothing to publish with. A developer can connect it (git init, and a remote).');
const keep = option('--keep');
if (keep !== undefined && keep !== 'mine' && keep !== 'theirs') fail('--keep takes "mine" or "theirs".');
const message = option('--message');
const dryRun = args.includes('--dry-run');
if (!dryRun && !message?.trim()) fail('Say what the publish is about: npm run publish -- --message "New photos on the home page"');

const worktree: Worktree = { dir: root, target: await publishTarget(root, option('--branch') ?? process.env.PUBLISH_BRANCH) };
const where = worktree.target.remote
  ? `${worktree.target.remote}/${worktree.target.branch}`
  : `${worktree.target.branch} (this copy has no remote: a version is saved here)`;
const plan = await planPublish(worktree, { fetch: true });
if (plan.unreachable) console.log(`⚠ ${plan.unreachable}`);
const choices = keep ? Object.fromEntries(plan.conflicts.map((conflict) => [conflict.key, keep as 'mine' | 'theirs'])) : undefined;
const chosen = choices ? await planPublish(worktree, { choices }) : plan;

if (chosen.changes.length === 0) {
  console.log('Nothing to publish: the website has every saved change already.');
  process.exit(0);
}
console.log(`Changes to publish to ${where}:`);
for (const change of chosen.changes) console.log(`  • ${change.text}`);
if (plan.conflicts.length && !keep) {
  console.log(`\nChanged by someone else meanwhile (${plan.conflicts.length}):`);
  for (const conflict of await conflictsInWords(worktree, plan, plan.conflicts))
    console.log(`  • ${conflict.where}: theirs ${conflict.theirs}, yours ${conflict.yours}`);
  fail('Someone else changed the same fields. Choose in the page editor, or run again with --keep mine or --keep theirs.');
}
if (dryRun) {
  const problems = await problemsOfPlan(worktree, chosen);
  printProblems(problems);
  const errors = problems.filter((p) => p.severity === 'error').length;
  if (errors) fail(`Publishing would be refused: the site would have ${errors} problem${errors === 1 ? '' : 's'} (above).`);
  console.log('\n(A dry run: nothing was published.)');
  process.exit(0);
}

const author = await repositoryPerson(root);
if (!author) fail('git does not know who you are here: git config user.name "Your Name" and git config user.email you@example.com, then publish again.');
console.log('\nChecking and building the site…');
const outcome = await publishChanges(worktree, { message: message!, author: author!, choices, hookUrl: process.env.PUBLISH_HOOK_URL || undefined });
switch (outcome.kind) {
  case 'published': {
    const version = outcome.commit.slice(0, 7);
    if (!outcome.pushed)
      console.log(`✔ Saved as version ${version} in ${path.basename(root)}; this copy is not connected to a website, so nothing went online.`);
    else console.log(`✔ Published version ${version} to ${where}. The website updates in a minute or two.`);
    if (typeof outcome.hook === 'object')
      console.log(`⚠ The website's host was not told to update (${outcome.hook.failed}): start a build from its dashboard.`);
    else if (outcome.hook === 'called') console.log('  The host was asked to build the website.');
    const { plan, checks, build, commit, push } = outcome.timings;
    console.log(`  Merge ${seconds(plan)}, checks ${seconds(checks)}, build ${seconds(build)}, commit ${seconds(commit)}, push ${seconds(push)}.`);
    break;
  }
  case 'saved-here':
    fail(
      `Saved as version ${outcome.commit.slice(0, 7)} here, but it did not reach the website: ${outcome.reason} Run npm run publish again once that is sorted out.`,
    );
    break;
  case 'conflicts':
    fail('Someone else published changes to the same fields just now. Run again to see them.');
    break;
  case 'refused':
    printProblems(outcome.problems);
    fail(outcome.reason);
    break;
  case 'nothing-to-publish':
    console.log('Nothing to publish: the website has every saved change already.');
}

function printProblems(problems: Problem[]): void {
  if (problems.length) console.log('');
  for (const problem of problems) console.log(`  ${problem.severity === 'error' ? '✖' : '⚠'} ${problemLine(problem)}`);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

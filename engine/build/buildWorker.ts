/**
 * The build process (engine/build/buildChild.ts starts it with an IPC channel, NODE_ENV=production):
 * builds what it is asked, one build at a time, and answers each request with its report. It ends
 * when its parent lets go of it (or ends).
 */
import type { BuildAnswer, BuildRequest } from './buildChild.ts';

if (!process.send) throw new Error('engine/build/buildWorker.ts is started by engine/build/buildChild.ts; to build, run npm run build.');
process.env.NODE_ENV = 'production';
const { buildSite } = await import('./buildSite.ts');
const { reportOf } = await import('./buildChild.ts');

/** Processor time used until the end of the last build (from the process's start for the first). */
let usedBefore = { user: 0, system: 0 };
process.on('message', async ({ id, options }: BuildRequest) => {
  let outcome: Parameters<typeof reportOf>[0];
  try {
    outcome = { built: await buildSite(options) };
  } catch (error) {
    console.error(error);
    outcome = { error };
  }
  const used = process.cpuUsage(usedBefore);
  usedBefore = process.cpuUsage();
  process.send!({ id, report: reportOf(outcome, (used.user + used.system) / 1000) } satisfies BuildAnswer);
});
process.on('disconnect', () => process.exit());

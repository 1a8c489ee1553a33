/**
 * `npm test`: everything CI gates on (tools/testSteps.ts): the type check, the lint, the team
 * editor's app and the site built, the unit and block suites, and the browser suites (e2e and
 * the contractor's specification, one Chromium and one server for both). Independent steps run
 * side by side; the first failure stops the rest, and the run ends with each step's time.
 * `-- --no-spec` leaves the specification out (tools/checkContentEdits.ts).
 */
import { readOptions } from './commandLine';
import { runSteps, seconds, testSteps } from './testSteps';

const options = readOptions('npm test [-- --no-spec]', { 'no-spec': { type: 'boolean' } });
const outcome = await runSteps(testSteps({ spec: !options['no-spec'] }));
console.log('');
for (const step of outcome.steps) console.log(`  ${step.script.padEnd(14)} ${seconds(step.wall).padStart(8)}  (processor ${step.cpu.toFixed(1)} s)`);
if (outcome.ok) {
  console.log(`✔ npm test passed in ${seconds(outcome.wall)}.`);
} else {
  console.error(`✖ npm test failed: ${outcome.failure}. Its output is above, after its name.`);
  process.exitCode = 1;
}

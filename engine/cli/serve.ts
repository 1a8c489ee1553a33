/** `npm run serve` (and the second half of `npm start`): serves dist/ on http://localhost:4173. */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createStaticServer } from '../server/staticServer';

const distDir = path.resolve('dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/ has no built site yet: run "npm run build" first (or "npm start", which does both).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
createStaticServer(distDir).listen(port, () => {
  console.log(`Serving dist/ at http://localhost:${port}  (Ctrl+C to stop)`);
});

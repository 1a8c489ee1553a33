/**
 * `npm run measure:images`: how long the build takes with 20 photos, cold (nothing cached) and
 * warm (the same photos again), beside the same build without them. Builds a copy of the site's
 * content in a temporary folder, with 20 camera-sized photos made here, in this process
 * (engine/build/buildSite.ts), each time with the photo cache it is told; the project itself is
 * not touched. Prints medians when asked for more runs (`-- --runs 3`).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildSite } from '../engine/build/buildSite';
import { formatForPeople } from '../engine/content/formatProblems';
import { contentPaths } from '../engine/content/load';
import { readOptions, refuse } from './commandLine';
import { median } from './figures';

const photoCount = 20;
const usage = 'npm run measure:images [-- --runs 3]';
const runs = Number(readOptions(usage, { runs: { type: 'string', default: '1' } }).runs);
if (!Number.isInteger(runs) || runs < 1) refuse('--runs takes a whole number of runs, for example --runs 3.', usage);
const root = process.cwd();
const copy = mkdtempSync(path.join(os.tmpdir(), 'measure-images-'));

let builds = 0;
/**
 * Builds the copy with the photo cache in `imageCacheDir`, and an empty build cache (the photos'
 * cost, not the pages'); the seconds it took.
 */
async function build(imageCacheDir: string): Promise<number> {
  const started = performance.now();
  const cacheDir = path.join(copy, `build-cache-${++builds}`);
  const built = await buildSite({ contentRoot: copy, outDir: path.join(copy, 'dist'), imageCacheDir, cacheDir, logLevel: 'silent' });
  if (!built.files) throw new Error(`The copy did not build:\n${formatForPeople(built.validation, built.validation.files.length - 1)}`);
  return (performance.now() - started) / 1000;
}

try {
  for (const entry of contentPaths) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });

  // Camera-sized photos with a photo's grain (noise compresses like detail does), and a page
  // that shows them all; both stay out of the site until a build is meant to have them.
  const photosDir = path.join(copy, 'images/measure');
  const parkedDir = path.join(copy, 'photos-not-in-the-site');
  const pageFile = path.join(copy, 'pages/measure-photos.json');
  mkdirSync(parkedDir, { recursive: true });
  for (let i = 0; i < photoCount; i++) {
    const noise = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 90 + i * 5, sigma: 40 } },
    })
      .blur(1.2)
      .jpeg({ quality: 85 })
      .toBuffer();
    writeFileSync(path.join(parkedDir, `photo-${String(i + 1).padStart(2, '0')}.jpg`), noise);
  }
  const cards = Array.from({ length: photoCount }, (_, i) => ({
    title: `Photo ${i + 1}`,
    description: 'A photo made by the measuring script.',
    image: { src: `/images/measure/photo-${String(i + 1).padStart(2, '0')}.jpg`, alt: `Test photo ${i + 1}` },
  }));
  const page = {
    $schema: '../schema/page.schema.json',
    path: '/measure-photos',
    title: 'Twenty Photos, for Measuring the Build',
    description: 'A page made by npm run measure:images in a temporary copy of the project, to time the build with twenty photos.',
    sections: [{ type: 'cards', heading: 'Twenty Photos', items: cards }],
  };
  const showPhotos = (shown: boolean) => {
    if (shown) {
      renameSync(parkedDir, photosDir);
      writeFileSync(pageFile, `${JSON.stringify(page, null, 2)}\n`);
    } else {
      renameSync(photosDir, parkedDir);
      rmSync(pageFile);
    }
  };

  // The first build warms Vite's and this process's module caches, and processes the site's own
  // photos: not counted. Each run then times the build with the 20 photos cold and warm, then
  // without them (the site's own found cached, as a rebuild would). The process keeps getting
  // faster over its first builds, so the build without the photos comes last, where it cannot
  // look slower than the warm one for that alone.
  const siteCache = path.join(copy, 'cache-site');
  await build(siteCache);
  const withoutPhotos: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  let files = 0;
  for (let run = 0; run < runs; run++) {
    showPhotos(true);
    // Cold: nothing cached, not even the site's own photos.
    const cacheDir = path.join(copy, `cache-${run}`);
    cold.push(await build(cacheDir));
    warm.push(await build(cacheDir));
    files = readdirSync(path.join(copy, 'dist/assets/images')).length;
    showPhotos(false);
    withoutPhotos.push(await build(siteCache));
  }
  const row = (label: string, values: number[]) =>
    `${label.padEnd(34)}${median(values).toFixed(1).padStart(7)} s${runs > 1 ? `  (runs: ${values.map((v) => v.toFixed(1)).join(', ')})` : ''}`;
  console.log(`\nBuild time, ${photoCount} photos of 3000×2000 (median of ${runs} run${runs === 1 ? '' : 's'}):`);
  console.log(row('without the photos', withoutPhotos));
  console.log(row('with the photos, cold (no cache)', cold));
  console.log(row('with the photos, warm (cached)', warm));
  console.log(`warm − without photos: ${(median(warm) - median(withoutPhotos)).toFixed(1)} s; ${files} image files in dist/assets/images\n`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}

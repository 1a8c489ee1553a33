/**
 * A copy of the site's content grown by pages of places, as a contractor's site grows ("Commercial
 * roofing in Lexington", one per county and city served): each place page is a clone of one of
 * the service pages under its own address (/places/place-<n>), with its own title, description
 * and headline. Some show a photo (a few photos shared by many pages), every page links to the
 * next place, and every tenth shows a shared section of the places' own. Used by
 * `npm run measure:scale` (tools/measureScale.ts); the project itself is never touched.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rewriteJson } from '../engine/content/minimalEdits';
import { contentPaths, siteConfigFile } from '../engine/content/load';

type Json = Record<string, unknown>;
type Section = Json & { type: string };

export const placesSharedSection = 'places-call';
/** The file of place `n`, relative to the content root. */
export const placeFile = (n: number) => `pages/places/place-${n}.json`;
export const placePath = (n: number) => `/places/place-${n}`;

/** Copies pages/, site.config.json and images/ of `from` into `to`, then adds `places` place pages. */
export function makeScaleSite(from: string, to: string, places: number): void {
  for (const entry of contentPaths) cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
  if (places > 0) addPlaces(to, places);
}

/** Adds place pages 1…`places` to the content in `root` (and the shared section they use). */
export function addPlaces(root: string, places: number): void {
  const servicesDir = path.join(root, 'pages/services');
  const services = readdirSync(servicesDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(servicesDir, file), 'utf8')) as Json & { sections: Section[] });
  const photos = readdirSync(path.join(root, 'images'))
    .filter((file) => /\.(png|jpe?g|webp)$/.test(file))
    .sort();
  const settingsFile = path.join(root, siteConfigFile);
  const settingsText = readFileSync(settingsFile, 'utf8');
  const settings = JSON.parse(settingsText) as Json & { sharedSections: Record<string, unknown> };
  settings.sharedSections[placesSharedSection] = {
    type: 'call-box',
    tone: 'standard',
    heading: 'Roofing Crews Near You',
    text: 'Our crews work in every county of Kentucky. Call and a roofer who knows your area answers.',
    callLabel: 'Call {phone}',
    hoursHeading: 'Business Hours',
    hours: 'main',
  };
  writeFileSync(settingsFile, rewriteJson(settingsText, settings));

  mkdirSync(path.join(root, 'pages/places'), { recursive: true });
  for (let n = 1; n <= places; n++) {
    const service = services[n % services.length]!;
    const name = `Place ${n}`;
    const sections = structuredClone(service.sections).map((section) => {
      if (section.type === 'hero') return { ...section, heading: `Commercial Roofing in ${name}, Kentucky`, highlight: name };
      if (section.type === 'content' && n % 3 === 0) {
        // A photo beside the text, shared by many places (the photos of the site, in turn).
        return { ...section, image: { src: `/images/${photos[n % photos.length]}`, alt: `A commercial roof near ${name}` } };
      }
      if (section.type === 'cta') {
        const next = placePath((n % places) + 1);
        return { ...section, buttons: [{ label: `Roofing in the next place`, href: next, variant: 'cta' }] };
      }
      return section;
    });
    if (n % 10 === 0) sections.splice(1, 0, { type: 'shared', name: placesSharedSection });
    const page = {
      $schema: '../../schema/page.schema.json',
      path: placePath(n),
      title: `Commercial Roofing in ${name}, KY`,
      description: `Commercial roof repair, restoration, replacement and maintenance in ${name}, Kentucky, by a local crew. Free assessment.`,
      ...(service.numberPool ? { numberPool: service.numberPool } : {}),
      sections,
    };
    writeFileSync(path.join(root, placeFile(n)), `${JSON.stringify(page, null, 2)}\n`);
  }
}

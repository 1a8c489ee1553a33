/**
 * The link picker, the photo picker and the shared-section fields,
 * with mocked services: the pages are the fixture project's, the photos and the uploads the
 * tests' own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { valueAt } from '../../../editor/app/ui/jsonPath';
import { matchingPages } from '../../../editor/app/ui/pageSearch';
import { type JsonSchema, labelOf, lowerFirst, resolveVariant } from '../../../editor/app/form/jsonSchema';
import { sectionKinds, sectionSchema, sharedSectionSchema } from '../../../editor/app/ui/schemas';
import type { ImageInfo, PageSummary, SavedImage } from '../../../editor/shared/api';
import { imageSlots } from '../../../schema/imageSlots';
import { fixturePagesList, fixtureRoot, projectRoot } from '../renderBlock';
import { problemAt, renderForm } from './formHarness';

const example = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(projectRoot, 'schema/sections', file), 'utf8'));
const pages: PageSummary[] = fixturePagesList.map((page) => ({ file: `pages${page.path}.json`, path: page.path, title: page.title, name: page.title }));
const at = ['sections', 0];
const variantOf = (type: string): JsonSchema => resolveVariant(sectionSchema, { type })!;
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The keys pressed from now on, and whether the page's code took them (prevented their default). */
function pressedKeys(): { key: string; taken: boolean }[] {
  const keys: { key: string; taken: boolean }[] = [];
  // On the window, after React's handlers on the root have had the key.
  const listener = (event: KeyboardEvent) => keys.push({ key: event.key, taken: event.defaultPrevented });
  window.addEventListener('keydown', listener);
  onTestFinished(() => window.removeEventListener('keydown', listener));
  return keys;
}

/** The schema of a button's link in a section of this type, as the generated JSON Schema has it. */
const hrefNodeOf = (type: string): JsonSchema => variantOf(type).properties!.buttons!.items!.properties!.href!;

describe('link fields offer the pages of the site and take any address typed in', () => {
  const content = example('content.example.json');
  const hrefNode = hrefNodeOf('content');
  const linkName = labelOf(hrefNode, 'href');
  const setup = () => {
    const form = renderForm({ schema: sectionSchema, value: content, basePath: at, services: { pages } });
    return { form, box: screen.getByRole('combobox', { name: linkName }) as HTMLInputElement };
  };

  it('opens on every page, by title and path, at the page the link goes to; Enter chooses', async () => {
    const user = userEvent.setup();
    const { form, box } = setup();
    const current = (content.buttons as { href: string }[])[0]!.href;
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(pages.map((page) => `${page.title}${page.path}`));
    const active = document.getElementById(box.getAttribute('aria-activedescendant')!)!;
    expect(active.textContent).toContain(current);
    await user.keyboard('{ArrowDown}{Enter}');
    const chosen = pages[pages.findIndex((page) => page.path === current) + 1]!;
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'buttons', 0, 'href'], value: chosen.path });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(description(box)).toContain(`Goes to the page “${chosen.title}” (${chosen.path}).`);
  });

  it('typing narrows the pages to those whose title or path has the words; a click chooses', async () => {
    const user = userEvent.setup();
    const { form, box } = setup();
    const target = pages.at(-1)!;
    const words = target.title.split(' ').at(-2)!.toLowerCase();
    await user.clear(box);
    await user.type(box, words);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option.textContent!.toLowerCase()).toContain(words);
    await user.click(options.find((option) => option.textContent!.includes(target.path))!);
    expect(form.calls.at(-1)!.value).toBe(target.path);
  });

  it('Enter chooses the first page the words typed found, as the page picker does; words that find none stay as typed', async () => {
    const user = userEvent.setup();
    const { form, box } = setup();
    const target = pages.at(-1)!;
    const words = target.title.split(' ').at(-2)!.toLowerCase();
    await user.clear(box);
    await user.type(box, `${words}{Enter}`);
    expect(form.calls.at(-1)!.value).toBe(matchingPages(pages, words)[0]!.path);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    const address = 'https://www.example.com/roof-guide';
    const keys = pressedKeys();
    await user.clear(box);
    await user.type(box, `${address}{Enter}`);
    expect(form.calls.at(-1)!.value).toBe(address);
    // Enter chose nothing: the key is the form's.
    expect(keys.at(-1)).toEqual({ key: 'Enter', taken: false });
  });

  it("Escape and leaving the box close the list and choose nothing; with the list closed, Escape and Up are the page's", async () => {
    const user = userEvent.setup();
    const { form, box } = setup();
    const calls = form.calls.length;
    const keys = pressedKeys();
    await user.click(box);
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(keys.at(-1)).toEqual({ key: 'Escape', taken: true });
    await user.keyboard('{Escape}{ArrowUp}');
    expect(keys.slice(-2)).toEqual([
      { key: 'Escape', taken: false },
      { key: 'ArrowUp', taken: false },
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(form.calls).toHaveLength(calls);
  });

  it.each([
    ['https://www.example.com/roof-guide', 'Goes to www.example.com, outside this site.'],
    ['tel:+15025550199', 'Calls +15025550199.'],
    ['mailto:office@example.com', 'Opens an e-mail to office@example.com.'],
    ['#contact-form', 'Goes to “#contact-form” on the same page.'],
  ])('takes %s and says where it goes', (address, words) => {
    const { form, box } = setup();
    fireEvent.change(box, { target: { value: address } });
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'buttons', 0, 'href'], value: address });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(description(box)).toContain(words);
  });

  it('rejects nothing silently: an address the site refuses is kept and the schema says why, as is a page that does not exist', () => {
    const { form, box } = setup();
    fireEvent.change(box, { target: { value: 'javascript:alert(1)' } });
    expect(form.calls.at(-1)!.value).toBe('javascript:alert(1)');
    expect(hrefNode.patternErrorMessage).toBeTruthy();
    expect(description(box)).toContain(hrefNode.patternErrorMessage);
    fireEvent.change(box, { target: { value: '/no-such-page#top' } });
    expect(form.calls.at(-1)!.value).toBe('/no-such-page#top');
    expect(description(box)).toContain('No page of this site has the address /no-such-page.');
  });

  it("the validator's problem replaces the picker's own words", () => {
    renderForm({
      schema: sectionSchema,
      value: content,
      basePath: at,
      services: { pages },
      problems: [problemAt([...at, 'buttons', 0, 'href'], 'there is no page at "/gone"')],
    });
    const box = screen.getByRole('combobox', { name: linkName });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toContain('there is no page at "/gone"');
    expect(description(box)).not.toContain('Goes to');
  });
});

describe('a field is a link field because its schema marks it, not because of its name', () => {
  it('offers the pages for a marked field of any name, and plain text for an unmarked one called "href"', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        readMore: { ...hrefNodeOf('content'), title: 'Read more' },
        href: { type: 'string', title: 'Plain text' },
      },
      required: ['readMore', 'href'],
    };
    expect(schema.properties!.readMore!['x-link']).toBe('any');
    renderForm({ schema, value: { readMore: '/about', href: '/about' }, services: { pages } });
    expect(screen.getByRole('combobox', { name: 'Read more' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Plain text' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Plain text' })).toBeTruthy();
  });
});

describe('photo fields pick from the images folder, upload, and ask for the alt text', () => {
  const hero = example('hero.example.json');
  const imageNode = variantOf('hero').properties!.image!;
  const photoLabel = labelOf(imageNode, 'image');
  const altLabel = labelOf(imageNode.properties!.alt!, 'alt');
  const slot = imageSlots.hero;
  const library: ImageInfo[] = [
    { src: '/images/wide-roof.jpg', width: slot.minWidth * 2, height: slot.minWidth, bytes: 1_200_000 },
    { src: '/images/small-roof.png', width: slot.minWidth - 1, height: 300, bytes: 90_000 },
  ];
  const services = (upload: (file: File, name?: string) => Promise<SavedImage>) => {
    const images = { list: vi.fn(async () => library), upload: vi.fn(upload) };
    return { images, form: renderForm({ schema: sectionSchema, value: hero, basePath: at, services: { pages, images } }) };
  };
  const photo = new File(['not really a photo'], 'Roof Photo.JPG', { type: 'image/jpeg' });
  const addPhoto = async () => {
    fireEvent.click(screen.getByRole('button', { name: `Add ${lowerFirst(photoLabel)}` }));
    return screen.findByRole('list', { name: 'Photos in the images folder' });
  };

  it('shows the photos of the folder as thumbnails named by file, and which are too small for the slot', async () => {
    const { form } = services(async () => ({ saved: true, src: '/images/x.jpg' }));
    const grid = await addPhoto();
    expect(valueAt(form.current(), ['image'])).toEqual({ src: '', alt: '' });
    const thumbnails = within(grid).getAllByRole('img');
    // By file name, as the folder lists them.
    const byName = [...library].sort((a, b) => a.src.localeCompare(b.src));
    expect(thumbnails.map((img) => img.getAttribute('alt'))).toEqual(byName.map((image) => image.src.split('/').pop()));
    expect(thumbnails[0]!.getAttribute('src')).toBe(`/api/images/thumb?src=${encodeURIComponent(byName[0]!.src)}&w=160`);
    expect(within(grid).getByRole('button', { name: /small-roof\.png/ }).textContent).toContain(`Too small for a ${slot.label}: needs ${slot.minWidth} px`);
    expect(within(grid).getByRole('button', { name: /wide-roof\.jpg/ }).textContent).not.toContain('Too small');
  });

  it('choosing a thumbnail names the photo and takes the focus to the alt text, with a prompt', async () => {
    const { form } = services(async () => ({ saved: true, src: '/images/x.jpg' }));
    const grid = await addPhoto();
    fireEvent.click(within(grid).getByRole('button', { name: /wide-roof\.jpg/ }));
    expect(valueAt(form.current(), ['image', 'src'])).toBe(library[0]!.src);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: `${altLabel} (optional)` }));
    expect(screen.getByText(/Now say what the photo shows, for people who cannot see it/)).toBeTruthy();
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain('alt text');
  });

  it('uploads a photo, chooses it and lists it', async () => {
    const user = userEvent.setup();
    const { images, form } = services(async () => ({ saved: true, src: '/images/roof-photo.jpg' }));
    await addPhoto();
    await user.upload(screen.getByLabelText('Upload a photo'), photo);
    await waitFor(() => expect(valueAt(form.current(), ['image', 'src'])).toBe('/images/roof-photo.jpg'));
    expect(images.upload).toHaveBeenCalledWith(photo, undefined);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: `${altLabel} (optional)` }));
    // The folder is listed afresh when the picker opens again.
    fireEvent.click(screen.getByRole('button', { name: 'Choose another photo' }));
    await waitFor(() => expect(images.list).toHaveBeenCalledTimes(2));
  });

  it('a name that exists is never overwritten: the refusal offers the photo already there', async () => {
    const user = userEvent.setup();
    const message = 'A photo called "wide-roof.jpg" is in the images folder already.';
    const { form } = services(async () => ({ saved: false, reason: 'exists', message, src: library[0]!.src }));
    await addPhoto();
    await user.upload(screen.getByLabelText('Upload a photo'), photo);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(valueAt(form.current(), ['image', 'src'])).toBe('');
    fireEvent.click(within(alert).getByRole('button', { name: 'Use the existing photo wide-roof.jpg' }));
    expect(valueAt(form.current(), ['image', 'src'])).toBe(library[0]!.src);
  });

  it('… or saving under another name', async () => {
    const user = userEvent.setup();
    let round = 0;
    const { images, form } = services(async (_file, name) =>
      round++ === 0
        ? { saved: false, reason: 'exists', message: 'A photo with this name exists.', src: library[0]!.src }
        : { saved: true, src: `/images/${name}` },
    );
    await addPhoto();
    await user.upload(screen.getByLabelText('Upload a photo'), photo);
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Save under another name' }));
    const name = screen.getByRole('textbox', { name: 'New file name' }) as HTMLInputElement;
    expect(name.value).toBe('wide-roof-2.jpg');
    expect(document.activeElement).toBe(name);
    fireEvent.click(screen.getByRole('button', { name: 'Save under this name' }));
    await waitFor(() => expect(valueAt(form.current(), ['image', 'src'])).toBe('/images/wide-roof-2.jpg'));
    expect(images.upload).toHaveBeenLastCalledWith(photo, 'wide-roof-2.jpg');
  });

  it('says why a file is not taken, and changes nothing', async () => {
    const user = userEvent.setup();
    const message = 'This file is not a JPEG, PNG or WebP photo.';
    const { form } = services(async () => ({ saved: false, reason: 'not-a-photo', message }));
    await addPhoto();
    await user.upload(screen.getByLabelText('Upload a photo'), photo);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).queryByRole('button', { name: /existing/ })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(valueAt(form.current(), ['image', 'src'])).toBe('');
  });

  it('takes a photo dropped onto the field', async () => {
    const { images, form } = services(async () => ({ saved: true, src: '/images/dropped.jpg' }));
    const grid = await addPhoto();
    // The drop zone is the photo field's whole body, around the picker.
    const zone = grid.closest('[id$="picker"]')!.parentElement!;
    await act(async () => {
      fireEvent.dragOver(zone, { dataTransfer: { files: [photo], types: ['Files'] } });
      fireEvent.drop(zone, { dataTransfer: { files: [photo], types: ['Files'] } });
    });
    await waitFor(() => expect(valueAt(form.current(), ['image', 'src'])).toBe('/images/dropped.jpg'));
    expect(images.upload).toHaveBeenCalledWith(photo, undefined);
  });

  it('a photo marked decorative needs no alt text; unticking leaves the mark out of the file', () => {
    const form = renderForm({
      schema: sectionSchema,
      value: { ...hero, image: { src: library[0]!.src, alt: 'A roof' } },
      basePath: at,
      services: { pages, images: { list: async () => library, upload: async () => ({ saved: true, src: '' }) } },
    });
    const decorative = screen.getByRole('checkbox', { name: labelOf(imageNode.properties!.decorative!, 'decorative') });
    fireEvent.click(decorative);
    expect(valueAt(form.current(), ['image'])).toEqual({ src: library[0]!.src, alt: 'A roof', decorative: true });
    fireEvent.click(decorative);
    expect(valueAt(form.current(), ['image'])).toEqual({ src: library[0]!.src, alt: 'A roof' });
  });
});

describe('shared sections', () => {
  const siteConfig = JSON.parse(fs.readFileSync(path.join(fixtureRoot, 'site.config.json'), 'utf8')) as {
    sharedSections: Record<string, Record<string, unknown>>;
  };
  const reference = sectionKinds.find((kind) => kind.type === 'shared')!.example!;
  const referenceNode = variantOf('shared');
  const names = Object.keys(siteConfig.sharedSections);

  it('a shared section is picked by name from the site settings', () => {
    const form = renderForm({ schema: sectionSchema, value: reference, basePath: at, services: { siteConfig } });
    const menu = screen.getByRole('combobox', { name: labelOf(referenceNode.properties!.name!, 'name') }) as HTMLSelectElement;
    expect([...menu.options].map((option) => option.textContent)).toEqual(names);
    const other = names.find((name) => name !== reference.name)!;
    fireEvent.change(menu, { target: { value: String(names.indexOf(other)) } });
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'name'], value: other });
  });

  it("lists the shared section's fields: each as shared, or changed on this page and back", () => {
    const name = reference.name as string;
    const shared = siteConfig.sharedSections[name]!;
    const section = resolveVariant(sharedSectionSchema, shared)!;
    const form = renderForm({ schema: sectionSchema, value: { type: 'shared', name }, basePath: at, services: { siteConfig } });
    const overrides = screen.getByRole('group', { name: `${labelOf(referenceNode.properties!.overrides!, 'overrides')} (optional)` });
    const fields = Object.keys(section.properties!).filter((key) => key !== 'type' && key !== 'hidden');
    for (const key of fields)
      expect(within(overrides).getByRole('button', { name: `Change ${lowerFirst(labelOf(section.properties![key]!, key))} on this page` })).toBeTruthy();
    const key = fields.find((k) => typeof shared[k] === 'string')!;
    const label = labelOf(section.properties![key]!, key);
    fireEvent.click(within(overrides).getByRole('button', { name: `Change ${lowerFirst(label)} on this page` }));
    expect(form.current()).toEqual({ type: 'shared', name, overrides: { [key]: shared[key] } });
    const box = within(overrides).getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: 'Said differently on this page' } });
    expect(valueAt(form.current(), ['overrides', key])).toBe('Said differently on this page');
    fireEvent.click(within(overrides).getByRole('button', { name: `Use the shared ${lowerFirst(label)}` }));
    expect(form.current()).toEqual({ type: 'shared', name });
  });

  it('says when the shared section does not exist', () => {
    renderForm({
      schema: sectionSchema,
      value: { type: 'shared', name: 'no-such-section', overrides: { heading: 'Kept' } },
      basePath: at,
      services: { siteConfig },
    });
    expect(screen.getByText('Choose a shared section that exists to change its fields on this page.')).toBeTruthy();
    expect(
      (screen.getByRole('combobox', { name: labelOf(referenceNode.properties!.name!, 'name') }) as HTMLSelectElement).selectedOptions[0]!.textContent,
    ).toBe('no-such-section (not in the site settings)');
  });
});

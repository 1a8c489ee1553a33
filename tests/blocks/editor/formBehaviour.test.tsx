/**
 * What the generated form does, on the section examples and the tests' own fixtures: labels
 * and help from the schema, pickers for choices and icons, lists that add, move and remove with
 * named buttons and a focus that follows, optional fields that can be cleared, problems at their
 * fields, kinds of a union, fields of which one is given, and named entries. Expectations come
 * from the schemas and the data rendered, never from the site's copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { valueAt } from '../../../editor/app/ui/jsonPath';
import { entryNoun, humanise, type JsonSchema, labelOf, resolveVariant } from '../../../editor/app/form/jsonSchema';
import { sectionSchema, siteSchema } from '../../../editor/app/ui/schemas';
import { iconNames } from '../../../schema/icons';
import { entryName } from '../../../editor/app/form/ArrayField';
import { projectRoot } from '../renderBlock';
import { problemAt, renderForm } from './formHarness';

const example = (type: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(projectRoot, 'schema/sections', `${type.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}.example.json`), 'utf8'));
const variantOf = (type: string): JsonSchema => resolveVariant(sectionSchema, { type })!;
const field = (type: string, ...keys: string[]): JsonSchema =>
  keys.reduce<JsonSchema>((node, key) => (node.type === 'array' ? node.items! : node).properties![key]!, variantOf(type));
const at = ['sections', 1];
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const liveRegion = () => screen.getByRole('status', { hidden: true });

describe('labels and help', () => {
  it("a field's label is the schema's title or its key in words, its help the schema's description", () => {
    const hero = example('hero');
    renderForm({ schema: sectionSchema, value: hero, basePath: at });
    const heading = field('hero', 'heading');
    const input = screen.getByRole('textbox', { name: labelOf(heading, 'heading') });
    expect(input).toHaveProperty('value', hero.heading);
    expect(description(input)).toContain(heading.description);
    // An optional field says so in its name.
    const badge = field('hero', 'badge');
    expect(screen.getByRole('textbox', { name: `${labelOf(badge, 'badge')} (optional)` })).toBeTruthy();
  });

  it('text that runs to sentences gets a box of several lines', () => {
    renderForm({ schema: sectionSchema, value: example('hero'), basePath: at });
    const text = field('hero', 'text');
    expect(text['x-widget']).toBe('textarea');
    expect(screen.getByRole('textbox', { name: `${labelOf(text, 'text')} (optional)` }).tagName).toBe('TEXTAREA');
  });
});

describe('choices', () => {
  it('a few choices are radio buttons, with "Not set" for a field that may be left out', () => {
    const box = example('call-box');
    const form = renderForm({ schema: sectionSchema, value: box, basePath: at });
    const tone = field('call-box', 'tone');
    const group = screen.getByRole('radiogroup', { name: `${labelOf(tone, 'tone')} (optional)` });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Not set', ...tone.enum!.map((value) => humanise(String(value)))]);
    const other = tone.enum!.find((value) => value !== box.tone)!;
    fireEvent.click(within(group).getByRole('radio', { name: humanise(String(other)) }));
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'tone'], value: other });
    fireEvent.click(within(group).getByRole('radio', { name: 'Not set' }));
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'tone'], value: undefined });
    expect(form.current()).not.toHaveProperty('tone');
  });

  it('many choices are a menu', () => {
    const content = example('content');
    const form = renderForm({ schema: sectionSchema, value: content, basePath: at });
    const variant = field('content', 'buttons', 'variant');
    const menu = screen.getByRole('combobox', { name: `${labelOf(variant, 'variant')} (optional)` }) as HTMLSelectElement;
    expect([...menu.options].map((option) => option.textContent)).toEqual(['Not set', ...variant.enum!.map((value) => humanise(String(value)))]);
    const other = variant.enum!.find((value) => value !== (content.buttons as { variant?: string }[])[0]!.variant)!;
    fireEvent.change(menu, { target: { value: [...menu.options].find((option) => option.textContent === humanise(String(other)))!.value } });
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'buttons', 0, 'variant'], value: other });
  });

  it('an icon is picked from every icon of the site, by picture and name, with a search', () => {
    const features = example('features');
    const form = renderForm({ schema: sectionSchema, value: features, basePath: at });
    const icon = field('features', 'items', 'icon');
    fireEvent.click(screen.getAllByRole('button', { name: `Choose ${labelOf(icon, 'icon').toLowerCase()}` })[0]!);
    const picker = screen.getByRole('radiogroup', { name: `${labelOf(icon, 'icon')} (optional)` });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['No icon', ...iconNames.map(humanise)]);
    // Each icon is drawn from the site's sprite.
    expect(picker.querySelectorAll('svg use')).toHaveLength(iconNames.length);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find an icon' }), { target: { value: 'shield' } });
    const found = within(picker)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.textContent);
    expect(found).toEqual(['No icon', ...iconNames.filter((name) => name.includes('shield')).map(humanise)]);
    const chosen = iconNames.filter((name) => name.includes('shield')).find((name) => name !== (features.items as { icon?: string }[])[0]!.icon)!;
    fireEvent.click(within(picker).getByRole('radio', { name: humanise(chosen) }));
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'items', 0, 'icon'], value: chosen });
  });
});

describe('lists', () => {
  const checklist = example('checklist');
  const items = checklist.items as string[];
  const itemsNode = field('checklist', 'items');
  const noun = entryNoun(itemsNode.items!, labelOf(itemsNode, 'items'));
  const name = (index: number, text: string) => entryName(noun, index, text);

  it('every entry has Move up, Move down and Remove buttons named after it; the ends cannot move further', () => {
    renderForm({ schema: sectionSchema, value: checklist, basePath: at });
    items.forEach((text, index) => {
      expect((screen.getByRole('button', { name: `Move up: ${name(index, text)}` }) as HTMLButtonElement).disabled).toBe(index === 0);
      expect((screen.getByRole('button', { name: `Move down: ${name(index, text)}` }) as HTMLButtonElement).disabled).toBe(index === items.length - 1);
      expect(screen.getByRole('button', { name: `Remove: ${name(index, text)}` })).toBeTruthy();
    });
  });

  it('moves an entry, keeps the focus on it and says where it went', () => {
    const form = renderForm({ schema: sectionSchema, value: checklist, basePath: at });
    fireEvent.click(screen.getByRole('button', { name: `Move down: ${name(0, items[0]!)}` }));
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'items'], value: [items[1], items[0], ...items.slice(2)] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Move down: ${name(1, items[0]!)}` }));
    expect(liveRegion().textContent).toBe(`${noun} 1 moved to position 2 of ${items.length}.`);
    // The first entry cannot move up: the focus stays on the entry, on the button that still works.
    fireEvent.click(screen.getByRole('button', { name: `Move up: ${name(1, items[0]!)}` }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Move down: ${name(0, items[0]!)}` }));
  });

  it('removes an entry and puts the focus on the next one', () => {
    const form = renderForm({ schema: sectionSchema, value: checklist, basePath: at });
    fireEvent.click(screen.getByRole('button', { name: `Remove: ${name(1, items[1]!)}` }));
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'items'], value: items.filter((_, i) => i !== 1) });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Remove: ${name(1, items[2]!)}` }));
    expect(liveRegion().textContent).toBe(`${noun} 2 removed.`);
  });

  it('adds an empty entry at the end and puts the focus in it', () => {
    const form = renderForm({ schema: sectionSchema, value: checklist, basePath: at });
    fireEvent.click(screen.getByRole('button', { name: `Add ${noun.toLowerCase()}` }));
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'items'], value: [...items, ''] });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: `${noun} ${items.length + 1}` }));
  });

  it('a new group entry starts with its required fields empty', () => {
    const cards = example('cards');
    const form = renderForm({ schema: sectionSchema, value: cards, basePath: at });
    const card = field('cards', 'items').items!;
    fireEvent.click(screen.getByRole('button', { name: `Add ${entryNoun(card, 'Items').toLowerCase()}` }));
    const added = (valueAt(form.current(), ['items']) as unknown[]).at(-1);
    expect(added).toEqual(Object.fromEntries(card.required!.map((key) => [key, ''])));
  });

  it('keeps a list within its lengths: no Remove below the least, no Add above the most', () => {
    const buttons = field('hero', 'buttons');
    const full = Array.from({ length: buttons.maxItems! }, (_, i) => ({ label: `Button ${i}`, action: 'call' }));
    renderForm({ schema: sectionSchema, value: { ...example('hero'), buttons: full }, basePath: at });
    const noun = entryNoun(buttons.items!, labelOf(buttons, 'buttons'));
    expect((screen.getByRole('button', { name: `Add ${noun.toLowerCase()}` }) as HTMLButtonElement).disabled).toBe(true);
    const least = field('checklist', 'items').minItems!;
    renderForm({ schema: sectionSchema, value: { ...checklist, items: items.slice(0, least) }, basePath: ['sections', 2] });
    expect((screen.getByRole('button', { name: `Remove: ${name(least - 1, items[least - 1]!)}` }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('optional fields', () => {
  it('an optional text emptied is left out of the file; a required one stays, empty', () => {
    const content = example('content');
    const form = renderForm({ schema: sectionSchema, value: content, basePath: at });
    fireEvent.change(screen.getByRole('textbox', { name: `${labelOf(field('content', 'eyebrow'), 'eyebrow')} (optional)` }), { target: { value: '' } });
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'eyebrow'], value: undefined });
    expect(form.current()).not.toHaveProperty('eyebrow');
    // The section's heading (the aside has one too).
    fireEvent.change(screen.getAllByRole('textbox', { name: labelOf(field('content', 'heading'), 'heading') })[0]!, { target: { value: '' } });
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'heading'], value: '' });
  });

  it('an optional group is added with its required fields, and removed', () => {
    const hero = example('hero');
    const form = renderForm({ schema: sectionSchema, value: hero, basePath: at });
    const leadForm = field('hero', 'form');
    const label = labelOf(leadForm, 'form').toLowerCase();
    fireEvent.click(screen.getByRole('button', { name: `Add ${label}` }));
    const added = valueAt(form.current(), ['form']) as Record<string, unknown>;
    expect(Object.keys(added)).toEqual(leadForm.required);
    expect(added.height).toBe(leadForm.properties!.height!.minimum);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: labelOf(leadForm.properties!.title!, 'title') }));
    fireEvent.click(screen.getByRole('button', { name: `Remove ${label}` }));
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'form'], value: undefined });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Add ${label}` }));
  });

  it('a field filled in for the first time takes its place in the schema order, so the file keeps its order', () => {
    const message = example('message');
    const form = renderForm({ schema: sectionSchema, value: message, basePath: at });
    const absent = Object.keys(variantOf('message').properties!).find(
      (key) => !(key in message) && variantOf('message').properties![key]!.type === 'string' && !variantOf('message').properties![key]!['x-advanced'],
    )!;
    const box = form.container.querySelector<HTMLInputElement>(`[data-path="sections[1].${absent}"]`)!;
    fireEvent.change(box, { target: { value: 'New words' } });
    const order = Object.keys(variantOf('message').properties!);
    const keys = Object.keys(form.current() as object);
    expect(keys).toContain(absent);
    expect(keys).toEqual([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(form.calls.at(-1)!.path).toEqual(at);
  });

  it('a tick box that may be left out is left out when unticked; rarely needed fields wait under "More settings"', () => {
    const form = renderForm({ schema: sectionSchema, value: example('steps'), basePath: at });
    const details = screen.getByText('More settings').closest('details')!;
    expect(details.open).toBe(false);
    const hidden = within(details).getByRole('checkbox', { name: labelOf(field('steps', 'hidden'), 'hidden') });
    fireEvent.click(hidden);
    expect(form.current()).toHaveProperty('hidden', true);
    fireEvent.click(hidden);
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'hidden'], value: undefined });
    expect(form.current()).toEqual(example('steps'));
  });
});

describe('problems at their fields', () => {
  const hero = { ...example('hero'), subheading: 'A field heroes do not have' };
  const problems = [
    problemAt([...at, 'heading'], 'this text must not be empty'),
    problemAt([...at, 'buttons'], 'at most 3 buttons fit side by side'),
    problemAt([...at, 'buttons', 0, 'label'], 'the label is long for a button', 'warning'),
    problemAt([...at, 'subheading'], 'unknown field "subheading": this kind of section has no such field'),
    problemAt(['sections', 7, 'heading'], 'a problem of another section'),
  ];

  it('marks the field invalid and ties the message to it', () => {
    renderForm({ schema: sectionSchema, value: hero, basePath: at, problems });
    const heading = screen.getByRole('textbox', { name: labelOf(field('hero', 'heading'), 'heading') });
    expect(heading.getAttribute('aria-invalid')).toBe('true');
    expect(description(heading)).toContain('this text must not be empty');
  });

  it('a warning is described without marking the field invalid', () => {
    renderForm({ schema: sectionSchema, value: hero, basePath: at, problems });
    const label = screen.getAllByRole('textbox', { name: labelOf(field('hero', 'buttons', 'label'), 'label') })[0]!;
    expect(label.getAttribute('aria-invalid')).toBeNull();
    expect(description(label)).toContain('Warning: the label is long for a button');
  });

  it("a list's problem is at its group, an unknown field's at the field, named and removable; other sections' are not shown", () => {
    const form = renderForm({ schema: sectionSchema, value: hero, basePath: at, problems });
    const buttons = screen.getByRole('group', { name: `${labelOf(field('hero', 'buttons'), 'buttons')} (optional)` });
    expect(description(buttons)).toContain('at most 3 buttons fit side by side');
    expect(screen.getByText('Unknown field “subheading”')).toBeTruthy();
    expect(screen.getByText(/unknown field "subheading"/)).toBeTruthy();
    expect(screen.queryByText('a problem of another section')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove field “subheading”' }));
    expect(form.current()).not.toHaveProperty('subheading');
  });

  it('a problem in a folded entry or a rarely needed field shows it unfolded', () => {
    const steps = example('steps');
    const count = (steps.items as unknown[]).length;
    expect(count, 'the example has enough steps to fold them').toBeGreaterThan(3);
    renderForm({
      schema: sectionSchema,
      value: { ...steps, id: 'Not An Anchor' },
      basePath: at,
      problems: [problemAt([...at, 'items', count - 1, 'title'], 'this text must not be empty'), problemAt([...at, 'id'], 'use lower-case letters')],
    });
    const titles = screen.getAllByRole('textbox', { name: labelOf(field('steps', 'items', 'title'), 'title') });
    expect(titles).toHaveLength(1);
    expect(titles[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('More settings').closest('details')!.open).toBe(true);
    expect(screen.getByRole('textbox', { name: `${labelOf(field('steps', 'id'), 'id')} (optional)` }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('kinds of a union', () => {
  it('changing a section to another type keeps every field the new type has', () => {
    const hero = example('hero');
    const form = renderForm({ schema: sectionSchema, value: hero, basePath: at });
    const type = screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement;
    const content = variantOf('content');
    fireEvent.change(type, { target: { value: [...type.options].find((option) => option.textContent === content.title)!.value } });
    const now = form.current() as Record<string, unknown>;
    expect(now.type).toBe('content');
    for (const key of Object.keys(hero)) {
      if (key !== 'type') expect(now[key], key).toEqual(key in content.properties! ? hero[key] : undefined);
    }
    for (const key of content.required!) expect(now).toHaveProperty(key);
  });

  it('a menu entry is a link or a drop-down list, told apart by its fields', () => {
    const site = JSON.parse(fs.readFileSync(path.join(projectRoot, 'tests/fixtures/site/site.config.json'), 'utf8')) as {
      navigation: { menu: Record<string, unknown>[] };
    };
    const menu = site.navigation.menu;
    const index = menu.findIndex((entry) => 'href' in entry);
    const entryNode = siteSchema.properties!.navigation!.properties!.menu!.items!;
    const form = renderForm({ schema: entryNode, value: menu[index], basePath: ['navigation', 'menu', index] });
    const kinds = screen.getByRole('radiogroup', { name: 'Kind' });
    const [link, list] = entryNode.anyOf!;
    expect(within(kinds).getByRole('radio', { name: link!.title })).toHaveProperty('checked', true);
    fireEvent.click(within(kinds).getByRole('radio', { name: list!.title }));
    expect(form.current()).toEqual({ label: menu[index]!.label, list: list!.properties!.list!.enum![0] });
  });
});

describe('fields of which one is given', () => {
  it("a button has a link or an action: switching keeps the other's value to switch back to", () => {
    const hero = example('hero');
    const button = (hero.buttons as Record<string, unknown>[])[0]!;
    expect(button.action, 'the example starts with an action button').toBeDefined();
    const form = renderForm({ schema: sectionSchema, value: hero, basePath: at });
    const buttonNode = field('hero', 'buttons').items!;
    const choice = screen.getAllByRole('radiogroup', { name: 'Choose one' })[0]!;
    fireEvent.click(within(choice).getByRole('radio', { name: labelOf(buttonNode.properties!.href!, 'href') }));
    const switched = valueAt(form.current(), ['buttons', 0]) as Record<string, unknown>;
    expect(switched).not.toHaveProperty('action');
    expect(switched.href).toBe('');
    const order = Object.keys(buttonNode.properties!);
    expect(Object.keys(switched)).toEqual(Object.keys(switched).sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    fireEvent.click(within(choice).getByRole('radio', { name: labelOf(buttonNode.properties!.action!, 'action') }));
    expect(valueAt(form.current(), ['buttons', 0])).toEqual(button);
  });
});

describe('named entries', () => {
  const site = JSON.parse(fs.readFileSync(path.join(projectRoot, 'tests/fixtures/site/site.config.json'), 'utf8')) as {
    company: { openingHours: Record<string, unknown> };
  };
  const hoursNode = siteSchema.properties!.company!.properties!.openingHours!;
  const names = Object.keys(site.company.openingHours);

  it('renames an entry in its place when the name field is left, and refuses a name another entry has', () => {
    const form = renderForm({ schema: hoursNode, value: site.company.openingHours, basePath: ['company', 'openingHours'] });
    const [first] = screen.getAllByRole('textbox', { name: 'Name' });
    fireEvent.change(first!, { target: { value: 'weekdays' } });
    expect(form.calls).toEqual([]);
    fireEvent.blur(first!);
    expect(Object.keys(form.current() as object)).toEqual(['weekdays', ...names.slice(1)]);
    expect(Object.values(form.current() as object)).toEqual(Object.values(site.company.openingHours));
    if (names.length > 1) {
      fireEvent.change(first!, { target: { value: names[1] } });
      fireEvent.keyDown(first!, { key: 'Enter' });
      expect(screen.getByRole('alert').textContent).toContain(`There is already one called “${names[1]}”`);
      expect(form.calls).toHaveLength(1);
    }
  });

  it('adds an entry with a name to change, and the focus on that name', () => {
    const form = renderForm({ schema: hoursNode, value: site.company.openingHours, basePath: ['company', 'openingHours'] });
    fireEvent.click(
      screen.getByRole('button', { name: `Add ${entryNoun(hoursNode.additionalProperties as JsonSchema, labelOf(hoursNode, 'openingHours')).toLowerCase()}` }),
    );
    expect(Object.keys(form.current() as object)).toEqual([...names, 'new']);
    expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: 'Name' }).at(-1));
  });
});

describe('values the schema does not expect', () => {
  it('a section of an unknown type shows its problem and the choice of type; choosing keeps the fields that fit', () => {
    const content = example('content');
    const misspelt = { ...content, type: 'contnet' };
    const form = renderForm({
      schema: sectionSchema,
      value: misspelt,
      basePath: at,
      problems: [problemAt([...at, 'type'], 'unknown section type "contnet": did you mean "content"?')],
    });
    const type = screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement;
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(description(type)).toContain('did you mean "content"?');
    expect(type.selectedOptions[0]!.textContent).toBe('Choose…');
    fireEvent.change(type, { target: { value: [...type.options].find((option) => option.textContent === variantOf('content').title)!.value } });
    expect(form.current()).toEqual(content);
  });

  it('text where a list belongs is said so in words, with a way to start afresh, never as raw JSON', () => {
    const form = renderForm({ schema: sectionSchema, value: { ...example('content'), paragraphs: 'One long text' }, basePath: at });
    const label = labelOf(field('content', 'paragraphs'), 'paragraphs');
    expect(screen.getByText('This holds “One long text” where a list belongs.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Start ${label.toLowerCase()} afresh` }));
    expect(form.calls.at(-1)).toEqual({ path: [...at, 'paragraphs'], value: [] });
  });
});

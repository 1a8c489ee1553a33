/**
 * The left pane of a page: what can be done to the whole page (`tools`: the page tools), its
 * details, its sections in the outline, and "Add section" with its gallery.
 */
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { PageSummary, PreviewData, Problem } from '../../shared/api';
import type { Selection } from '../ui/address';
import { type Section, sectionName, withSections } from '../ui/sections';
import { toolbarButton } from '../ui/styles';
import { Gallery } from './Gallery';
import { moved, Outline, type OutlineEntry } from './Outline';

export function OutlinePane({
  page,
  sections,
  settings,
  errors,
  selection,
  sharedUse,
  site,
  tools,
  onSelect,
  change,
  say,
}: {
  page: PageSummary;
  sections: Section[];
  /** The site settings, for the names of shared sections. */
  settings: unknown;
  /** The errors of the whole site with the draft, to mark the sections that have some. */
  errors: readonly Problem[];
  selection: Selection | undefined;
  /** Where each shared section is used, by the paths of its pages. */
  sharedUse: Record<string, string[]> | undefined;
  /** The settings the examples of "Add section" render with. */
  site: PreviewData['site'] | undefined;
  tools: ReactNode;
  /** Selects a section or the page's details (the address's `select`). */
  onSelect: (selection: Selection | undefined) => void;
  /** A change of the whole page (the session's `change`: its own undo step). */
  change: (update: (value: unknown) => unknown) => void;
  /** Says what happened, in the status line. */
  say: (message: string) => void;
}) {
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useCallback(() => addButton.current?.focus(), []);
  const count = sections.length;

  const entries: OutlineEntry[] = sections.map((section, index) => ({
    name: sectionName(section, settings),
    hidden: section.hidden === true,
    problems: errors.filter((p) => p.file === page.file && p.path[0] === 'sections' && p.path[1] === index).length,
    shared:
      section.type === 'shared' && typeof section.name === 'string'
        ? { name: section.name, alsoOn: (sharedUse?.[section.name] ?? []).filter((path) => path !== page.path) }
        : undefined,
  }));

  // The outline's actions change the latest value through the session (an update, not a copy
  // taken now), so they keep one identity while typing and the outline does not re-render.
  const actions = useMemo(() => {
    const changeSections = (update: (sections: Section[]) => Section[]) => change((value) => withSections(value, update));
    return {
      onMove: (from: number, to: number) => {
        changeSections((list) => moved(list, from, to));
        onSelect(to);
      },
      onDuplicate: (index: number) => {
        changeSections((list) => [...list.slice(0, index + 1), structuredClone(list[index]!), ...list.slice(index + 1)]);
        onSelect(index + 1);
      },
      onToggleHidden: (index: number) => {
        changeSections((list) =>
          list.map((section, i) => {
            if (i !== index) return section;
            const { hidden, ...rest } = section;
            return hidden ? rest : { ...rest, hidden: true };
          }),
        );
      },
      onDelete: (index: number) => {
        changeSections((list) => list.filter((_, i) => i !== index));
        onSelect(count > 1 ? Math.min(index, count - 2) : undefined);
      },
    };
  }, [change, onSelect, count]);

  return (
    <>
      {tools}
      <button
        type="button"
        aria-current={selection === 'details' ? 'true' : undefined}
        className={`mb-2 w-full rounded-lg border p-2 text-left text-sm font-semibold ${selection === 'details' ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white'}`}
        onClick={() => onSelect('details')}
      >
        Page details (address, title, description)
      </button>
      <Outline
        entries={entries}
        selected={typeof selection === 'number' ? selection : undefined}
        onSelect={onSelect}
        announce={say}
        focusWhenEmpty={focusAddButton}
        {...actions}
      />
      <button ref={addButton} type="button" className={`${toolbarButton} mt-3 w-full`} onClick={() => setAdding(true)}>
        Add section
      </button>
      {adding && (
        <Gallery
          placeNames={entries.map((entry) => entry.name)}
          defaultPlace={typeof selection === 'number' ? selection + 1 : count}
          site={site}
          onAdd={(section, at) => {
            change((value) => withSections(value, (list) => [...list.slice(0, at), section, ...list.slice(at)]));
            onSelect(at);
            say(`Added a section at position ${at + 1}.`);
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}

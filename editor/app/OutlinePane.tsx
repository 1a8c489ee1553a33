/**
 * The left pane of a page: what can be done to the whole page (PageTools), its details, its
 * sections in the outline, and "Add section" with its gallery.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PageSummary, Problem } from '../shared/api';
import type { EditorAddress, Selection } from './address';
import { Gallery } from './Gallery';
import { moved, Outline, type OutlineEntry } from './Outline';
import { PageTools } from './PageTools';
import { type Section, sectionName, withSections } from './sections';
import type { EditorSession } from './session/useEditorSession';
import { toolbarButton } from './Toolbar';

export function OutlinePane({
  session,
  address,
  page,
  sections,
  settings,
  errors,
  selection,
  onPageChanged,
}: {
  session: EditorSession;
  address: EditorAddress;
  page: PageSummary;
  sections: Section[];
  /** The site settings, for the names of shared sections. */
  settings: unknown;
  /** The errors of the whole site with the draft, to mark the sections that have some. */
  errors: readonly Problem[];
  selection: Selection | undefined;
  onPageChanged: (file: string | undefined, replace: boolean) => Promise<void>;
}) {
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useCallback(() => addButton.current?.focus(), []);
  const { change, say } = session;
  const { select } = address;
  const count = sections.length;
  const sharedUse = session.workspace?.sharedUse;

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
        select(to);
      },
      onDuplicate: (index: number) => {
        changeSections((list) => [...list.slice(0, index + 1), structuredClone(list[index]!), ...list.slice(index + 1)]);
        select(index + 1);
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
        select(count > 1 ? Math.min(index, count - 2) : undefined);
      },
    };
  }, [change, select, count]);

  return (
    <>
      <PageTools key={page.file} page={page} pages={session.workspace?.pages ?? []} onChanged={onPageChanged} say={say} />
      <button
        type="button"
        aria-current={selection === 'details' ? 'true' : undefined}
        className={`mb-2 w-full rounded-lg border p-2 text-left text-sm font-semibold ${selection === 'details' ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white'}`}
        onClick={() => select('details')}
      >
        Page details (address, title, description)
      </button>
      <Outline
        entries={entries}
        selected={typeof selection === 'number' ? selection : undefined}
        onSelect={select}
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
          site={session.preview?.site}
          onAdd={(section, at) => {
            change((value) => withSections(value, (list) => [...list.slice(0, at), section, ...list.slice(at)]));
            select(at);
            say(`Added a section at position ${at + 1}.`);
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}

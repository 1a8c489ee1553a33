/**
 * "Add section": a dialog with every section type, each shown rendered from its example (the
 * schema's own example, its placeholders filled in as on the site) by the site's blocks, scaled
 * to the pane, and where on the page to put it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { readSectionDraft } from '../../../engine/content/browser-safe/resolve';
import { fillPlaceholders } from '../../../schema/placeholders';
import type { PreviewData } from '../../shared/api';
import { PreviewFrame } from '../ui/PreviewFrame';
import { sectionKinds } from '../ui/schemas';

/** Every section type a page may add (a shared section is added by its name in the settings' form, not from an example). */
const addable = sectionKinds.filter((kind) => kind.type !== 'shared').map((kind) => ({ ...kind, example: kind.example ?? { type: kind.type } }));

export function Gallery({
  placeNames,
  defaultPlace,
  site,
  onAdd,
  onClose,
}: {
  /** The sections now on the page, by name: a new one goes before one of them or at the end. */
  placeNames: string[];
  defaultPlace: number;
  site: PreviewData['site'] | undefined;
  onAdd: (section: Record<string, unknown>, at: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState(addable[0]?.type);
  const [place, setPlace] = useState(defaultPlace);
  const placeId = useId();
  const headingId = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const kind = addable.find((k) => k.type === chosen);
  // Read as a page's section is (defaults filled in), so it shows as it will on the page.
  const example = kind && site ? fillPlaceholders(readSectionDraft(kind.example) ?? kind.example, { phone: site.company.phoneDisplay }) : undefined;
  const preview: PreviewData | undefined =
    kind && site ? { page: { path: '/', title: kind.title, description: '', sections: [example as never] }, site, sectionIndexes: [0] } : undefined;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto h-[85vh] w-[min(1100px,95vw)] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            Add a section
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Cancel
          </button>
        </div>
        <div className="grid min-h-0 grow grid-cols-[300px_1fr]">
          <fieldset className="min-h-0 overflow-y-auto border-r border-slate-200 p-3">
            <legend className="sr-only">Kind of section</legend>
            {addable.map((k) => (
              <label
                key={k.type}
                className="mb-1 block cursor-pointer rounded-md p-2 hover:bg-slate-50 has-checked:bg-blue-50 has-checked:ring-2 has-checked:ring-blue-700"
              >
                <input type="radio" name="section-kind" className="mr-2 accent-blue-700" checked={chosen === k.type} onChange={() => setChosen(k.type)} />
                <span className="font-semibold text-slate-900">{k.title}</span>
                <span className="mt-0.5 block pl-6 text-xs text-slate-600">{k.description}</span>
              </label>
            ))}
          </fieldset>
          {/* min-w-0: the example is 1280 pixels wide and scaled to the pane; without it the pane would grow to its width. */}
          <div className="flex min-h-0 min-w-0 flex-col">
            <div className="min-h-0 grow bg-slate-100 p-2">
              <PreviewFrame preview={preview} selected={undefined} width={1280} title={`Example: ${kind?.title ?? ''}`} />
            </div>
            <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 p-3">
              <div>
                <label htmlFor={placeId} className="block text-xs font-semibold text-slate-700">
                  Where
                </label>
                <select
                  id={placeId}
                  value={place}
                  onChange={(event) => setPlace(Number(event.target.value))}
                  className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
                >
                  {placeNames.map((name, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a place on the page is its position; two sections may share a name.
                    <option key={`${index}-${name}`} value={index}>
                      Before {index + 1}. {name}
                    </option>
                  ))}
                  <option value={placeNames.length}>At the end</option>
                </select>
              </div>
              <button
                type="button"
                disabled={!kind}
                onClick={() => {
                  if (kind) onAdd(structuredClone(kind.example), place);
                  dialog.current?.close();
                }}
                className="rounded-md bg-blue-700 px-4 py-2 text-sm font-bold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                Add {kind?.title ?? 'section'}
              </button>
            </div>
          </div>
        </div>
      </div>
    </dialog>
  );
}

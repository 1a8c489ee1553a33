/**
 * The section catalogue, at /_catalogue while `npm run dev` runs (engine/dev/devApp.tsx; no build
 * imports it). For each section type it shows the section rendered from its example, what
 * the section is for, its fields, and the JSON to paste into a page, so an editor can pick a
 * section by sight and start from data that is known to be valid.
 */
import { useState, type ComponentType } from 'react';
import type { Section } from '../../../schema/section';
import { fillPlaceholders } from '../../../schema/placeholders';
import { siteConfigFile } from '../../../schema/paths';
import { registry } from '../../runtime/registry';
import { useSite } from '../../../platform/SiteContext';
import { SectionContext } from '../../../platform/SectionContext';
import { catalogueEntries, type CatalogueEntry, type FieldHelp } from './catalogueEntries';
// lucide's components, not the site's sprite: the catalogue is a development page, and the engine reaches into blocks/ only through its registry.
import { Check, Copy } from 'lucide-react';

const anchorFor = (entry: CatalogueEntry) => `catalogue-${entry.type}`;

// Each entry renders as section `position + 1`: index 0 would give its heading the page's h1.
const placementOf = (position: number) => position + 1;

// Free Estimate buttons in the examples lead to the first example with a form, as on a page.
const firstFormPosition = catalogueEntries.findIndex((entry) => entry.example && 'form' in entry.example && entry.example.form);
const estimateFormIndex = firstFormPosition >= 0 ? placementOf(firstFormPosition) : -1;

export default function SectionCatalogue() {
  return (
    <>
      <title>Section catalogue</title>
      <header className="bg-navy-950 pt-32 pb-12 text-white">
        <div className="mx-auto max-w-7xl px-5 sm:px-6 lg:px-8">
          <p className="mb-3 text-sm font-bold tracking-widest text-orange-300 uppercase">For editors · development only</p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Section catalogue</h1>
          <p className="mt-4 max-w-3xl text-lg text-navy-100">
            Every kind of section a page can use, shown with example content. To add one to a page, copy its JSON into the page's{' '}
            <code className="rounded bg-white/10 px-1.5 py-0.5 text-base">"sections"</code> list, change the words, then run{' '}
            <code className="rounded bg-white/10 px-1.5 py-0.5 text-base">npm run validate</code>.
          </p>
          <p className="mt-3 max-w-3xl text-navy-200">
            Sections that appear on many pages (the testimonials, the pledge, the service area, the final call to action) are written once in {siteConfigFile}.
            A page uses one with <code className="rounded bg-white/10 px-1.5 py-0.5">{'{ "type": "shared", "name": "testimonials" }'}</code>.
          </p>
          <nav aria-label="Section types" className="mt-10">
            <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {catalogueEntries.map((entry) => (
                <li key={entry.type}>
                  <a
                    href={`#${anchorFor(entry)}`}
                    className="flex items-baseline justify-between gap-3 rounded-lg bg-white/5 px-4 py-2.5 ring-1 ring-white/10 transition hover:bg-white/10"
                  >
                    <span className="font-semibold">{entry.title}</span>
                    <code className="text-sm text-navy-200">{entry.type}</code>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </header>
      <div className="bg-slate-100 py-12">
        <div className="mx-auto flex max-w-7xl flex-col gap-16 px-5 sm:px-6 lg:px-8">
          {catalogueEntries.map((entry, position) => (
            <CatalogueItem key={entry.type} entry={entry} index={placementOf(position)} />
          ))}
        </div>
      </div>
    </>
  );
}

function CatalogueItem({ entry, index }: { entry: CatalogueEntry; index: number }) {
  return (
    <article id={anchorFor(entry)} aria-labelledby={`${anchorFor(entry)}-title`} className="scroll-mt-28">
      <div className="mb-5 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={`${anchorFor(entry)}-title`} className="text-2xl font-extrabold text-navy-900">
          {entry.title}
        </h2>
        <code className="rounded bg-white px-2 py-0.5 text-sm font-semibold text-cta-strong ring-1 ring-slate-200">"type": "{entry.type}"</code>
      </div>
      <p className="mb-6 max-w-3xl text-slate-700">{entry.description}</p>
      {entry.example ? (
        <>
          <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <SectionContext value={{ index, estimateFormIndex }}>
              <SectionPreview section={entry.example} />
            </SectionContext>
          </div>
          <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
            <FieldList fields={entry.fields} />
            <ExampleJson section={entry.example} file={entry.exampleFile} />
          </div>
        </>
      ) : (
        <p role="alert" className="rounded-xl bg-amber-50 p-5 text-amber-900 ring-1 ring-amber-200">
          This section type has no example yet. Add one as schema/sections/&lt;name&gt;.example.json beside its schema.
        </p>
      )}
    </article>
  );
}

function SectionPreview({ section }: { section: Section }) {
  const { company } = useSite();
  // As in PageRenderer: the registry's type ties each block to its section type.
  const Block = registry[section.type] as ComponentType<Section>;
  // Examples are written like page files; fill {phone} as the content pipeline does for pages.
  return <Block {...fillPlaceholders(section, { phone: company.phoneDisplay })} />;
}

function FieldList({ fields }: { fields: FieldHelp[] }) {
  return (
    <section aria-label="Fields" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 className="mb-4 text-lg font-bold text-navy-900">Fields</h3>
      <FieldRows fields={fields} />
    </section>
  );
}

function FieldRows({ fields }: { fields: FieldHelp[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {fields.map((field) => (
        <li key={field.name} className="py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <code className="font-semibold text-navy-900">{field.name}</code>
            <span
              className={
                field.required
                  ? 'rounded-full bg-orange-100 px-2 py-0.5 text-xs font-bold text-orange-800'
                  : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600'
              }
            >
              {field.required ? 'required' : 'optional'}
            </span>
            <span className="text-xs text-slate-500">{field.kind}</span>
          </div>
          {field.description && <p className="mt-1 text-sm text-slate-600">{field.description}</p>}
          {field.fields.length > 0 && (
            <div className="mt-3 border-l-2 border-slate-200 pl-4">
              <FieldRows fields={field.fields} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function ExampleJson({ section, file }: { section: Section; file: string | undefined }) {
  const json = JSON.stringify(section, null, 2);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      setCopyState('copied');
      window.setTimeout(() => setCopyState('idle'), 2000);
    } catch {
      // The clipboard needs a secure page (localhost is one) and the visitor's permission.
      setCopyState('failed');
    }
  };
  return (
    <section
      aria-label="JSON to copy"
      className="flex max-h-[calc(100vh-8rem)] min-w-0 flex-col rounded-2xl bg-navy-950 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-28"
    >
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-5 py-3">
        <h3 className="text-lg font-bold text-white">JSON to copy</h3>
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-2 rounded-lg bg-cta px-3 py-1.5 text-sm font-bold text-cta-ink transition hover:bg-cta-hover"
        >
          {copyState === 'copied' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copyState === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p aria-live="polite" className="px-5 pt-3 text-sm text-navy-200">
        {copyState === 'failed'
          ? 'The browser did not allow copying: select the text below and copy it by hand.'
          : 'Paste it into the "sections" list of a page, between two other sections, with a comma after the one before.'}
      </p>
      <pre className="min-h-0 flex-1 overflow-auto p-5 text-sm leading-relaxed text-navy-50">
        <code>{json}</code>
      </pre>
      {file && <p className="border-t border-white/10 px-5 py-2 text-xs text-navy-300">Example kept in {file}</p>}
    </section>
  );
}

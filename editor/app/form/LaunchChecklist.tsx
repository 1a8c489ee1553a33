/**
 * "Before the site goes live: N of M done": the launch reminders as one checklist at the top of
 * Site settings: the real phone number, the providers' real addresses instead of the local
 * stand-ins, real reviews instead of the samples. Each item is a sentence that leads to its
 * field; a done one is ticked. Whether an item is done is what the validator says (the launch
 * checks, engine/content/crossFileRules/launch.ts, whose problems come with every check of the draft),
 * so the rules live in one place; `npm run validate -- --strict` refuses to go live until all are done.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { describePath, placeSeparator } from '../../../engine/content/browser-safe/describePath';
import { isPlainObject } from '../../../schema/schemaReader';
import type { JsonPath, Problem } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';
import { addressOf } from '../ui/address';
import { selectionOf } from '../ui/focusField';

export interface LaunchItem {
  /** The sentence: what to do. */
  text: string;
  done: boolean;
  /** Where to do it: the field, or for sample reviews the first of them (none when all are done). */
  at: Pick<Problem, 'file' | 'path'> | undefined;
}

/** An address of a provider in the settings (not a sentence such as the form's fallback text). */
const isAddress = (value: unknown): value is string => typeof value === 'string' && /^(\/|https?:\/\/)/.test(value);

/** "Lead form › Form address" → "Lead form: put in the provider's real form address"; a number pool by its name. */
function addressItem(field: string): string {
  const [group, ...rest] = field.split(placeSeparator);
  const what = rest.length === 1 ? rest[0]!.toLowerCase() : `address of the ${rest.slice(0, -1).join(' ').toLowerCase().replace(/s$/, '')} ${rest.at(-1)}`;
  return `${group}: put in the provider's real ${what}`;
}

/** The checklist for `settings` (the draft), with `problems` the last check of the whole site found. */
export function launchChecklist(settings: unknown, problems: readonly Problem[]): LaunchItem[] {
  const open = (code: Problem['code'], path?: JsonPath) =>
    problems.find((p) => p.code === code && (!path || (p.file === siteConfigFile && p.path.join('\u0000') === path.join('\u0000'))));
  const phone: JsonPath = ['company', 'phoneDial'];
  const items: LaunchItem[] = [
    { text: "Put in the company's real phone number", done: !open('fictional-phone', phone), at: { file: siteConfigFile, path: phone } },
  ];
  const walk = (value: unknown, path: JsonPath) => {
    if (isAddress(value)) {
      items.push({
        text: addressItem(describePath(settings, path, siteConfigFile).field),
        done: !open('preview-integration', path),
        at: { file: siteConfigFile, path },
      });
    } else if (isPlainObject(value)) for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(isPlainObject(settings) ? settings.integrations : undefined, ['integrations']);
  const reviews = open('placeholder-reviews');
  items.push({ text: 'Replace the sample reviews with real client reviews', done: !reviews, at: reviews });
  return items;
}

export function LaunchChecklist({
  settings,
  problems,
  onGoTo,
}: {
  settings: unknown;
  /** The last check's problems; undefined until the first check answers. */
  problems: readonly Problem[] | undefined;
  /** Goes to a field of the settings (this form). */
  onGoTo: (at: Pick<Problem, 'path'>) => void;
}) {
  const headingId = useId();
  if (!problems) return null;
  const items = launchChecklist(settings, problems);
  const done = items.filter((item) => item.done).length;
  const complete = done === items.length;
  return (
    <section
      aria-labelledby={headingId}
      className={`mb-4 rounded-md border p-3 text-sm ${complete ? 'border-emerald-300 bg-emerald-50' : 'border-amber-300 bg-amber-50'}`}
    >
      <h3 id={headingId} className="font-bold text-slate-900">
        Before the site goes live: {done} of {items.length} done
      </h3>
      <p className="mt-0.5 text-slate-700">
        {complete
          ? 'Everything is ready for the real website.'
          : 'The site works as it is, with stand-ins for a preview; these must change before real visitors come.'}
      </p>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.text} className="flex items-start gap-2">
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-sm border text-xs ${item.done ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-500 bg-white'}`}
            >
              {item.done ? '✓' : ''}
            </span>
            <ItemText item={item} onGoTo={onGoTo} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A done item as text; one to do as a link to its field (in this form, or the page that has it). */
function ItemText({ item, onGoTo }: { item: LaunchItem; onGoTo: (at: Pick<Problem, 'path'>) => void }) {
  const status = <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>;
  if (item.done || !item.at)
    return (
      <span className={item.done ? 'text-slate-600' : 'text-slate-900'}>
        {item.text}
        {status}
      </span>
    );
  const { at } = item;
  const linkClass = 'text-left font-medium text-blue-800 underline underline-offset-2 hover:no-underline';
  if (at.file === siteConfigFile)
    return (
      <button type="button" className={linkClass} onClick={() => onGoTo(at)}>
        {item.text}
        {status}
      </button>
    );
  return (
    <Link to={addressOf(at.file, selectionOf(at, false))} className={linkClass}>
      {item.text}
      {status}
    </Link>
  );
}

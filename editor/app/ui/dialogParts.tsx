/**
 * The pieces "Publish changes" (and the team editor's dialogs) are made of: a notice in a tone,
 * the line that says what is happening while a publish runs, the problems (each leading to its
 * field), labelled text boxes of one line or several, and a version (a card in History or Waiting for review) with its list of changes.
 */
import { type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { PublishProblem } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';
import { addressOf } from './address';
import { selectionOf } from './focusField';

const inputClass = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-700';

const tones = {
  info: 'border-blue-300 bg-blue-50 text-blue-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-950',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
};

export type Tone = keyof typeof tones;

export function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <div className={`rounded-md border p-3 text-sm ${tones[tone]}`}>{children}</div>;
}

/** What is happening while the checks, the build and the push run (they take 10 to 40 seconds). */
export function Working({ connected, since }: { connected: boolean; since: number }) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.round((now - since) / 1000));
  return (
    <Notice tone="info">
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-4 shrink-0 animate-spin rounded-full border-2 border-blue-700 border-t-transparent motion-reduce:animate-none"
        />
        <span>
          Checking your changes and building the website with them, to be sure it works; then {connected ? 'sending it to the website' : 'saving the version'}.
          This takes 10 to 40 seconds. Please keep the editor open.
          {/* The seconds are for the eyes; a screen reader hears the sentence once. */}
          <span aria-hidden="true" className="ml-1 text-blue-900 tabular-nums">
            ({seconds} s)
          </span>
        </span>
      </span>
    </Notice>
  );
}

export function ProblemLinks({
  problems,
  tone,
  intro,
  onGoTo,
}: {
  problems: readonly PublishProblem[];
  tone: 'error' | 'warning';
  intro: string;
  /** Undefined: the problems are not the person's own to fix (a draft sent for review), so they lead nowhere. */
  onGoTo: ((problem: PublishProblem) => void) | undefined;
}) {
  if (problems.length === 0) return null;
  return (
    <div className={`mt-2 border-l-4 py-1 pl-3 text-sm ${tone === 'error' ? 'border-red-600 text-red-950' : 'border-amber-500 text-slate-800'}`}>
      <p className="font-semibold">{intro}</p>
      <ProblemList problems={problems} onGoTo={onGoTo} className="mt-1 space-y-1" />
    </div>
  );
}

/** Problems, one an item, each leading to its field where `onGoTo` is given. */
export function ProblemList({
  problems,
  onGoTo,
  className,
}: {
  problems: readonly PublishProblem[];
  onGoTo: ((problem: PublishProblem) => void) | undefined;
  className: string;
}) {
  return (
    <ul className={className}>
      {problems.map((problem) => (
        <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.message}`} className="break-words">
          <ProblemLink problem={problem} onGoTo={onGoTo} />
        </li>
      ))}
    </ul>
  );
}

/** Where a problem is, leading to its field when it is in a page or the settings (its address opens it in a new tab too), then what is wrong. */
export function ProblemLink({ problem, onGoTo }: { problem: PublishProblem; onGoTo: ((problem: PublishProblem) => void) | undefined }) {
  const isSite = problem.file === siteConfigFile;
  if (!onGoTo || (!isSite && !problem.file.startsWith('pages/'))) return <>{`${problem.where}: ${problem.message}`}</>;
  const goTo = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGoTo(problem);
  };
  return (
    <>
      <a href={addressOf(problem.file, selectionOf(problem, isSite))} onClick={goTo} className="font-semibold underline underline-offset-2 hover:no-underline">
        {problem.where}
      </a>
      : {problem.message}
    </>
  );
}

export function LabelledInput({
  label,
  help,
  value,
  onChange,
  type = 'text',
  autoComplete,
  disabled,
}: {
  label: string;
  help?: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  disabled?: boolean;
}) {
  return (
    <Labelled label={label} help={help}>
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          required
          value={value}
          disabled={disabled}
          autoComplete={autoComplete ?? 'off'}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Labelled>
  );
}

/** A labelled box for a few lines (a note); `focusFirst` makes it what its dialog focuses when it opens. */
export function LabelledTextArea({
  label,
  help,
  value,
  onChange,
  disabled,
  required,
  focusFirst,
}: {
  label: string;
  help?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  focusFirst?: boolean;
}) {
  return (
    <Labelled label={label} help={help}>
      {(id, describedBy) => (
        <textarea
          id={id}
          rows={3}
          maxLength={2000}
          required={required}
          value={value}
          disabled={disabled}
          data-autofocus={focusFirst ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} resize-y`}
        />
      )}
    </Labelled>
  );
}

/** A control under its label, with a line of help below it that it is described by. */
function Labelled({ label, help, children }: { label: string; help?: string; children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold">
        {label}
      </label>
      {children(id, help ? `${id}-help` : undefined)}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
          {help}
        </p>
      )}
    </div>
  );
}

/** How many changes of a version show at once; the rest are one click away. */
const shownChanges = 5;

/** A version's changes in plain words: the first few, then the rest behind "N more changes". */
export function ChangeList({ changes }: { changes: readonly string[] }) {
  const [first, rest] = [changes.slice(0, shownChanges), changes.slice(shownChanges)];
  const items = (list: readonly string[]) =>
    list.map((change, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: two changes may read the same; the list never reorders.
      <li key={index} className="break-words">
        {change}
      </li>
    ));
  return (
    <>
      {first.length > 0 && <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-800">{items(first)}</ul>}
      {rest.length > 0 && (
        <details className="mt-1 text-sm text-slate-800">
          <summary className="cursor-pointer pl-5 font-semibold text-blue-800">
            {rest.length} more change{rest.length === 1 ? '' : 's'}
          </summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">{items(rest)}</ul>
        </details>
      )}
    </>
  );
}

/** The "Changes" part of a review before publishing or sending: each change in plain words. */
export function ChangesSection({ changes, whenNone, children }: { changes: readonly { text: string }[]; whenNone: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold">
        Changes
      </h3>
      {changes.length > 0 ? (
        <ul aria-labelledby={headingId} className="mt-1 list-disc space-y-1 pl-5 text-sm">
          {changes.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two changes may read the same; the list never reorders.
            <li key={index} className="break-words">
              {change.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">{whenNone}</p>
      )}
      {children}
    </section>
  );
}

/**
 * One version in a list (a published one, or a draft waiting for review): its heading, a line of
 * when and who, its action beside them (described by the heading), what else it says, and its changes.
 */
export function VersionCard({
  heading,
  about,
  action,
  changes,
  children,
}: {
  heading: string;
  about: ReactNode;
  action: (headingId: string) => ReactNode;
  changes: readonly string[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            {heading}
          </h3>
          <p className="text-sm text-slate-600">{about}</p>
        </div>
        {action(headingId)}
      </div>
      {children}
      <ChangeList changes={changes} />
    </li>
  );
}

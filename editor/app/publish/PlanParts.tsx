/**
 * The parts of "Publish changes" that show a plan as the server words it (editor/shared/api.ts
 * `publishPlan`): where it starts, the note that comes with it, what stands in its way, who is
 * publishing when the copy does not know, and the launch reminders it adds or ticks off.
 */
import type { Person, PublishPlan, PublishProblem, WordsWithMoments } from '../../shared/api';
import { LabelledInput, Notice, ProblemLinks } from '../ui/dialogParts';
import { linkClass } from '../ui/styles';
import { whenInWords } from '../ui/words';

/** Words with moments in them, each moment in the reader's own words and time zone. */
export function PlanIntro({ words }: { words: WordsWithMoments | undefined }) {
  if (!words) return null;
  return (
    <p className="text-sm text-slate-700">
      {words.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in order, never reordered.
          <time key={index} dateTime={part.at}>
            {whenInWords(part.at)}
          </time>
        ),
      )}
    </p>
  );
}

export function PlanNote({ note }: { note: PublishPlan['note'] }) {
  if (!note) return null;
  return (
    <section aria-label={note.heading} className="rounded-md border-l-4 border-slate-400 bg-slate-50 px-3 py-2 text-sm">
      <p className="font-semibold">{note.heading}</p>
      <p className="mt-0.5 break-words whitespace-pre-line">{note.text}</p>
    </section>
  );
}

/** What the person should know before publishing: no website, an unreachable one, a blocked publish, unsaved changes, fields someone else changed. */
export function PlanNotices({
  plan,
  unsavedPage,
  chosen,
  onChoose,
}: {
  plan: PublishPlan;
  unsavedPage: string | undefined;
  chosen: Record<string, unknown>;
  onChoose: () => void;
}) {
  const unchosen = plan.conflicts.filter((conflict) => !chosen[conflict.key]);
  return (
    <>
      {!plan.connected && (
        <Notice tone="info">
          This copy is not connected to a website yet, so nothing goes online. <strong>Save a version</strong> keeps these changes as a version on this
          computer; once a developer connects this copy to the website, Publish sends them.
        </Notice>
      )}
      {plan.unreachable && <Notice tone="warning">{plan.unreachable}</Notice>}
      {plan.blocked && <Notice tone="error">{plan.blocked}</Notice>}
      {unsavedPage && plan.savedOnly && (
        <Notice tone="info">
          {unsavedPage} has changes that are not saved yet. Only saved changes are published: to include them, close this, save, and publish again.
        </Notice>
      )}
      {unchosen.length > 0 && (
        <Notice tone="warning">
          Someone else changed {unchosen.length === 1 ? 'a field' : `${unchosen.length} fields`} you changed too.{' '}
          <button type="button" className={linkClass} onClick={onChoose}>
            Choose which to keep
          </button>
        </Notice>
      )}
      {plan.conflicts.length > 0 && unchosen.length === 0 && (
        <p className="text-sm text-slate-700">
          Where someone else changed the same {plan.conflicts.length === 1 ? 'field' : 'fields'}, you chose which version to keep.{' '}
          <button type="button" className={linkClass} onClick={onChoose}>
            Change your choice{plan.conflicts.length === 1 ? '' : 's'}
          </button>
        </p>
      )}
    </>
  );
}

/** The problems that stop publishing, each leading to its field, or said to be someone else's to fix. */
export function PlanErrors({
  errors,
  fixedBy,
  onGoTo,
}: {
  errors: readonly PublishProblem[];
  fixedBy: string | undefined;
  onGoTo: ((problem: PublishProblem) => void) | undefined;
}) {
  if (errors.length === 0) return null;
  return (
    <section>
      <h3 className="font-bold">Problems</h3>
      <ProblemLinks
        problems={errors}
        tone="error"
        intro={`${errors.length === 1 ? 'This stops' : 'These stop'} publishing until fixed${onGoTo ? ' (each leads to its field)' : ` by ${fixedBy}`}:`}
        onGoTo={onGoTo}
      />
    </section>
  );
}

/** "Who is publishing": asked once, when this copy does not know (it remembers). */
export function WhoIsPublishing({ person, onChange, disabled }: { person: Person; onChange: (person: Person) => void; disabled: boolean }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-bold">Who is publishing</legend>
      <p className="text-sm text-slate-700">Your name goes with every version you publish. Asked once: this copy remembers it.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledInput label="Your name" value={person.name} onChange={(name) => onChange({ ...person, name })} autoComplete="name" />
        <LabelledInput label="Your e-mail" type="email" value={person.email} onChange={(email) => onChange({ ...person, email })} autoComplete="email" />
      </div>
    </fieldset>
  );
}

/** The launch reminders this change adds or completes (the whole list is the checklist in Site settings). */
export function LaunchReminders({ reminders, onGoTo }: { reminders: PublishPlan['reminders']; onGoTo: ((problem: PublishProblem) => void) | undefined }) {
  if (reminders.added.length === 0 && reminders.done.length === 0) return null;
  return (
    <section aria-labelledby="publish-reminders">
      <h3 id="publish-reminders" className="font-bold">
        Before the site goes live
      </h3>
      <ProblemLinks problems={reminders.added} tone="warning" intro="This change adds to the checklist in Site settings:" onGoTo={onGoTo} />
      {reminders.done.length > 0 && (
        <div className="mt-2 border-l-4 border-emerald-600 py-1 pl-3 text-sm text-slate-800">
          <p className="font-semibold">This change ticks off:</p>
          <ul className="mt-1 space-y-1">
            {reminders.done.map((problem) => (
              <li key={`${problem.code}:${problem.file}:${problem.path.join('.')}`} className="break-words">
                <span aria-hidden="true">✓ </span>
                {problem.where}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

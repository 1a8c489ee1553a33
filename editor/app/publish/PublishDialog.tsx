/**
 * "Publish changes": what publishing (or undoing a publish) would change on the website, in plain
 * words, asked of the server when the dialog opens; each page it shows on, before and after
 * (BeforeAndAfterLinks.tsx); the problems (errors stop publishing and lead to their field; warnings
 * do not); the launch reminders this change adds or ticks off (the whole list is the checklist in
 * Site settings); "Publish at…" in the team editor (PublishAt.tsx);
 * the person's name and e-mail when this copy does not know them; the message; "Publish now"
 * ("Save a version" for a copy not connected to a website). While it publishes, a line says what
 * is happening; then what came of it. Where someone else changed the same field meanwhile,
 * "Changed by someone else" asks which version to keep, and the same publish goes on.
 *
 * In the team editor, a publisher opens a draft sent for review in the same dialog ("Changes by
 * Ana Ruiz"): the author's note, the same list, pages, checks and questions, "Publish" (authored by
 * the author, committed by the publisher) or "Send back" with a note the author sees. A publisher
 * of the team may choose "Publish at…" instead of now (PublishAt.tsx).
 *
 * What the person types is kept by the editor (`typed`), so closing the dialog, going to a
 * problem or a failed publish loses nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ConflictChoice, Person, PublishCommand, PublishProblem, PublishResult, ScheduledItem, Side } from '../../shared/api';
import { ApiFailure } from '../ui/api';
import { type PublishTask, publishChecksQuery, publishReviewQuery, taskKey, useWrite } from '../ui/queries';
import { sameJson } from '../ui/jsonPath';
import { toolbarButton } from '../ui/styles';
import { BeforeAndAfterLinks } from './BeforeAndAfterLinks';
import { ChangedBySomeoneElse } from './ChangedBySomeoneElse';
import { PlannedOutcome, PublishWhen, type When } from './PublishAt';
import { checkErrorsOf, PublishChecks } from './PublishChecks';
import { ChangesSection, Notice, ProblemLink, ProblemLinks, LabelledTextArea, LabelledInput, type Tone, Working } from '../ui/dialogParts';
import { DialogActions, DialogBody, FormDialog } from '../ui/modalDialog';
import { linkClass, primaryClass } from '../ui/styles';
import { whenInWords } from '../ui/words';
import { isLaunchReminder } from '../../../schema/problemCodes';

/** What the person typed, by task (the message) and once (who they are), kept while the editor is open. */
export interface Typed {
  messages: Record<string, string>;
  person?: Person;
}

/** The dialog's title: what a page shown as it will be goes back to. */
export const titleOf = (task: PublishTask) => (task.kind === 'review' ? `Changes by ${task.item.author}` : 'Publish changes');

type Outcome = Exclude<PublishResult, { kind: 'conflicts' }>;

type Progress =
  | { kind: 'ready' }
  | { kind: 'publishing'; since: number }
  | { kind: 'done'; result: Outcome }
  /** The request itself failed (the editor's server stopped, say): nothing is known to have happened. */
  | { kind: 'failed'; message: string }
  /** A draft sent for review went back to its author with a note. */
  | { kind: 'sent-back'; message: string }
  /** Planned for later ("Publish at…"). */
  | { kind: 'planned'; item: ScheduledItem };

/** The question "Changed by someone else", and what goes on once it is answered. */
interface Question {
  conflicts: ConflictChoice[];
  afterwards: 'review' | 'publish';
}

export function PublishDialog({
  task,
  hidden,
  unsavedPage,
  typed,
  onType,
  onGoToProblem,
  onFinished,
  onClose,
  timeZone,
}: {
  task: PublishTask;
  /** Kept, but not shown, while one of its pages is shown as it will be (its own address). */
  hidden: boolean;
  /** The open page's name, when it has changes that are not saved (they are not published). */
  unsavedPage: string | undefined;
  typed: Typed;
  onType: (typed: Typed) => void;
  onGoToProblem: (problem: PublishProblem) => void;
  /** Publishing wrote a version (the files on disk may have changed). */
  onFinished: () => void;
  onClose: () => void;
  /** The site's time zone, where "Publish at…" is offered (a publisher of the team); not for an undo. */
  timeZone?: string;
}) {
  const key = taskKey(task);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  // The choices the review shown was asked with (a new answer replaces it; the last one shows meanwhile).
  const [asked, setAsked] = useState<Record<string, Side>>({});
  const reviewed = useQuery(publishReviewQuery(task, key, asked));
  const review = reviewed.data;
  const reviewing = reviewed.isFetching;
  // Every changed page checked as it will be; asked again with each new answer of the review. Not
  // while the content has errors: publishing is refused for them already, and a page that does
  // not validate is no page to check.
  const validated = review !== undefined && !review.problems.some((problem) => problem.severity === 'error');
  const checks = useQuery({ ...publishChecksQuery(task, key, asked, review?.draft ?? ''), enabled: validated && review.pages.length > 0 });
  const checkErrors = checkErrorsOf(checks);
  const reviewFailure = reviewed.error ? `The editor could not find out what would be published: ${reviewed.error.message}` : undefined;
  const [question, setQuestion] = useState<Question>();
  const [progress, setProgress] = useState<Progress>({ kind: 'ready' });
  const [seen, setSeen] = useState<string>();
  const [sendingBack, setSendingBack] = useState(false);
  const [when, setWhen] = useState<When>({ kind: 'now' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const busy = progress.kind === 'publishing';
  const publishing = {
    publish: useWrite('publish'),
    undo: useWrite('undo'),
    review: useWrite('publishReviewed'),
    sendBack: useWrite('sendBack'),
    plan: useWrite('schedulePublish'),
  };
  const offerLater = timeZone !== undefined && task.kind !== 'undo';

  /** The review again, with these choices. */
  const askAgain = (withChoices: Record<string, Side>) => {
    if (sameJson(withChoices, asked)) void reviewed.refetch();
    else setAsked(withChoices);
  };

  // Each answer with a conflict not chosen yet asks which version to keep.
  const { isPlaceholderData, dataUpdatedAt } = reviewed;
  useEffect(() => {
    if (review && !isPlaceholderData && dataUpdatedAt && review.conflicts.some((conflict) => !asked[conflict.key]))
      setQuestion({ conflicts: review.conflicts, afterwards: 'review' });
  }, [review, isPlaceholderData, dataUpdatedAt, asked]);

  const message = typed.messages[key] ?? (task.kind === 'undo' ? `Undo: ${task.entry.summary}` : (review?.message ?? ''));
  const person = typed.person ?? { name: '', email: '' };

  const publish = async (withChoices: Record<string, Side>) => {
    if (!review || busy || checks.isFetching) return;
    // The page checks' errors stop publishing as the build's do: nothing is sent.
    if (checkErrors.length > 0) {
      const message = `Nothing was published: the page checks found ${checkErrors.length === 1 ? 'a problem' : `${checkErrors.length} problems`} that visitors would meet. Fix ${checkErrors.length === 1 ? 'it' : 'them'} and publish again; your changes are saved.`;
      setProgress({ kind: 'done', result: { kind: 'refused', message, problems: checkErrors } });
      return;
    }
    if (review.conflicts.some((conflict) => !withChoices[conflict.key])) {
      setQuestion({ conflicts: review.conflicts, afterwards: 'publish' });
      return;
    }
    if (offerLater && when.kind === 'at') return planFor(when.wallClock, withChoices);
    setProgress({ kind: 'publishing', since: Date.now() });
    const command: PublishCommand = {
      message,
      ...(Object.keys(withChoices).length ? { choices: withChoices } : {}),
      ...(review.author ? {} : { author: { name: person.name.trim(), email: person.email.trim() } }),
    };
    try {
      const result =
        task.kind === 'publish'
          ? await publishing.publish.mutateAsync({ body: command })
          : task.kind === 'undo'
            ? await publishing.undo.mutateAsync({ body: { ...command, commit: task.entry.commit } })
            : await publishing.review.mutateAsync({ body: { id: task.item.id, draft: review.draft, message: command.message, choices: command.choices } });
      // A draft changed since it was opened: the list of changes is read again, under the refusal that says so.
      if (result.kind === 'refused' && task.kind === 'review') askAgain(withChoices);
      if (result.kind === 'conflicts') {
        setProgress({ kind: 'ready' });
        setQuestion({ conflicts: result.conflicts, afterwards: 'publish' });
        return;
      }
      setProgress({ kind: 'done', result });
      if (result.kind === 'published' || result.kind === 'saved-here') {
        const { [key]: _published, ...messages } = typed.messages;
        onType({ ...typed, messages });
        onFinished();
      }
    } catch (error) {
      // The server said no (nothing happened), or did not answer (it may have published before the answer was lost).
      const message =
        error instanceof ApiFailure
          ? `Nothing was published: ${error.message} Your changes are saved and nothing is lost.`
          : `${(error as Error).message} Your saved changes are kept: press Publish again, and it says whether they went out.`;
      setProgress({ kind: 'failed', message });
    }
  };

  /** "Publish at…": the draft as reviewed here, published by the server at that time. */
  const planFor = async (wallClock: string, withChoices: Record<string, Side>) => {
    if (!review) return;
    // Planning what the checks refuse now would only fail at the time.
    if (review.problems.some((problem) => problem.severity === 'error')) {
      setProgress({ kind: 'failed', message: 'Nothing was planned: the problems listed above stop publishing. Fix them first, then choose the time.' });
      return;
    }
    try {
      const item = await publishing.plan.mutateAsync({
        body: {
          when: wallClock,
          message,
          draft: review.draft,
          ...(Object.keys(withChoices).length ? { choices: withChoices } : {}),
          ...(task.kind === 'review' ? { review: task.item.id } : {}),
        },
      });
      setProgress({ kind: 'planned', item });
    } catch (error) {
      setProgress({ kind: 'failed', message: `Nothing was planned: ${(error as Error).message}` });
    }
  };

  const sendBack = async (note: string) => {
    if (task.kind !== 'review') return;
    await publishing.sendBack.mutateAsync({ body: { id: task.item.id, note } });
    setSendingBack(false);
    setProgress({ kind: 'sent-back', message: `Sent back to ${task.item.author} with your note. Their draft stays theirs; they see your note in the editor.` });
    onFinished();
  };

  // The outcome takes the focus from the button that started it, so a keyboard or screen reader is where the news is.
  useEffect(() => {
    if (progress.kind === 'done' || progress.kind === 'failed' || progress.kind === 'sent-back' || progress.kind === 'planned') outcomeRef.current?.focus();
  }, [progress.kind]);

  if (hidden) return null;

  const finished = (progress.kind === 'done' && progress.result.kind !== 'refused') || progress.kind === 'sent-back' || progress.kind === 'planned';
  const refused = progress.kind === 'done' && progress.result.kind === 'refused' ? progress.result : undefined;
  const connected = review?.connected ?? true;
  const errors = review?.problems.filter((problem) => problem.severity === 'error') ?? [];
  // The launch reminders stand in Site settings' checklist; here, only those this change adds or completes.
  const warnings = review?.problems.filter((problem) => problem.severity === 'warning' && !isLaunchReminder(problem)) ?? [];
  const reminders = review?.reminders ?? { added: [], done: [] };
  const unchosen = review?.conflicts.filter((conflict) => !choices[conflict.key]) ?? [];
  const undo = task.kind === 'undo' ? task.entry.commit : undefined;
  const reviewId = task.kind === 'review' ? task.item.id : undefined;
  // Someone else's draft: its problems are theirs to fix in their editor, so they lead nowhere here.
  const goToProblem = task.kind === 'review' ? undefined : onGoToProblem;
  const authorOfDraft = task.kind === 'review' ? task.item.author : undefined;

  return (
    <FormDialog
      title={titleOf(task)}
      busy={busy}
      focusTitle={!seen}
      onDismiss={onClose}
      onSubmit={() => void publish(choices)}
      intro={
        <>
          {task.kind === 'undo' && (
            <p className="text-sm text-slate-700">
              Undoing “{task.entry.summary}”, published {whenInWords(task.entry.when)} by {task.entry.who}.
            </p>
          )}
          {task.kind === 'review' && (
            <p className="text-sm text-slate-700">
              Sent for review <time dateTime={task.item.sentAt}>{whenInWords(task.item.sentAt)}</time>. Publishing puts these changes on the website under{' '}
              {task.item.author}'s name; Send back returns them with a note.
            </p>
          )}
        </>
      }
      outside={
        <>
          {sendingBack && task.kind === 'review' && <SendBack author={task.item.author} onSend={sendBack} onCancel={() => setSendingBack(false)} />}
          {question && (
            <ChangedBySomeoneElse
              conflicts={question.conflicts}
              chosen={choices}
              onCancel={() => setQuestion(undefined)}
              onContinue={(chosen) => {
                const all = { ...choices, ...chosen };
                setChoices(all);
                setQuestion(undefined);
                if (question.afterwards === 'review') askAgain(all);
                else void publish(all);
              }}
            />
          )}
        </>
      }
    >
      <DialogBody>
        {!review && reviewing && <p className="text-sm text-slate-700">Looking at what changed, and asking the website what it has now…</p>}
        {reviewFailure && <Notice tone="error">{reviewFailure}</Notice>}
        {task.kind === 'review' && (
          <section aria-label={`Note from ${task.item.author}`} className="rounded-md border-l-4 border-slate-400 bg-slate-50 px-3 py-2 text-sm">
            <p className="font-semibold">Note from {task.item.author}</p>
            <p className="mt-0.5 break-words whitespace-pre-line">{task.item.note || 'No note.'}</p>
          </section>
        )}
        {review && !finished && (
          <>
            {!review.connected && (
              <Notice tone="info">
                This copy is not connected to a website yet, so nothing goes online. <strong>Save a version</strong> keeps these changes as a version on this
                computer; once a developer connects this copy to the website, Publish sends them.
              </Notice>
            )}
            {review.unreachable && <Notice tone="warning">{review.unreachable}</Notice>}
            {review.blocked && <Notice tone="error">{review.blocked}</Notice>}
            {unsavedPage && task.kind === 'publish' && (
              <Notice tone="info">
                {unsavedPage} has changes that are not saved yet. Only saved changes are published: to include them, close this, save, and publish again.
              </Notice>
            )}
            {unchosen.length > 0 && (
              <Notice tone="warning">
                Someone else changed {unchosen.length === 1 ? 'a field' : `${unchosen.length} fields`} you changed too.{' '}
                <button type="button" className={linkClass} onClick={() => setQuestion({ conflicts: review.conflicts, afterwards: 'review' })}>
                  Choose which to keep
                </button>
              </Notice>
            )}
            {review.conflicts.length > 0 && unchosen.length === 0 && (
              <p className="text-sm text-slate-700">
                Where someone else changed the same {review.conflicts.length === 1 ? 'field' : 'fields'}, you chose which version to keep.{' '}
                <button type="button" className={linkClass} onClick={() => setQuestion({ conflicts: review.conflicts, afterwards: 'review' })}>
                  Change your choice{review.conflicts.length === 1 ? '' : 's'}
                </button>
              </p>
            )}
          </>
        )}
        {review && (
          <ChangesSection changes={review.changes} whenNone="There is nothing to publish: the website has every saved change already.">
            {reviewing && <p className="mt-1 text-sm text-slate-600">Updating…</p>}
          </ChangesSection>
        )}
        {review && !finished && (
          <>
            <BeforeAndAfterLinks pages={review.pages} version={{ undo, review: reviewId, choices }} seen={seen} onSeen={setSeen} />

            {errors.length > 0 && !refused?.problems.length && (
              <section>
                <h3 className="font-bold">Problems</h3>
                <ProblemLinks
                  problems={errors}
                  tone="error"
                  intro={`${errors.length === 1 ? 'This stops' : 'These stop'} publishing until fixed${goToProblem ? ' (each leads to its field)' : ` by ${authorOfDraft}`}:`}
                  onGoTo={goToProblem}
                />
              </section>
            )}

            <PublishChecks checks={checks} onGoTo={goToProblem} fixedBy={authorOfDraft} said={review.problems} />

            {!review.author && (
              <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-4" disabled={busy}>
                <legend className="px-1 text-sm font-bold">Who is publishing</legend>
                <p className="text-sm text-slate-700">Your name goes with every version you publish. Asked once: this copy remembers it.</p>
                <div className="grid gap-3 sm:grid-cols-2">
                  <LabelledInput
                    label="Your name"
                    value={person.name}
                    onChange={(name) => onType({ ...typed, person: { ...person, name } })}
                    autoComplete="name"
                  />
                  <LabelledInput
                    label="Your e-mail"
                    type="email"
                    value={person.email}
                    onChange={(email) => onType({ ...typed, person: { ...person, email } })}
                    autoComplete="email"
                  />
                </div>
              </fieldset>
            )}

            <LabelledInput
              label="Message"
              help="One line that says what this version is about; the list of changes goes with it."
              value={message}
              disabled={busy}
              onChange={(text) => onType({ ...typed, messages: { ...typed.messages, [key]: text } })}
            />

            {offerLater && <PublishWhen when={when} onChange={setWhen} timeZone={timeZone} disabled={busy} />}

            <ProblemLinks
              problems={warnings}
              tone="warning"
              intro={`These do not stop publishing${goToProblem ? '; each leads to its field' : ''}:`}
              onGoTo={goToProblem}
            />
            {(reminders.added.length > 0 || reminders.done.length > 0) && (
              <section aria-labelledby="publish-reminders">
                <h3 id="publish-reminders" className="font-bold">
                  Before the site goes live
                </h3>
                <ProblemLinks problems={reminders.added} tone="warning" intro="This change adds to the checklist in Site settings:" onGoTo={goToProblem} />
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
            )}
          </>
        )}
      </DialogBody>

      {/* Outside the scrolling part, so what is happening is always in view. */}
      <div ref={outcomeRef} tabIndex={-1} role="status" className="max-h-[40dvh] shrink-0 overflow-y-auto px-5 focus:outline-none [&:not(:empty)]:py-3">
        {progress.kind === 'publishing' && <Working connected={connected} since={progress.since} />}
        {progress.kind === 'failed' && <Notice tone="error">{progress.message}</Notice>}
        {progress.kind === 'sent-back' && <Notice tone="success">{progress.message}</Notice>}
        {progress.kind === 'planned' && <PlannedOutcome planned={progress.item} />}
        {progress.kind === 'done' && (
          <Notice tone={outcomeTones[progress.result.kind]}>
            {progress.result.message}
            {refused && refused.problems.length > 0 && (
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {refused.problems
                  .filter((problem) => problem.severity === 'error')
                  .map((problem) => (
                    <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.message}`} className="break-words">
                      <ProblemLink problem={problem} onGoTo={goToProblem} />
                    </li>
                  ))}
              </ul>
            )}
          </Notice>
        )}
      </div>
      <DialogActions onCancel={onClose} busy={busy} done={finished}>
        {task.kind === 'review' && (
          <button type="button" className={toolbarButton} onClick={() => setSendingBack(true)} disabled={busy}>
            Send back
          </button>
        )}
        <button type="submit" className={primaryClass} disabled={!review || busy || Boolean(review.blocked) || checks.isFetching}>
          {offerLater && when.kind === 'at' ? 'Publish at this time' : task.kind === 'review' ? 'Publish' : connected ? 'Publish now' : 'Save a version'}
        </button>
      </DialogActions>
    </FormDialog>
  );
}

const outcomeTones: Record<Outcome['kind'], Tone> = {
  published: 'success',
  'saved-here': 'warning',
  'nothing-to-publish': 'info',
  refused: 'error',
};

/** "Send back": the note the author of a draft sent for review gets with it (they see it in their editor). */
function SendBack({ author, onSend, onCancel }: { author: string; onSend: (note: string) => Promise<void>; onCancel: () => void }) {
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const send = () => {
    setSending(true);
    setFailure(undefined);
    onSend(note.trim()).catch((error: Error) => {
      setFailure(`Nothing was sent back: ${error.message}`);
      setSending(false);
    });
  };
  return (
    <FormDialog title={`Send back to ${author}`} busy={sending} focusTitle={false} onDismiss={onCancel} onSubmit={send}>
      <DialogBody className="space-y-4">
        <p className="text-sm text-slate-700">
          Nothing is published. {author} sees your note in the editor, changes what it asks, and sends the draft for review again.
        </p>
        <LabelledTextArea
          label="Note"
          help={`What ${author} should change, in a sentence or two.`}
          value={note}
          onChange={setNote}
          disabled={sending}
          required
          focusFirst
        />
        <div role="alert">{failure && <Notice tone="error">{failure}</Notice>}</div>
      </DialogBody>
      <DialogActions onCancel={onCancel} busy={sending}>
        <button type="submit" className={primaryClass} disabled={sending || note.trim() === ''}>
          Send back
        </button>
      </DialogActions>
    </FormDialog>
  );
}

/**
 * "Publish changes": a plan (usePublishPlan.ts) shown the same whatever it starts from (my saved
 * changes, a published version to undo, a draft sent for review), in the server's words: where it
 * starts and its note (PlanParts.tsx); what it changes, in plain words; each page before and after
 * (BeforeAndAfterLinks.tsx); the problems (errors stop publishing and lead to their field unless
 * someone else is to fix them) and launch reminders; who publishes when the copy does not know; the
 * message; and the actions it offers: publish now, "Publish at…" (PublishAt.tsx), "Send back"
 * (SendBack.tsx). Then what came of it (PublishOutcome.tsx). Where someone else changed the same
 * field meanwhile, "Changed by someone else" asks which version to keep, and the publish goes on.
 * What the person types is kept by the editor (`typed`): closing the dialog loses nothing.
 */
import { useEffect, useRef, useState } from 'react';
import type { Person, PublishProblem, Side } from '../../shared/api';
import { isLaunchReminder } from '../../../schema/problemCodes';
import { ChangesSection, LabelledInput, Notice, ProblemLinks } from '../ui/dialogParts';
import { DialogActions, DialogBody, FormDialog } from '../ui/modalDialog';
import { type PublishTask, taskKey } from '../ui/queries';
import { primaryClass, toolbarButton } from '../ui/styles';
import { BeforeAndAfterLinks } from './BeforeAndAfterLinks';
import { ChangedBySomeoneElse } from './ChangedBySomeoneElse';
import { LaunchReminders, PlanErrors, PlanIntro, PlanNote, PlanNotices, WhoIsPublishing } from './PlanParts';
import { PublishWhen, type When } from './PublishAt';
import { PublishChecks } from './PublishChecks';
import { PublishOutcome } from './PublishOutcome';
import { SendBack } from './SendBack';
import { usePublishPlan } from './usePublishPlan';

/** What the person typed, by task (the message) and once (who they are), kept while the editor is open. */
export interface Typed {
  messages: Record<string, string>;
  person?: Person;
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
  /** The site's time zone, where "Publish at…" may be offered (a publisher of the team). */
  timeZone?: string;
}) {
  const key = taskKey(task);
  const state = usePublishPlan(task.start, {
    onPublished: () => {
      const { [key]: _published, ...messages } = typed.messages;
      onType({ ...typed, messages });
      onFinished();
    },
  });
  const { plan, planned, checks, choices, question, progress, busy } = state;
  const [seen, setSeen] = useState<string>();
  const [sendingBack, setSendingBack] = useState(false);
  const [when, setWhen] = useState<When>({ kind: 'now' });
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The outcome takes the focus from the button that started it, so a keyboard or screen reader is where the news is.
  useEffect(() => {
    if (progress.kind === 'done' || progress.kind === 'failed' || progress.kind === 'sent-back' || progress.kind === 'planned') outcomeRef.current?.focus();
  }, [progress.kind]);

  if (hidden) return null;

  const message = typed.messages[key] ?? plan?.message ?? '';
  const person = typed.person ?? { name: '', email: '' };
  const offerLater = timeZone !== undefined && plan?.actions.at === true;
  const at = offerLater && when.kind === 'at' ? when.wallClock : undefined;
  const publish = (withChoices: Record<string, Side>) =>
    void state.publish(withChoices, {
      message,
      author: plan?.author ? undefined : { name: person.name.trim(), email: person.email.trim() },
      at,
    });
  const finished = (progress.kind === 'done' && progress.result.kind !== 'refused') || progress.kind === 'sent-back' || progress.kind === 'planned';
  const refused = progress.kind === 'done' && progress.result.kind === 'refused' ? progress.result : undefined;
  const errors = plan?.problems.filter((problem) => problem.severity === 'error') ?? [];
  // The launch reminders stand in Site settings' checklist; here, only those this change adds or completes.
  const warnings = plan?.problems.filter((problem) => problem.severity === 'warning' && !isLaunchReminder(problem)) ?? [];
  // Someone else's draft: its problems are theirs to fix in their editor, so they lead nowhere here.
  const goToProblem = plan?.fixedBy ? undefined : onGoToProblem;
  const sendBackTo = plan?.actions.sendBack?.to;
  const planFailure = planned.error ? `The editor could not find out what would be published: ${planned.error.message}` : undefined;

  return (
    <FormDialog
      title={task.title}
      busy={busy}
      focusTitle={!seen}
      onDismiss={onClose}
      onSubmit={() => publish(choices)}
      intro={<PlanIntro words={plan?.intro} />}
      outside={
        <>
          {sendingBack && sendBackTo && (
            <SendBack
              author={sendBackTo}
              onSend={async (note) => {
                await state.sendBack(note, sendBackTo);
                setSendingBack(false);
                onFinished();
              }}
              onCancel={() => setSendingBack(false)}
            />
          )}
          {question && (
            <ChangedBySomeoneElse
              conflicts={question.conflicts}
              chosen={choices}
              onCancel={() => state.setQuestion(undefined)}
              onContinue={(chosen) => {
                const { all, afterwards } = state.choose(chosen);
                if (afterwards === 'review') state.askAgain(all);
                else publish(all);
              }}
            />
          )}
        </>
      }
    >
      <DialogBody>
        {!plan && planned.isFetching && <p className="text-sm text-slate-700">Looking at what changed, and asking the website what it has now…</p>}
        {planFailure && <Notice tone="error">{planFailure}</Notice>}
        <PlanNote note={plan?.note} />
        {plan && !finished && (
          <PlanNotices
            plan={plan}
            unsavedPage={unsavedPage}
            chosen={choices}
            onChoose={() => state.setQuestion({ conflicts: plan.conflicts, afterwards: 'review' })}
          />
        )}
        {plan && (
          <ChangesSection changes={plan.changes} whenNone="There is nothing to publish: the website has every saved change already.">
            {planned.isFetching && <p className="mt-1 text-sm text-slate-600">Updating…</p>}
          </ChangesSection>
        )}
        {plan && !finished && (
          <>
            <BeforeAndAfterLinks pages={plan.pages} plan={{ start: task.start, choices }} seen={seen} onSeen={setSeen} />
            {!refused?.problems.length && <PlanErrors errors={errors} fixedBy={plan.fixedBy} onGoTo={goToProblem} />}
            <PublishChecks checks={checks} onGoTo={goToProblem} fixedBy={plan.fixedBy} said={plan.problems} />
            {!plan.author && <WhoIsPublishing person={person} onChange={(next) => onType({ ...typed, person: next })} disabled={busy} />}
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
            <LaunchReminders reminders={plan.reminders} onGoTo={goToProblem} />
          </>
        )}
      </DialogBody>

      {/* Outside the scrolling part, so what is happening is always in view. */}
      <div ref={outcomeRef} tabIndex={-1} role="status" className="max-h-[40dvh] shrink-0 overflow-y-auto px-5 focus:outline-none [&:not(:empty)]:py-3">
        <PublishOutcome progress={progress} connected={plan?.connected ?? true} onGoTo={goToProblem} />
      </div>
      <DialogActions onCancel={onClose} busy={busy} done={finished}>
        {sendBackTo && (
          <button type="button" className={toolbarButton} onClick={() => setSendingBack(true)} disabled={busy}>
            Send back
          </button>
        )}
        <button type="submit" className={primaryClass} disabled={!plan || busy || Boolean(plan.blocked) || checks.isFetching}>
          {at !== undefined ? 'Publish at this time' : (plan?.actions.now ?? 'Publish now')}
        </button>
      </DialogActions>
    </FormDialog>
  );
}

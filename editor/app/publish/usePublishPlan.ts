/**
 * The state of "Publish changes" for one plan, whatever its starting point: the plan as the
 * server answers it (asked again with each choice made where someone else changed the same
 * field), the page checks of its pages, the question "Changed by someone else", and the plan's
 * actions (publish now, publish at, send back), each through POST /api/publish, with what came
 * of it (`progress`).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ConflictChoice, PlanRef, PublishAnswer, PublishRequest, PublishStart, ScheduledItem, Side } from '../../shared/api';
import { ApiFailure } from '../ui/api';
import { sameJson } from '../ui/jsonPath';
import { publishChecksQuery, publishPlanQuery, useWrite } from '../ui/queries';
import { checkErrorsOf } from './PublishChecks';

export type Outcome = Exclude<PublishAnswer, { kind: 'conflicts' | 'planned' | 'sent-back' }>;

export type Progress =
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
export interface Question {
  conflicts: ConflictChoice[];
  afterwards: 'review' | 'publish';
}

/** How the plan is to be published: now (with the message, and who publishes when the copy does not know), or at a time. */
export interface Order {
  message: string;
  author: { name: string; email: string } | undefined;
  at: string | undefined;
}

export function usePublishPlan(start: PublishStart, { onPublished }: { onPublished: () => void }) {
  const [choices, setChoices] = useState<Record<string, Side>>({});
  // The choices the plan shown was asked with (a new answer replaces it; the last one shows meanwhile).
  const [asked, setAsked] = useState<Record<string, Side>>({});
  const planned = useQuery(publishPlanQuery({ start, choices: asked }));
  const plan = planned.data;
  // Every changed page checked as it will be; asked again with each new answer of the plan. Not
  // while the content has errors: publishing is refused for them already, and a page that does
  // not validate is no page to check.
  const validated = plan !== undefined && !plan.problems.some((problem) => problem.severity === 'error');
  const checks = useQuery({ ...publishChecksQuery({ start, choices: asked }, plan?.draft ?? ''), enabled: validated && plan.pages.length > 0 });
  const checkErrors = checkErrorsOf(checks);
  const [question, setQuestion] = useState<Question>();
  const [progress, setProgress] = useState<Progress>({ kind: 'ready' });
  const act = useWrite('publish');
  const busy = progress.kind === 'publishing';

  /** The plan again, with these choices. */
  const askAgain = (withChoices: Record<string, Side>) => {
    if (sameJson(withChoices, asked)) void planned.refetch();
    else setAsked(withChoices);
  };

  // Each answer with a conflict not chosen yet asks which version to keep.
  const { isPlaceholderData, dataUpdatedAt } = planned;
  useEffect(() => {
    if (plan && !isPlaceholderData && dataUpdatedAt && plan.conflicts.some((conflict) => !asked[conflict.key]))
      setQuestion({ conflicts: plan.conflicts, afterwards: 'review' });
  }, [plan, isPlaceholderData, dataUpdatedAt, asked]);

  const send = (withChoices: Record<string, Side>, action: PublishRequest['action']) =>
    act.mutateAsync({
      body: { plan: { start, ...(Object.keys(withChoices).length ? { choices: withChoices } : {}) } satisfies PlanRef, draft: plan!.draft, action },
    });

  const publish = async (withChoices: Record<string, Side>, order: Order) => {
    if (!plan || busy || checks.isFetching) return;
    // The page checks' errors stop publishing as the build's do: nothing is sent.
    if (checkErrors.length > 0) {
      const one = checkErrors.length === 1;
      const message = `Nothing was published: the page checks found ${one ? 'a problem' : `${checkErrors.length} problems`} that visitors would meet. Fix ${one ? 'it' : 'them'} and publish again; your changes are saved.`;
      setProgress({ kind: 'done', result: { kind: 'refused', message, problems: checkErrors } });
      return;
    }
    if (plan.conflicts.some((conflict) => !withChoices[conflict.key])) {
      setQuestion({ conflicts: plan.conflicts, afterwards: 'publish' });
      return;
    }
    if (order.at !== undefined) return publishAt(withChoices, order.at, order.message);
    setProgress({ kind: 'publishing', since: Date.now() });
    try {
      const result = await send(withChoices, { kind: 'now', message: order.message, ...(order.author ? { author: order.author } : {}) });
      // A draft changed since it was looked at is refused: the list of changes is read again, under the refusal that says so.
      if (result.kind === 'refused') askAgain(withChoices);
      if (result.kind === 'conflicts') {
        setProgress({ kind: 'ready' });
        setQuestion({ conflicts: result.conflicts, afterwards: 'publish' });
        return;
      }
      if (result.kind === 'planned' || result.kind === 'sent-back') return;
      setProgress({ kind: 'done', result });
      if (result.kind === 'published' || result.kind === 'saved-here') onPublished();
    } catch (error) {
      // The server said no (nothing happened), or did not answer (it may have published before the answer was lost).
      const message =
        error instanceof ApiFailure
          ? `Nothing was published: ${error.message} Your changes are saved and nothing is lost.`
          : `${(error as Error).message} Your saved changes are kept: press Publish again, and it says whether they went out.`;
      setProgress({ kind: 'failed', message });
    }
  };

  /** "Publish at…": the draft as the plan read it, published by the server at that time. */
  const publishAt = async (withChoices: Record<string, Side>, wallClock: string, message: string) => {
    // Planning what the checks refuse now would only fail at the time.
    if (plan!.problems.some((problem) => problem.severity === 'error')) {
      setProgress({ kind: 'failed', message: 'Nothing was planned: the problems listed above stop publishing. Fix them first, then choose the time.' });
      return;
    }
    try {
      const answer = await send(withChoices, { kind: 'at', when: wallClock, message });
      if (answer.kind === 'planned') setProgress({ kind: 'planned', item: answer.item });
    } catch (error) {
      setProgress({ kind: 'failed', message: `Nothing was planned: ${(error as Error).message}` });
    }
  };

  /** "Send back", with the note; a failure is the caller's to show. */
  const sendBack = async (note: string, to: string) => {
    await send(choices, { kind: 'send-back', note });
    setProgress({ kind: 'sent-back', message: `Sent back to ${to} with your note. Their draft stays theirs; they see your note in the editor.` });
  };

  /** The person's choices where someone else changed the same field, and what goes on after them. */
  const choose = (chosen: Record<string, Side>) => {
    const all = { ...choices, ...chosen };
    setChoices(all);
    const afterwards = question?.afterwards;
    setQuestion(undefined);
    return { all, afterwards };
  };

  return { plan, planned, checks, checkErrors, choices, asked, question, setQuestion, progress, busy, publish, sendBack, choose, askAgain };
}

export type PublishPlanState = ReturnType<typeof usePublishPlan>;

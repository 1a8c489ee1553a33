/** What came of a plan's action, in the dialog's status line: publishing, published or refused (with the problems that stopped it), planned, sent back. */
import type { PublishProblem } from '../../shared/api';
import { Notice, ProblemList, type Tone, Working } from '../ui/dialogParts';
import { PlannedOutcome } from './PublishAt';
import type { Outcome, Progress } from './usePublishPlan';

const outcomeTones: Record<Outcome['kind'], Tone> = {
  published: 'success',
  'saved-here': 'warning',
  'nothing-to-publish': 'info',
  refused: 'error',
};

export function PublishOutcome({
  progress,
  connected,
  onGoTo,
}: {
  progress: Progress;
  connected: boolean;
  onGoTo: ((problem: PublishProblem) => void) | undefined;
}) {
  switch (progress.kind) {
    case 'ready':
      return null;
    case 'publishing':
      return <Working connected={connected} since={progress.since} />;
    case 'failed':
      return <Notice tone="error">{progress.message}</Notice>;
    case 'sent-back':
      return <Notice tone="success">{progress.message}</Notice>;
    case 'planned':
      return <PlannedOutcome planned={progress.item} />;
    case 'done': {
      const { result } = progress;
      return (
        <Notice tone={outcomeTones[result.kind]}>
          {result.message}
          {result.kind === 'refused' && result.problems.length > 0 && (
            <ProblemList
              problems={result.problems.filter((problem) => problem.severity === 'error')}
              onGoTo={onGoTo}
              className="mt-1 list-disc space-y-1 pl-5"
            />
          )}
        </Notice>
      );
    }
  }
}

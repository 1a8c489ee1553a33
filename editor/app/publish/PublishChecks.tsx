/**
 * "Publish changes"'s page checks: every page the publish changes, as it will be, checked as
 * `npm run check:pages` checks the built site (ui/queries.ts `publishChecksQuery`). While they
 * run, a line says so; then the errors, which stop publishing and each lead to its field, and
 * the warnings, listed without stopping it.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { PublishProblem } from '../../shared/api';
import { listInWords } from '../../shared/words';
import { Notice, ProblemLinks } from '../ui/dialogParts';
import { withoutSaid } from '../ui/jsonPath';

export interface PublishCheckResult {
  pages: string[];
  problems: PublishProblem[];
}

export const checkErrorsOf = (checks: UseQueryResult<PublishCheckResult>) => checks.data?.problems.filter((problem) => problem.severity === 'error') ?? [];

export function PublishChecks({
  checks,
  onGoTo,
  fixedBy,
  said,
}: {
  checks: UseQueryResult<PublishCheckResult>;
  /** The problems the dialog lists already (the validator's): one the checks find at the same field is not said twice. */
  said: readonly PublishProblem[];
  onGoTo: ((problem: PublishProblem) => void) | undefined;
  /** Who fixes them, when not the person publishing (the author of a draft sent for review). */
  fixedBy: string | undefined;
}) {
  const { data, isFetching, error } = checks;
  if (isFetching)
    return (
      <p role="status" className="text-sm text-slate-700">
        Checking the changed pages as visitors will see them: descriptions of photos, links, search results…
      </p>
    );
  if (error) return <Notice tone="warning">The page checks could not run ({error.message}). CI checks the pages again when the website is built.</Notice>;
  if (!data || data.pages.length === 0) return null;
  const problems = withoutSaid(data.problems, said) ?? [];
  const errors = problems.filter((problem) => problem.severity === 'error');
  const warnings = problems.filter((problem) => problem.severity === 'warning');
  return (
    <section aria-label="Page checks">
      <h3 className="font-bold">Page checks</h3>
      {problems.length === 0 && <p className="mt-1 text-sm text-slate-700">{listInWords(data.pages)}: no problems found.</p>}
      <ProblemLinks
        problems={errors}
        tone="error"
        intro={`${errors.length === 1 ? 'This stops' : 'These stop'} publishing until fixed${onGoTo ? ' (each leads to its field)' : ` by ${fixedBy}`}:`}
        onGoTo={onGoTo}
      />
      <ProblemLinks
        problems={warnings}
        tone="warning"
        intro={`Worth a look; ${warnings.length === 1 ? 'it does' : 'these do'} not stop publishing:`}
        onGoTo={onGoTo}
      />
    </section>
  );
}

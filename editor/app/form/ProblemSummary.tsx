/**
 * The errors that keep the draft from being saved (the validator's) or published (the page
 * checks'), each a button that goes to its field (those of other pages, or of the settings, are
 * named by the name people know them by).
 */
import type { PageSummary, Problem } from '../../shared/api';
import { fileInWords } from '../ui/words';

/** How many are listed; the rest show at their fields. */
const listed = 12;

export function ProblemSummary({
  errors,
  file,
  pages,
  onGoTo,
  waitsFor = 'saving',
  failure,
}: {
  errors: readonly Problem[];
  /** What waits until they are fixed. */
  waitsFor?: 'saving' | 'publishing';
  /** Why the checks could not run, in a sentence. */
  failure?: string;
  file: string;
  /** The pages, for their names. */
  pages: readonly PageSummary[];
  onGoTo: (problem: Problem) => void;
}) {
  if (errors.length === 0) return failure ? <p className="mb-3 text-sm text-slate-700">{failure}</p> : null;
  return (
    <div className="mb-3 rounded-md border border-red-300 bg-red-50 p-2 text-sm">
      <h3 className="font-bold text-red-900">
        {errors.length} problem{errors.length === 1 ? '' : 's'}
        {waitsFor === 'publishing' ? ' the page checks found' : ''}: {waitsFor} waits until {errors.length === 1 ? 'it is' : 'they are'} fixed
      </h3>
      <ul className="mt-1 list-disc pl-5">
        {errors.slice(0, listed).map((problem) => (
          <li key={`${problem.file}:${problem.path.join('/')}:${problem.message}`}>
            {problem.file === file ? (
              <button type="button" className="text-left text-red-900 underline" onClick={() => onGoTo(problem)}>
                {problem.section ? `${problem.section}: ` : ''}
                {problem.field ? `${problem.field}: ` : ''}
                {problem.message}
              </button>
            ) : (
              <span>
                {capitalised(fileInWords(problem.file, pages))}: {problem.message}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "The site settings" at the start of a line. */
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The page editor's draft (editor/app/session/draft.ts): what Undo and Redo do after each kind of
 * change, how typing becomes undo steps, and what saving keeps.
 */
import { describe, expect, it } from 'vitest';
import type { JsonPath, OpenedFile } from '../../editor/shared/api';
import { type Draft, type DraftAction, draftReducer, historyLimit, typingPause } from '../../editor/app/session/draft';

const file: OpenedFile = {
  file: 'pages/example.json',
  text: '',
  value: {
    title: 'Start',
    sections: [
      { type: 'text', heading: 'One' },
      { type: 'cards', heading: 'Two' },
    ],
  },
  version: 'v1',
};
const opened = () => draftReducer(undefined, { kind: 'open', file })!;
const run = (draft: Draft, ...actions: DraftAction[]) => actions.reduce<Draft>((state, action) => draftReducer(state, action)!, draft);
const type = (text: string, at: number, path: JsonPath = ['title']): DraftAction => ({ kind: 'edit', path, value: text, at });
const titleOf = (draft: Draft) => (draft.value as { title: string }).title;

describe('the editor draft', () => {
  it('opens a file as on disk, with nothing to undo or redo', () => {
    const draft = opened();
    expect(draft.value).toBe(file.value);
    expect(draft.base).toBe(file);
    expect([draft.past, draft.future]).toEqual([[], []]);
  });

  it('makes one undo step of the keystrokes in one field within the typing pause', () => {
    const draft = run(opened(), type('S', 0), type('Sh', 100), type('Sho', 100 + typingPause - 1));
    expect(titleOf(draft)).toBe('Sho');
    expect(draft.past).toHaveLength(1);
    expect(titleOf(run(draft, { kind: 'undo' }))).toBe('Start');
  });

  it('starts a new undo step after a pause, and for another field', () => {
    const paused = run(opened(), type('S', 0), type('Sh', typingPause));
    expect(paused.past).toHaveLength(2);
    expect(titleOf(run(paused, { kind: 'undo' }))).toBe('S');
    const otherField = run(opened(), type('S', 0), type('First', 10, ['sections', 0, 'heading']));
    expect(otherField.past).toHaveLength(2);
    expect((run(otherField, { kind: 'undo' }).value as { sections: { heading: string }[] }).sections[0]!.heading).toBe('One');
  });

  it('changes only the objects on the edited path, so the form re-renders only those fields', () => {
    const before = opened();
    const after = run(before, type('First', 0, ['sections', 0, 'heading']));
    const [was, is] = [before.value, after.value] as { sections: unknown[] }[];
    expect(is!.sections[1]).toBe(was!.sections[1]);
    expect(is!.sections[0]).not.toBe(was!.sections[0]);
    expect(file.value).toEqual(opened().value);
  });

  it('redoes what was undone, step by step, and forgets it after a new change', () => {
    const typed = run(opened(), type('A', 0), type('AB', typingPause * 2));
    const undone = run(typed, { kind: 'undo' }, { kind: 'undo' });
    expect(titleOf(undone)).toBe('Start');
    expect(undone.future).toHaveLength(2);
    expect(titleOf(run(undone, { kind: 'redo' }))).toBe('A');
    expect(titleOf(run(undone, { kind: 'redo' }, { kind: 'redo' }))).toBe('AB');
    // Nothing more to redo: the draft stays as it is.
    const end = run(undone, { kind: 'redo' }, { kind: 'redo' });
    expect(run(end, { kind: 'redo' })).toBe(end);

    const changedAfterUndo = run(undone, { kind: 'redo' }, type('Other', typingPause * 5));
    expect(changedAfterUndo.future).toEqual([]);
    const movedAfterUndo = run(undone, { kind: 'change', change: (value) => ({ ...(value as object), title: 'Moved' }) });
    expect(movedAfterUndo.future).toEqual([]);
  });

  it('makes every whole-value change its own undo step, even right after typing', () => {
    const draft = run(opened(), type('A', 0), { kind: 'change', change: (value) => ({ ...(value as object), sections: [] }) }, type('AB', 1));
    expect(draft.past).toHaveLength(3);
    // A change that changes nothing is no step.
    expect(run(draft, { kind: 'change', change: (value) => value })).toBe(draft);
    expect(run(draft, type('AB', 2))).toBe(draft);
  });

  it(`keeps the last ${historyLimit} undo steps`, () => {
    let draft = opened();
    for (let step = 1; step <= historyLimit + 5; step++) draft = run(draft, type(`Step ${step}`, step * typingPause * 2));
    expect(draft.past).toHaveLength(historyLimit);
    for (let step = 0; step < historyLimit; step++) draft = run(draft, { kind: 'undo' });
    expect(titleOf(draft)).toBe('Step 5');
    expect(run(draft, { kind: 'undo' })).toBe(draft);
  });

  it('keeps the history when the draft is saved: the saved file becomes the base, and Undo still works', () => {
    const typed = run(opened(), type('Saved title', 0));
    const savedFile: OpenedFile = { ...file, value: typed.value, version: 'v2' };
    const saved = run(typed, { kind: 'saved', file: savedFile });
    expect(saved.base).toBe(savedFile);
    expect(saved.past).toBe(typed.past);
    expect(titleOf(run(saved, { kind: 'undo' }))).toBe('Start');
  });

  it('does nothing before a file is open', () => {
    expect(draftReducer(undefined, { kind: 'undo' })).toBeUndefined();
    expect(draftReducer(undefined, type('A', 0))).toBeUndefined();
  });
});

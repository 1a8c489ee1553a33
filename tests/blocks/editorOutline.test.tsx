/**
 * The page editor's outline: a list labelled "Sections" whose buttons name their section and
 * each do their one thing. (The forms: tests/blocks/editor/.)
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moved, Outline, type OutlineEntry } from '../../editor/app/outline/Outline';

/** The outline with its sections in state, as the editor has them: a move or a delete changes the list. */
function Sections({ start }: { start: OutlineEntry[] }) {
  const [entries, setEntries] = useState(start);
  return (
    <>
      <Outline
        entries={entries}
        selected={undefined}
        onSelect={() => undefined}
        onMove={(from, to) => setEntries((list) => moved(list, from, to))}
        onDuplicate={() => undefined}
        onToggleHidden={() => undefined}
        onDelete={(index) => setEntries((list) => list.filter((_, i) => i !== index))}
        focusWhenEmpty={() => screen.getByRole('button', { name: 'Add section' }).focus()}
      />
      <button type="button">Add section</button>
    </>
  );
}

describe('the outline', () => {
  const entries = ['Hero: First', 'Cards: Second', 'Text: Third'].map((name) => ({ name, hidden: false, problems: 0 }));

  it('is a list labelled "Sections" whose buttons name their section, and each button does its one thing', async () => {
    const calls = { onSelect: vi.fn(), onMove: vi.fn(), onDuplicate: vi.fn(), onToggleHidden: vi.fn(), onDelete: vi.fn() };
    render(<Outline entries={[...entries.slice(0, 2), { ...entries[2]!, hidden: true, problems: 2 }]} selected={1} {...calls} />);
    const list = screen.getByRole('list', { name: 'Sections' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: 'Move up: Hero: First' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move down: Text: Third' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move down: Hero: First' }));
    expect(calls.onMove).toHaveBeenLastCalledWith(0, 1);
    await user.click(screen.getByRole('button', { name: 'Move up: Cards: Second' }));
    expect(calls.onMove).toHaveBeenLastCalledWith(1, 0);
    await user.click(screen.getByRole('button', { name: 'Duplicate: Cards: Second' }));
    expect(calls.onDuplicate).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Show: Text: Third' }));
    expect(calls.onToggleHidden).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Hide: Hero: First' }));
    expect(calls.onToggleHidden).toHaveBeenLastCalledWith(0);
    await user.click(screen.getByRole('button', { name: 'Delete: Hero: First' }));
    expect(calls.onDelete).toHaveBeenLastCalledWith(0);
    expect(within(list).getAllByRole('listitem')[2]!.textContent).toMatch(/hidden.*2 problems/);
  });

  it('says what a move or a delete did, naming the section', async () => {
    const calls = { onSelect: vi.fn(), onMove: vi.fn(), onDuplicate: vi.fn(), onToggleHidden: vi.fn(), onDelete: vi.fn(), announce: vi.fn() };
    render(<Outline entries={entries} selected={0} {...calls} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move down: Cards: Second' }));
    expect(calls.announce).toHaveBeenLastCalledWith('Moved Cards: Second to position 3.');
    await user.click(screen.getByRole('button', { name: 'Delete: Text: Third' }));
    expect(calls.announce).toHaveBeenLastCalledWith('Deleted Text: Third. Undo brings it back.');
  });

  it('keeps the focus on the moved section, and gives it to a neighbour or "Add section" after a delete', async () => {
    render(<Sections start={entries} />);
    const user = userEvent.setup();
    const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;
    screen.getByRole('button', { name: 'Move down: Hero: First' }).focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Move down: Hero: First');
    // At the end Move down is disabled: the focus stays with the section, on Move up.
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Move up: Hero: First');
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Move up: Hero: First');
    expect(screen.getAllByRole('button', { name: /^\d\. / }).map((button) => button.textContent)).toEqual([
      '1. Cards: Second',
      '2. Hero: First',
      '3. Text: Third',
    ]);
    // Deleting the last section: its neighbour above takes the focus.
    screen.getByRole('button', { name: 'Delete: Text: Third' }).focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe('2. Hero: First');
    await user.click(screen.getByRole('button', { name: 'Delete: Cards: Second' }));
    expect(focused()).toBe('1. Hero: First');
    await user.click(screen.getByRole('button', { name: 'Delete: Hero: First' }));
    expect(focused()).toBe('Add section');
  });
});

/**
 * The page editor's outline: a list labelled "Sections" whose buttons name their section and
 * each do their one thing. (The forms: tests/blocks/editor/.)
 */
import './setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Outline } from '../../editor/app/Outline';

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
});

/**
 * Publishing's part of the editor's state: what the Publish button says, which dialog is open
 * ("Publish changes" for the saved changes or for undoing a publish, a draft sent for review in
 * the team editor, "History"), what the person
 * typed into them, and what happens around them (the focus back on the button that opened one,
 * going to a problem's field, the files read again after a publish).
 */
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import type { PublishedEntry, PublishProblem, ReviewItem } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';
import type { EditorAddress } from '../ui/address';
import { focusField, selectionOf } from '../ui/focusField';
import { type PublishTask, publishStatusQuery } from '../ui/queries';
import { focusAfterClosing } from '../ui/modalDialog';
import type { Typed } from './PublishDialog';
import type { PublishState } from '../ui/publishStatus';

export interface Publishing {
  state: PublishState;
  /** The open "Publish changes", and what it is for. */
  task: PublishTask | undefined;
  historyOpen: boolean;
  typed: Typed;
  setTyped(typed: Typed): void;
  publishButton: RefObject<HTMLButtonElement | null>;
  historyButton: RefObject<HTMLButtonElement | null>;
  openPublish(): void;
  openHistory(): void;
  closeHistory(): void;
  /** From History: review undoing this publish. */
  undo(entry: PublishedEntry): void;
  /** From "Waiting for review" (the team editor's publishers): a draft sent for review. */
  openReview(item: ReviewItem): void;
  closeTask(): void;
  /** Closes the dialog and opens the problem's page at its section, with the focus in its field. */
  goToProblem(problem: PublishProblem): void;
  /** A version was written: the files are read again, and the open one follows unless it has unsaved changes. */
  finished(): void;
}

const publishTitle = 'Publish changes';

/** What publishing needs of the session: whether the files are in (asking the status waits for them), and reading them again. */
interface SessionForPublishing {
  workspace: unknown;
  reloadAfterPublishing(): Promise<void>;
}

/** `reviewsButton`: the team editor's "Waiting for review", where the focus returns from a review. */
export function usePublishing(session: SessionForPublishing, address: EditorAddress, reviewsButton?: RefObject<HTMLButtonElement | null>): Publishing {
  // Asked once the files are in: opening the editor does not wait for git.
  const status = useQuery({ ...publishStatusQuery, enabled: session.workspace !== undefined });
  const state: PublishState = {
    status: status.data,
    failure: status.error ? `The editor could not find out what is published: ${status.error.message}` : undefined,
  };
  const [task, setTask] = useState<PublishTask>();
  // Where the focus returns when the dialog closes: the button that led to it.
  const [opener, setOpener] = useState<RefObject<HTMLButtonElement | null> | undefined>();
  const open = (next: PublishTask, from: RefObject<HTMLButtonElement | null> | undefined) => {
    setTask(next);
    setOpener(from);
  };
  const [historyOpen, setHistoryOpen] = useState(false);
  const [typed, setTyped] = useState<Typed>({ messages: {} });
  const publishButton = useRef<HTMLButtonElement>(null);
  const historyButton = useRef<HTMLButtonElement>(null);
  return {
    state,
    task,
    historyOpen,
    typed,
    setTyped,
    publishButton,
    historyButton,
    openPublish: () => open({ start: { from: 'mine' }, title: publishTitle }, publishButton),
    openHistory: () => setHistoryOpen(true),
    closeHistory: () => {
      setHistoryOpen(false);
      focusAfterClosing(historyButton.current);
    },
    undo: (entry) => {
      setHistoryOpen(false);
      open({ start: { from: 'undo', commit: entry.commit }, title: publishTitle }, historyButton);
    },
    openReview: (item) => open({ start: { from: 'review', id: item.id }, title: `Changes by ${item.author}` }, reviewsButton),
    closeTask: () => {
      setTask(undefined);
      focusAfterClosing(opener?.current ?? null);
    },
    goToProblem: (problem) => {
      setTask(undefined);
      address.open(problem.file, { selection: selectionOf(problem, problem.file === siteConfigFile) });
      focusField(problem.file, problem.path);
    },
    finished: () => void session.reloadAfterPublishing(),
  };
}

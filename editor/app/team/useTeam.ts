/**
 * The team editor's part of the editor's state: who is signed in (asked again when the window gets
 * the focus: an owner may have changed their role), the reviews (what waits for a publisher, and
 * one's own draft sent for review), asked every few seconds (ui/queries.ts), and which of the team's
 * dialogs is open, with the focus back on the button that opened it once it closes. Undefined in
 * the laptop editor, which has no team.
 */
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { mayAct, type ReviewList, type TeamMember } from '../../shared/api';
import { focusAfterClosing } from '../ui/modalDialog';
import { meQuery, reviewsQuery } from '../ui/queries';

/** Which of the team's dialogs is open. */
export type OpenTeamDialog = 'send-for-review' | 'waiting' | 'people' | 'share';

export interface Team {
  member: TeamMember;
  /** Publishers and owners publish, undo publishes and review others' drafts. */
  mayPublish: boolean;
  /** Owners manage the team. */
  mayManagePeople: boolean;
  /** Undefined until the first answer. */
  reviews: ReviewList | undefined;
  dialog: OpenTeamDialog | undefined;
  openDialog(dialog: OpenTeamDialog): void;
  /** `returnFocus` false: another dialog takes its place (a review opened from the list). */
  closeDialog(returnFocus?: boolean): void;
  /** The note typed for "Send for review", kept while the editor is open. */
  reviewNote: string;
  setReviewNote(note: string): void;
  /** The button that opens each dialog (the focus returns there). */
  buttons: Record<OpenTeamDialog, RefObject<HTMLButtonElement | null>>;
}

export function useTeam(signedIn: TeamMember | undefined, onMinePublished: () => void): Team | undefined {
  const { data: member } = useQuery(meQuery(signedIn));
  const { data: reviews } = useQuery({ ...reviewsQuery, enabled: signedIn !== undefined });
  const [dialog, setDialog] = useState<OpenTeamDialog>();
  const [reviewNote, setReviewNote] = useState('');
  const buttons = {
    'send-for-review': useRef<HTMLButtonElement>(null),
    waiting: useRef<HTMLButtonElement>(null),
    people: useRef<HTMLButtonElement>(null),
    share: useRef<HTMLButtonElement>(null),
  };
  // One's own review, as last seen: when it leaves the list, a publisher published it.
  const mineBefore = useRef<string>(undefined);
  const minePublished = useRef(onMinePublished);
  minePublished.current = onMinePublished;

  useEffect(() => {
    if (!reviews) return;
    if (mineBefore.current && !reviews.mine) minePublished.current();
    mineBefore.current = reviews.mine?.id;
  }, [reviews]);

  if (!member) return undefined;
  return {
    member,
    mayPublish: mayAct(member.role, 'publisher'),
    mayManagePeople: mayAct(member.role, 'owner'),
    reviews,
    dialog,
    openDialog: setDialog,
    closeDialog: (returnFocus = true) => {
      if (dialog && returnFocus) focusAfterClosing(buttons[dialog].current);
      setDialog(undefined);
    },
    reviewNote,
    setReviewNote,
    buttons,
  };
}

/**
 * The WAI-ARIA disclosure pattern, shared by the menu dropdowns and the phone menu: a button
 * toggles a panel; Escape, a click outside, leaving with Tab or changing page (also back to
 * this one) closes it, and Escape returns focus to the button.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentPath } from '../SiteContext';
import { usePageRestored } from './usePageRestored';

/**
 * `panelId` is given, not made with useId(): the header is prerendered inside the whole page but
 * hydrated as an island of its own, and useId() numbers by the place in the tree, which differs.
 */
export function useDisclosure<Container extends HTMLElement = HTMLElement>(panelId: string) {
  const pathname = useCurrentPath();
  // The panel is open only on the page where it was opened: changing page closes it, with no
  // effect and no extra render.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = useCallback(
    (value: boolean | ((open: boolean) => boolean)) => {
      setOpenAt((current) => {
        const next = typeof value === 'function' ? value(current === pathname) : value;
        return next ? pathname : null;
      });
    },
    [pathname],
  );
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<Container>(null);
  usePageRestored(() => setOpenAt(null));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  const onBlur = useCallback(
    (event: React.FocusEvent) => {
      if (event.relatedTarget && !container.current?.contains(event.relatedTarget as Node)) setOpen(false);
    },
    [setOpen],
  );

  return {
    open,
    setOpen,
    container,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelId,
    onBlur,
  };
}

/**
 * The preview frame as the editor's window holds it: editor/preview.html in a frame titled
 * "Preview", sent each preview to show (the app inside is inFrame/), at phone, tablet or desktop
 * width, scaled down to fit the pane. The preview pane, "Add section" and "Before and after" all
 * show their page in one; `marks` are what "Before and after" marks on it, and `onRendered` says
 * when a preview sent is on screen (marks included).
 */
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FromFrame, PageMarks, PreviewData, PreviewFrameWindow } from '../../shared/api';

export const widths = { Phone: 390, Tablet: 768, Desktop: 1280 } as const;
export type WidthName = keyof typeof widths;

/** The width a preview starts at: Desktop where the editor has its three panes (a laptop), else the widest that fits the screen unscaled, so it reads. */
export const startingWidth = (): WidthName =>
  window.matchMedia('(min-width: 1024px)').matches ? 'Desktop' : window.innerWidth >= widths.Tablet + 32 ? 'Tablet' : 'Phone';

/** Re-rendered when the preview, the selection or the width changes, not when another part of the editor does. */
export const PreviewFrame = memo(function PreviewFrame({
  preview,
  selected,
  onSelect,
  onRendered,
  marks,
  width,
  title = 'Preview',
}: {
  preview: PreviewData | undefined;
  selected: number | undefined;
  onSelect?: (index: number) => void;
  onRendered?: () => void;
  marks?: PageMarks;
  width: number;
  title?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pane = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [paneWidth, setPaneWidth] = useState(width);

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromFrame>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data.kind === 'ready') setReady(true);
      if (event.data.kind === 'select') onSelect?.(event.data.index);
      if (event.data.kind === 'rendered') onRendered?.();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect, onRendered]);

  // Handed over as the change commits, so the frame renders it before the editor paints.
  useLayoutEffect(() => {
    if (!ready || !preview) return;
    (frame.current?.contentWindow as (Window & Partial<PreviewFrameWindow>) | null)?.showInFrame?.({
      kind: 'render',
      preview,
      selected,
      ...(marks ? { marks } : {}),
    });
  }, [ready, preview, selected, marks]);

  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setPaneWidth(entry!.contentRect.width));
    if (pane.current) observer.observe(pane.current);
    return () => observer.disconnect();
  }, []);

  const scale = Math.min(1, paneWidth / width);
  return (
    <div ref={pane} className="h-full w-full overflow-hidden">
      <iframe
        ref={frame}
        title={title}
        src="/preview.html"
        className="origin-top-left border-0 bg-white shadow"
        style={{ width, height: `${100 / scale}%`, transform: `scale(${scale})` }}
      />
    </div>
  );
});

/** A toggle button's look: the one pressed is dark. */
const toggleClass = (pressed: boolean) =>
  `rounded-md px-3 py-1 text-sm font-semibold pointer-coarse:min-h-11 ${pressed ? 'bg-slate-800 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`;

/** Phone, Tablet or Desktop (or the `names` given): the width the preview shows the page at. */
export function WidthPicker({
  width,
  onChange,
  names = Object.keys(widths) as WidthName[],
  className = 'mb-2',
}: {
  width: WidthName;
  onChange: (width: WidthName) => void;
  names?: WidthName[];
  className?: string;
}) {
  return (
    // Toggle buttons, each reached with Tab: the one pressed is the width shown.
    <fieldset className={`flex gap-1 ${className}`}>
      <legend className="sr-only">Preview width</legend>
      {names.map((name) => (
        <button key={name} type="button" aria-pressed={width === name} onClick={() => onChange(name)} className={toggleClass(width === name)}>
          {name}
        </button>
      ))}
    </fieldset>
  );
}

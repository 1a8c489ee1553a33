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

const framePage = '/preview.html';

/** An element's `moveBefore` (Chromium 133 and later): it moves a frame without reloading it. */
type MovingElement = Element & { moveBefore?(node: Node, child: Node | null): void };

/**
 * The preview pane's frame starts with the editor's page (index.html), invisible, so that its page
 * and scripts load and run while the app's code and the questions to the server are on their way;
 * the pane takes it when it first draws (`moveBefore` keeps its document) and shows the page in it
 * at once, where a frame made then loads only after the app has drawn. A browser that cannot move
 * a frame without reloading it gets a frame made as the pane draws.
 */
const startedFrameId = 'started-preview';

/** Drops the started frame where no pane will take it (main.tsx, before the app draws). */
export function keepStartedFrame(wanted: boolean): void {
  if (!wanted || !('moveBefore' in Element.prototype)) document.getElementById(startedFrameId)?.remove();
}

/** The started frame while no pane has taken it (the pane that takes it removes its id). */
const takeStartedFrame = () => {
  const frame = document.getElementById(startedFrameId);
  return frame instanceof HTMLIFrameElement ? frame : undefined;
};

/** The frame's window once its app is ready for a preview (it offers `showInFrame`). */
const readyWindow = (frame: HTMLIFrameElement | null | undefined): PreviewFrameWindow | undefined => {
  const frameWindow = frame?.contentWindow as (Window & Partial<PreviewFrameWindow>) | null | undefined;
  return frameWindow?.showInFrame ? (frameWindow as PreviewFrameWindow) : undefined;
};

/** Re-rendered when the preview, the selection or the width changes, not when another part of the editor does. */
export const PreviewFrame = memo(function PreviewFrame({
  preview,
  selected,
  onSelect,
  onRendered,
  marks,
  width,
  title = 'Preview',
  started = false,
}: {
  preview: PreviewData | undefined;
  selected: number | undefined;
  onSelect?: (index: number) => void;
  onRendered?: () => void;
  marks?: PageMarks;
  width: number;
  title?: string;
  /** Takes the frame started with the page, if there is one (the preview pane's). */
  started?: boolean;
}) {
  const [startedFrame] = useState(() => (started ? takeStartedFrame() : undefined));
  const frame = useRef<HTMLIFrameElement>(startedFrame ?? null);
  const pane = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(() => readyWindow(startedFrame) !== undefined);
  const [paneWidth, setPaneWidth] = useState(width);

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromFrame>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data.kind === 'ready') setReady(true);
      if (event.data.kind === 'select') onSelect?.(event.data.index);
      if (event.data.kind === 'rendered') onRendered?.();
    };
    window.addEventListener('message', onMessage);
    // A started frame may have said it is ready before anyone listened.
    if (readyWindow(frame.current)) setReady(true);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect, onRendered]);

  const scale = Math.min(1, paneWidth / width);
  const frameClass = 'origin-top-left border-0 bg-white shadow';
  const frameStyle = { width: `${width}px`, height: `${100 / scale}%`, transform: `scale(${scale})` };
  // The started frame, moved into the pane (before the preview is handed to it, below) and kept up to date.
  useLayoutEffect(() => {
    if (!startedFrame) return;
    Object.assign(startedFrame, { title, className: frameClass });
    for (const attribute of ['id', 'aria-hidden', 'tabindex']) startedFrame.removeAttribute(attribute);
    Object.assign(startedFrame.style, frameStyle);
    if (startedFrame.parentElement !== pane.current) (pane.current as MovingElement).moveBefore!(startedFrame, null);
  });

  // Handed over as the change commits, so the frame renders it before the editor paints.
  useLayoutEffect(() => {
    if (!ready || !preview) return;
    readyWindow(frame.current)?.showInFrame({
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

  return (
    <div ref={pane} className="h-full w-full overflow-hidden">
      {!startedFrame && <iframe ref={frame} title={title} src={framePage} className={frameClass} style={frameStyle} />}
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

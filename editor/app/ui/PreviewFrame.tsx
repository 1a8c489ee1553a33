/**
 * The preview frame as the editor's window holds it: editor/preview.html in a frame titled
 * "Preview", sent each preview to show (the app inside is inFrame/), at phone, tablet or desktop
 * width, scaled down to fit the pane. The preview pane, "Add section" and a page shown as it will
 * be all show their page in one.
 */
import { memo, useEffect, useRef, useState } from 'react';
import type { FromFrame, PreviewData, ToFrame } from '../../shared/api';

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
  width,
  title = 'Preview',
}: {
  preview: PreviewData | undefined;
  selected: number | undefined;
  onSelect?: (index: number) => void;
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
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect]);

  useEffect(() => {
    if (!ready || !preview) return;
    const message: ToFrame = { kind: 'render', preview, selected };
    frame.current?.contentWindow?.postMessage(message, location.origin);
  }, [ready, preview, selected]);

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

/** Phone, Tablet or Desktop: the width the preview shows the page at. */
export function WidthPicker({ width, onChange, className = 'mb-2' }: { width: WidthName; onChange: (width: WidthName) => void; className?: string }) {
  return (
    // Toggle buttons, each reached with Tab: the one pressed is the width shown.
    <fieldset className={`flex gap-1 ${className}`}>
      <legend className="sr-only">Preview width</legend>
      {(Object.keys(widths) as WidthName[]).map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={width === name}
          onClick={() => onChange(name)}
          className={`rounded-md px-3 py-1 text-sm font-semibold pointer-coarse:min-h-11 ${width === name ? 'bg-slate-800 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}

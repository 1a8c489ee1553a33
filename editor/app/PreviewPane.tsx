/** The middle pane: the page as it will look, at phone, tablet or desktop width. */
import { useState } from 'react';
import type { PreviewData } from '../shared/api';
import { PreviewFrame, type WidthName, widths } from './Preview';

export function PreviewPane({
  preview,
  selected,
  onSelect,
}: {
  preview: PreviewData | undefined;
  selected: number | undefined;
  onSelect: (index: number) => void;
}) {
  const [width, setWidth] = useState<WidthName>('Desktop');
  return (
    <main className="flex min-h-0 min-w-0 flex-col p-3 max-lg:order-last">
      <div role="radiogroup" aria-label="Preview width" className="mb-2 flex gap-1">
        {(Object.keys(widths) as WidthName[]).map((name) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons acting as radios reads better than radio inputs here.
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={width === name}
            onClick={() => setWidth(name)}
            className={`rounded-md px-3 py-1 text-sm font-semibold ${width === name ? 'bg-slate-800 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`}
          >
            {name}
          </button>
        ))}
      </div>
      <div className="h-[70vh] min-h-0 grow lg:h-auto">
        <PreviewFrame preview={preview} selected={selected} onSelect={onSelect} width={widths[width]} />
      </div>
    </main>
  );
}

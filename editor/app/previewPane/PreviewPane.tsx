/** The middle pane: the page as it will look, at phone, tablet or desktop width. */
import { useState } from 'react';
import type { PreviewData } from '../../shared/api';
import { PreviewFrame, startingWidth, type WidthName, WidthPicker, widths } from '../ui/PreviewFrame';

export function PreviewPane({
  preview,
  selected,
  onSelect,
}: {
  preview: PreviewData | undefined;
  selected: number | undefined;
  onSelect: (index: number) => void;
}) {
  const [width, setWidth] = useState<WidthName>(startingWidth);
  return (
    <main className="flex min-h-0 min-w-0 flex-col p-3 max-lg:order-last">
      <WidthPicker width={width} onChange={setWidth} />
      <div className="h-[70vh] min-h-0 grow lg:h-auto">
        <PreviewFrame preview={preview} selected={selected} onSelect={onSelect} width={widths[width]} started />
      </div>
    </main>
  );
}

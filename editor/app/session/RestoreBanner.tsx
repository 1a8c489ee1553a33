/** The offer to bring back unsaved work this browser kept from an earlier visit to the file. */
import type { RestoreOffer } from './useEditorSession';
import { toolbarButton } from '../ui/styles';

export function RestoreBanner({ offer, onRestore, onDiscard }: { offer: RestoreOffer; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm">
      <span>
        You have unsaved changes to this file from an earlier visit.
        {offer.changedOnDisk ? ' The file has changed on disk since; restoring keeps your version, and saving will ask first.' : ''}
      </span>
      <button type="button" className={toolbarButton} onClick={onRestore}>
        Restore
      </button>
      <button type="button" className={toolbarButton} onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}

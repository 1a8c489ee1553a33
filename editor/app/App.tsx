/**
 * The page editor: pick a page (or the site settings), arrange its sections in the outline, edit
 * the selected section in a form generated from the schemas, see the real page in the preview,
 * and save with minimal edits. Every change can be undone; unsaved work survives a reload.
 *
 * This file is the shell: it lays the rooms out (each a folder: toolbar/, outline/, pageTools/,
 * previewPane/, form/, session/, publish/, team/) and hands each what it shows. A room imports
 * only ui/ (what the rooms share) and its own folder, so what one room needs of another comes
 * through here. What is open and selected comes from the address (ui/address.ts); the state of
 * the open file from the session (session/useEditorSession.ts). In the team editor (`member`: the
 * person signed in), the team's parts join in (team/): who is signed in, who else is editing the
 * page, sending for review or reviewing, sharing a preview, and the people.
 */
import { useEffect, useMemo } from 'react';
import { timeZoneOfSettings } from '../../schema/timeZone';
import type { TeamMember } from '../shared/api';
import { siteConfigFile } from '../../schema/paths';
import { FormPane } from './form/FormPane';
import { NoSuchPage } from './NoSuchPage';
import { OutlinePane } from './outline/OutlinePane';
import { PageTools } from './pageTools/PageTools';
import { PreviewPane } from './previewPane/PreviewPane';
import { HistoryDialog } from './publish/HistoryDialog';
import { HistoryButton, PublishButton } from './publish/PublishButtons';
import { PlannedOutcomeNotices } from './publish/PublishAt';
import { PublishDialog } from './publish/PublishDialog';
import { BeforeAndAfterPage } from './publish/BeforeAndAfterPage';
import { usePublishing } from './publish/usePublishing';
import { ConflictDialog } from './session/ConflictDialog';
import { RestoreBanner } from './session/RestoreBanner';
import { useEditorSession } from './session/useEditorSession';
import { PeopleDialog } from './team/PeopleDialog';
import { SendForReviewDialog } from './team/SendForReviewDialog';
import { ShareDialog } from './team/ShareDialog';
import { SendForReviewButton, ShareButton, WaitingForReviewButton } from './team/TeamButtons';
import { TeamBar } from './team/TeamBar';
import { MyReviewNotice, PresenceLine } from './team/TeamNotices';
import { useTeam } from './team/useTeam';
import { WaitingForReviewDialog } from './team/WaitingForReviewDialog';
import { PagePicker } from './toolbar/PagePicker';
import { SaveButton, StatusLine, Toolbar, UndoRedoButtons, useShortcuts } from './toolbar/Toolbar';
import { useEditorAddress } from './ui/address';
import { taskKey } from './ui/queries';
import { sectionsOf } from './ui/sections';
import { fileInWords } from './ui/words';
import { withoutSaid } from './ui/jsonPath';

export function App({ member }: { member?: TeamMember }) {
  const address = useEditorAddress();
  const { place, file, open } = address;
  const session = useEditorSession(file, member?.email);
  const { workspace, draft, check } = session;
  const team = useTeam(member, () => {
    session.say('A publisher published the changes you sent for review: they are on the website.');
    void session.reloadAfterPublishing();
  });
  const publishing = usePublishing(session, address, team?.buttons.waiting);
  const reviewing = place.kind === 'review';
  useShortcuts(session, !reviewing);

  // `/` opens the home page (the first of the list), or the file named in its hash (`/#pages%2Fhome.json`).
  const start = place.kind === 'start' ? (place.file ?? (workspace && (workspace.pages[0]?.file ?? siteConfigFile))) : undefined;
  useEffect(() => {
    if (start) open(start, { replace: true });
  }, [start, open]);

  const pages = workspace?.pages ?? [];
  const page = pages.find((p) => p.file === file);
  const isSite = file === siteConfigFile;
  const known = isSite || page !== undefined;
  const sections = isSite ? [] : sectionsOf(draft?.value);
  // The first section, until the address says otherwise.
  const selection = address.selection ?? (sections.length > 0 ? 0 : undefined);
  const settings = isSite ? draft?.value : workspace?.settings?.value;
  // The validator's problems (errors stop saving) and the page checks' (errors stop publishing), each shown at its field.
  const validated = check?.problems;
  // A page check that says what the validator says at the same field is said once, by the validator.
  const pageChecked = useMemo(() => withoutSaid(session.pageChecks.problems, check?.problems), [session.pageChecks.problems, check?.problems]);
  const problems = useMemo(() => (validated && pageChecked ? [...validated, ...pageChecked] : (validated ?? pageChecked)), [validated, pageChecked]);
  const errors = useMemo(() => (validated ?? []).filter((p) => p.severity === 'error'), [validated]);
  const checkErrors = useMemo(() => (pageChecked ?? []).filter((p) => p.severity === 'error'), [pageChecked]);
  const outlineErrors = useMemo(() => [...errors, ...checkErrors], [errors, checkErrors]);

  // What the outline and the form both show of the open file.
  const shown = { sections, settings, selection, onSelect: address.select };

  const onPageChanged = async (target: string | undefined, replace: boolean) => {
    const loaded = await session.reloadWorkspace();
    open(target ?? loaded.pages[0]?.file ?? siteConfigFile, { replace });
  };

  const unknownPlace = place.kind === 'unknown' || (workspace !== undefined && file !== undefined && !known);
  /** The open page's name, when it has changes not saved yet (publishing, reviews and shared previews take saved changes only). */
  const unsavedPage = session.dirty ? (isSite ? 'The site settings' : page?.name) : undefined;
  // The dialogs stay where they are in the tree whichever place shows, so "Publish changes" keeps
  // its state while one of its pages is shown as it will be.
  return (
    <>
      {place.kind === 'review' ? (
        <BeforeAndAfterPage file={place.file} pages={pages} keptDialog={publishing.task?.title} />
      ) : (
        <div className="flex min-h-screen flex-col bg-slate-100 text-slate-900 lg:h-screen">
          <Toolbar
            account={
              team && (
                <TeamBar team={team} onFailure={session.say}>
                  {team.mayPublish && (
                    <WaitingForReviewButton waiting={team.reviews?.waiting} onOpen={() => team.openDialog('waiting')} buttonRef={team.buttons.waiting} />
                  )}
                  <ShareButton onOpen={() => team.openDialog('share')} buttonRef={team.buttons.share} />
                </TeamBar>
              )
            }
            picker={<PagePicker pages={pages} file={known ? file : undefined} onOpen={(next) => open(next)} />}
            actions={
              <>
                <UndoRedoButtons canUndo={Boolean(draft?.past.length)} canRedo={Boolean(draft?.future.length)} onUndo={session.undo} onRedo={session.redo} />
                <SaveButton disabled={!draft} onSave={() => void session.save()} />
                <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />
                <HistoryButton state={publishing.state} onOpen={publishing.openHistory} buttonRef={publishing.historyButton} />
                {team && !team.mayPublish ? (
                  <SendForReviewButton
                    state={publishing.state}
                    mine={team.reviews?.mine}
                    onOpen={() => team.openDialog('send-for-review')}
                    buttonRef={team.buttons['send-for-review']}
                  />
                ) : (
                  <PublishButton state={publishing.state} onOpen={publishing.openPublish} buttonRef={publishing.publishButton} />
                )}
              </>
            }
            status={<StatusLine dirty={session.dirty} message={session.status} />}
            notices={
              team && (
                <>
                  <MyReviewNotice mine={team.reviews?.mine} />
                  <PlannedOutcomeNotices />
                  <PresenceLine file={known && !unknownPlace ? file : undefined} />
                </>
              )
            }
          />
          {session.offer && <RestoreBanner offer={session.offer} onRestore={session.restore} onDiscard={session.discardKept} />}
          {session.conflict && file && (
            <ConflictDialog name={fileInWords(file, pages)} onReload={() => void session.reloadFromDisk()} onKeepEditing={session.keepEditing} />
          )}

          {unknownPlace || session.openFailure ? (
            <NoSuchPage pages={pages} reason={session.openFailure} />
          ) : (
            file && (
              <div className="grid min-h-0 grow grid-cols-1 lg:grid-cols-[minmax(260px,22%)_1fr_minmax(320px,28%)]">
                <nav aria-label="Page outline" className="min-h-0 overflow-y-auto border-slate-300 bg-slate-50 p-3 lg:border-r">
                  {isSite ? (
                    <p className="text-sm text-slate-700">The site settings are one form, on the right. The preview shows the home page with them.</p>
                  ) : (
                    page && (
                      <OutlinePane
                        {...shown}
                        errors={outlineErrors}
                        page={page}
                        sharedUse={workspace?.sharedUse}
                        site={session.preview?.site}
                        tools={<PageTools key={page.file} page={page} pages={pages} onChanged={onPageChanged} say={session.say} />}
                        change={session.change}
                        say={session.say}
                      />
                    )
                  )}
                </nav>
                <PreviewPane preview={session.preview} selected={typeof selection === 'number' ? selection : undefined} onSelect={address.select} />
                <FormPane
                  {...shown}
                  file={file}
                  value={draft?.value}
                  problems={problems}
                  errors={errors}
                  pageChecks={{ errors: checkErrors, failure: session.pageChecks.failure }}
                  preview={session.preview}
                  pages={workspace?.pages}
                  onEdit={session.edit}
                />
              </div>
            )
          )}
        </div>
      )}
      {publishing.task && (
        <PublishDialog
          key={taskKey(publishing.task)}
          task={publishing.task}
          hidden={reviewing}
          unsavedPage={unsavedPage}
          typed={publishing.typed}
          onType={publishing.setTyped}
          onGoToProblem={publishing.goToProblem}
          onFinished={publishing.finished}
          onClose={publishing.closeTask}
          timeZone={team?.mayPublish ? timeZoneOfSettings(workspace?.settings?.value) : undefined}
        />
      )}
      {publishing.historyOpen && (
        <HistoryDialog mayUndo={!team || team.mayPublish} planned={team !== undefined} onUndo={publishing.undo} onClose={publishing.closeHistory} />
      )}
      {team?.dialog === 'send-for-review' && (
        <SendForReviewDialog
          mine={team.reviews?.mine}
          unsavedPage={unsavedPage}
          note={team.reviewNote}
          onNote={team.setReviewNote}
          onGoToProblem={(problem) => {
            team.closeDialog(false);
            publishing.goToProblem(problem);
          }}
          onClose={() => team.closeDialog()}
        />
      )}
      {team?.dialog === 'waiting' && (
        <WaitingForReviewDialog
          waiting={team.reviews?.waiting}
          onOpen={(item) => {
            team.closeDialog(false);
            publishing.openReview(item);
          }}
          onClose={() => team.closeDialog()}
        />
      )}
      {team?.dialog === 'people' && <PeopleDialog me={team.member} onClose={() => team.closeDialog()} />}
      {team?.dialog === 'share' && <ShareDialog unsavedPage={unsavedPage} onClose={() => team.closeDialog()} />}
    </>
  );
}

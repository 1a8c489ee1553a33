/**
 * A photo: the chosen photo as a thumbnail; a picker of the photos already in
 * images/ as thumbnails (marked when too small for the section's slot, schema/imageSlots.ts);
 * an upload button, and the whole field as a drop zone. An upload whose name exists is refused
 * by the server, never overwritten: the refusal is shown with the choice of using the photo
 * already there or saving under another name. Once a photo is chosen, the focus goes to the alt
 * text, with a prompt to say what the photo shows (or to mark it decorative).
 */
import { ImageOff, Images, Upload } from 'lucide-react';
import { type DragEvent, useCallback, useEffect, useId, useState } from 'react';
import { imageSlotOfSection, imageSlots } from '../../../schema/imageSlots';
import type { ImageInfo, SavedImage } from '../../shared/api';
import { addressOf, contentRoutes } from '../../shared/routes';
import { useLatest } from '../ui/useLatest';
import { type ImageServices, useForm, useSectionType, useServices } from './context';
import { Field, type GroupFieldProps } from './Field';
import { GroupFrame, UnknownField } from './GroupFrame';
import { formatPath } from '../ui/jsonPath';
import { insertField, isPlainObject, isRequired, labelOf, lowerFirst, propertyOrder } from './jsonSchema';
import { ownProblems, problemsOfChild } from './fieldProblems';
import { buttonClass, focusRing, helpClass, inputClass, labelClass, primaryButtonClass, stackClass } from '../ui/fieldStyles';

/** The fields this control shows itself; any other field the schema has is shown after them. */
const ownFields = ['src', 'alt', 'decorative'];

export const fileName = (src: string): string => src.split('/').pop() ?? src;

const defaultThumbnailUrl = (src: string, width: number) => addressOf(contentRoutes.thumbnail, { query: { src, w: String(width) } });

/** Whether a name looks like a photo's, so a half-typed name is not sent for a preview. */
const looksLikePhoto = (src: string) => /^\/images\/[^/].*\.(jpe?g|png|webp)$/i.test(src);

/** "roof.jpg" → "roof-2.jpg": a name to offer when "roof.jpg" exists. */
export function anotherName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const numbered = /^(.*)-(\d+)$/.exec(base);
  return numbered ? `${numbered[1]}-${Number(numbered[2]) + 1}${extension}` : `${base}-2${extension}`;
}

type Library = { status: 'idle' | 'loading' | 'ready' | 'failed'; images: ImageInfo[]; error?: string };

/** The photos in images/, listed each time the picker opens (an upload since shows there). */
function useLibrary(service: ImageServices | undefined, active: boolean) {
  const [library, setLibrary] = useState<Library>({ status: 'idle', images: [] });
  const load = useCallback(() => {
    let current = true;
    if (service) {
      setLibrary((previous) => ({ ...previous, status: 'loading' }));
      service.list().then(
        (images) => current && setLibrary({ status: 'ready', images: [...images].sort((a, b) => a.src.localeCompare(b.src)) }),
        (error: unknown) => current && setLibrary({ status: 'failed', images: [], error: error instanceof Error ? error.message : String(error) }),
      );
    }
    return () => {
      current = false;
    };
  }, [service]);
  useEffect(() => (active ? load() : undefined), [active, load]);
  return { ...library, reload: load };
}

type UploadState =
  | { step: 'idle' }
  | { step: 'sending'; name: string }
  | { step: 'failed'; message: string }
  | { step: 'refused'; file: File; refusal: Extract<SavedImage, { saved: false }>; renaming: boolean; newName: string };

export function ImageField({ node, value, path, label, required, problems, actions, onRemove }: GroupFieldProps) {
  const { emit, announce, focusLater } = useForm();
  const { images } = useServices();
  const sectionType = useSectionType();
  const slot = sectionType && Object.hasOwn(imageSlotOfSection, sectionType) ? imageSlots[imageSlotOfSection[sectionType]!] : undefined;
  const photo = isPlainObject(value) ? value : {};
  const src = typeof photo.src === 'string' ? photo.src : '';
  const properties = node.properties ?? {};
  const depth = path.length;
  const id = useId();
  const [picking, setPicking] = useState(src === '' && images !== undefined);
  const [askAlt, setAskAlt] = useState(false);
  const [upload, setUpload] = useState<UploadState>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [previewFailed, setPreviewFailed] = useState('');
  const library = useLibrary(images, picking);
  const latest = useLatest({ photo, path });
  const thumbnail = (source: string, width: number) => (images?.thumbnailUrl ?? defaultThumbnailUrl)(source, width);

  const choose = (chosen: string, how: string) => {
    const { photo, path } = latest.current;
    emit(path, 'src' in photo ? { ...photo, src: chosen } : insertField(photo, 'src', chosen, propertyOrder(node)));
    setPicking(false);
    const needsAlt = !(typeof photo.alt === 'string' && photo.alt.trim()) && photo.decorative !== true;
    setAskAlt(needsAlt);
    announce(`${how} ${fileName(chosen)}.${needsAlt ? ' Now say what the photo shows, in the alt text, or mark it decorative only.' : ''}`);
    focusLater(`[data-path="${CSS.escape(formatPath([...path, 'alt']))}"]`);
  };

  const send = async (file: File, name?: string) => {
    if (!images || upload.step === 'sending') return;
    setUpload({ step: 'sending', name: name ?? file.name });
    let result: SavedImage;
    try {
      result = await images.upload(file, name);
    } catch (error) {
      setUpload({ step: 'failed', message: `The photo could not be sent: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    if (result.saved) {
      setUpload({ step: 'idle' });
      choose(result.src, 'Saved and chose');
    } else {
      setUpload({ step: 'refused', file, refusal: result, renaming: false, newName: anotherName(result.src ? fileName(result.src) : (name ?? file.name)) });
      announce(result.message);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!images) return;
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!images || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };

  const shownKeys = new Set([...Object.keys(properties), ...Object.keys(photo)]);
  const own = ownProblems(problems, depth, (key) => typeof key === 'string' && shownKeys.has(key));
  const otherKeys = Object.keys(properties).filter((key) => !ownFields.includes(key) && key in photo);
  const unknownKeys = Object.keys(photo).filter((key) => !(key in properties));
  const field = (key: string) => (
    <Field
      key={key}
      fieldKey={key}
      node={properties[key]!}
      value={photo[key]}
      path={[...path, key]}
      label={labelOf(properties[key]!, key)}
      required={isRequired(node, key)}
      problems={problemsOfChild(problems, depth, key)}
    />
  );

  return (
    <GroupFrame path={path} label={label} required={required} description={node.description} problems={own} onRemove={onRemove} actions={actions}>
      {/* The whole field takes a dropped photo; the upload button is the way in for keyboards. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for pointers; "Upload a photo" does the same for everyone */}
      <div
        className={`${stackClass} rounded-md ${dragging ? 'outline-2 outline-offset-4 outline-blue-700 outline-dashed' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex h-24 w-32 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100">
            {looksLikePhoto(src) && previewFailed !== src ? (
              <img src={thumbnail(src, 160)} alt={fileName(src)} className="h-full w-full object-cover" onError={() => setPreviewFailed(src)} />
            ) : (
              <ImageOff aria-hidden="true" className="size-6 text-slate-500" />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="truncate text-sm text-slate-900">{src ? fileName(src) : 'No photo chosen yet.'}</p>
            {slot && <p className={`${helpClass} mt-0`}>{`Shown as a ${slot.label}: choose a photo at least ${slot.minWidth} pixels wide.`}</p>}
            {images && (
              <div>
                <button
                  type="button"
                  className={buttonClass}
                  aria-expanded={picking}
                  aria-controls={picking ? `${id}picker` : undefined}
                  onClick={() => setPicking(!picking)}
                >
                  <Images aria-hidden="true" className="size-4" />
                  {picking ? 'Close the photos' : src ? 'Choose another photo' : 'Choose a photo'}
                </button>
              </div>
            )}
          </div>
        </div>

        {images && picking && (
          <div id={`${id}picker`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
            <div className="flex flex-wrap items-center gap-3">
              <label
                className={`${buttonClass} cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700`}
              >
                <Upload aria-hidden="true" className="size-4" />
                Upload a photo
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="sr-only"
                  disabled={upload.step === 'sending'}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void send(file);
                  }}
                />
              </label>
              <p className={`${helpClass} mt-0`}>JPEG, PNG or WebP, or drop one onto this field.</p>
            </div>
            <UploadStatus upload={upload} setUpload={setUpload} send={send} choose={choose} id={id} />
            <Thumbnails library={library} current={src} minWidth={slot?.minWidth} slotLabel={slot?.label} thumbnail={thumbnail} choose={choose} />
          </div>
        )}

        {field('src')}
        {askAlt && !(typeof photo.alt === 'string' && photo.alt.trim()) && photo.decorative !== true && (
          <p className="rounded-md border-l-4 border-blue-700 bg-blue-50 px-3 py-2 text-sm text-slate-900">
            Now say what the photo shows, for people who cannot see it, or tick “{lowerFirst(labelOf(properties.decorative ?? {}, 'decorative'))}” if it says
            nothing the text does not.
          </p>
        )}
        {'alt' in properties && field('alt')}
        {'decorative' in properties && field('decorative')}
        {otherKeys.map((key) => (
          <div key={key} className="flex flex-col gap-2">
            {field(key)}
            <div>
              <button
                type="button"
                className={buttonClass}
                onClick={() => {
                  emit([...path, key], undefined);
                  announce(`${labelOf(properties[key]!, key)} removed.`);
                  focusLater(`[data-path="${CSS.escape(formatPath([...path, 'src']))}"]`);
                }}
              >
                Remove {lowerFirst(labelOf(properties[key]!, key))}
              </button>
            </div>
          </div>
        ))}
        {unknownKeys.map((key) => (
          <UnknownField key={key} path={[...path, key]} name={key} value={photo[key]} problems={problemsOfChild(problems, depth, key)} />
        ))}
      </div>
    </GroupFrame>
  );
}

function UploadStatus({
  upload,
  setUpload,
  send,
  choose,
  id,
}: {
  upload: UploadState;
  setUpload: (upload: UploadState) => void;
  send: (file: File, name?: string) => Promise<void>;
  choose: (src: string, how: string) => void;
  id: string;
}) {
  if (upload.step === 'idle') return null;
  if (upload.step === 'sending') {
    return (
      <p role="status" className="text-sm text-slate-800">
        Uploading {upload.name}…
      </p>
    );
  }
  if (upload.step === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-300 bg-red-50 p-3">
        <p className="text-sm font-medium text-red-900">{upload.message}</p>
        <button type="button" className={buttonClass} onClick={() => setUpload({ step: 'idle' })}>
          OK
        </button>
      </div>
    );
  }
  const { refusal, file, renaming, newName } = upload;
  const existing = refusal.reason === 'exists' ? refusal.src : undefined;
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-medium text-amber-950">{refusal.message}</p>
      {renaming ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}rename`} className={labelClass}>
            New file name
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={`${id}rename`}
              type="text"
              autoComplete="off"
              spellCheck={false}
              // The user asked for this field with the button just before it.
              // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to rename
              autoFocus
              value={newName}
              onChange={(event) => setUpload({ ...upload, newName: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && newName.trim()) {
                  event.preventDefault();
                  void send(file, newName.trim());
                }
              }}
              className={`${inputClass} max-w-xs`}
            />
            <button type="button" className={primaryButtonClass} disabled={!newName.trim()} onClick={() => void send(file, newName.trim())}>
              Save under this name
            </button>
            <button type="button" className={buttonClass} onClick={() => setUpload({ step: 'idle' })}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {existing && (
            <>
              <button
                type="button"
                className={buttonClass}
                onClick={() => {
                  setUpload({ step: 'idle' });
                  choose(existing, 'Chose the photo already there,');
                }}
              >
                Use the existing photo {fileName(existing)}
              </button>
              <button type="button" className={buttonClass} onClick={() => setUpload({ ...upload, renaming: true })}>
                Save under another name
              </button>
            </>
          )}
          <button type="button" className={buttonClass} onClick={() => setUpload({ step: 'idle' })}>
            {existing ? 'Cancel' : 'OK'}
          </button>
        </div>
      )}
    </div>
  );
}

function Thumbnails({
  library,
  current,
  minWidth,
  slotLabel,
  thumbnail,
  choose,
}: {
  library: Library & { reload: () => unknown };
  current: string;
  minWidth: number | undefined;
  slotLabel: string | undefined;
  thumbnail: (src: string, width: number) => string;
  choose: (src: string, how: string) => void;
}) {
  if (library.status === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium text-red-900">The photos could not be listed: {library.error}</p>
        <button type="button" className={buttonClass} onClick={library.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (library.status !== 'ready' && library.images.length === 0) {
    return (
      <p role="status" className="text-sm text-slate-800">
        Loading the photos…
      </p>
    );
  }
  if (library.images.length === 0) return <p className="text-sm text-slate-800">The images folder has no photos yet: upload one.</p>;
  return (
    <ul aria-label="Photos in the images folder" className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
      {library.images.map((image) => {
        const name = fileName(image.src);
        const small = minWidth !== undefined && image.width < minWidth;
        return (
          <li key={image.src}>
            <button
              type="button"
              aria-pressed={image.src === current}
              onClick={() => choose(image.src, 'Chose')}
              className={`flex w-full flex-col gap-1 rounded-md border bg-white p-1.5 text-left hover:border-slate-500 aria-pressed:border-blue-700 aria-pressed:ring-2 aria-pressed:ring-blue-700 ${focusRing} border-slate-300`}
            >
              <img
                src={thumbnail(image.src, 160)}
                alt={name}
                width={160}
                height={120}
                loading="lazy"
                className="aspect-4/3 w-full rounded bg-slate-100 object-cover"
              />
              <span aria-hidden="true" className="truncate text-xs font-medium text-slate-900">
                {name}
              </span>
              <span className="text-xs text-slate-700">
                {image.width} × {image.height} px
              </span>
              {small && <span className="text-xs font-medium text-amber-900">{`Too small for a ${slotLabel}: needs ${minWidth} px`}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

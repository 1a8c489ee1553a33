/**
 * A photo field: the photos already in the images folder as thumbnails to pick from, an upload
 * (stored under a safe name; a name that exists is never overwritten), then the alt text, or the
 * mark that the photo only decorates.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ImageInfo, JsonPath } from '../../shared/api';
import { fieldId, pathKey, useForm } from './FormContext';
import type { JsonSchema } from './schema';

export function ImageField({ schema, path, value }: { schema: JsonSchema; path: JsonPath; value: unknown }) {
  const { onChange, images, problems } = useForm();
  const photo = (value && typeof value === 'object' ? value : {}) as { src?: string; alt?: string; decorative?: boolean };
  const [library, setLibrary] = useState<ImageInfo[] | undefined>();
  const [notice, setNotice] = useState('');
  const altInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const altId = fieldId([...path, 'alt']);
  const srcProblems = problems.get(pathKey([...path, 'src'])) ?? [];
  const altProblems = [...(problems.get(pathKey([...path, 'alt'])) ?? []), ...(problems.get(pathKey(path)) ?? [])];

  useEffect(() => {
    let current = true;
    images.list().then(
      (list) => current && setLibrary(list),
      () => current && setNotice('The photos could not be listed.'),
    );
    return () => {
      current = false;
    };
  }, [images]);

  const choose = (src: string) => {
    onChange([...path, 'src'], src);
    // The next thing a photo needs is its description: ask for it right away.
    requestAnimationFrame(() => altInput.current?.focus());
  };

  const upload = async (file: File) => {
    setNotice(`Uploading ${file.name}…`);
    const saved = await images.upload(file);
    if (saved.saved) {
      setLibrary(await images.list());
      setNotice(`${file.name} was added as ${saved.src}. Now describe what it shows.`);
      choose(saved.src);
    } else if (saved.reason === 'exists' && saved.src) {
      setNotice(`Not uploaded: ${saved.message}. Pick it below if it is the same photo, or rename your file and upload it again.`);
    } else {
      setNotice(`Not uploaded: ${saved.message}.`);
    }
  };

  return (
    <div className="space-y-2">
      {schema.description && <p className="text-xs text-slate-600">{schema.description}</p>}
      <fieldset
        className="max-h-56 overflow-y-auto"
        aria-describedby={srcProblems.length ? `${fieldId([...path, 'src'])}-problem` : undefined}
        aria-invalid={srcProblems.length ? true : undefined}
      >
        <legend className="text-sm font-semibold text-slate-800">Photo</legend>
        {library === undefined ? (
          <p className="text-xs text-slate-600">Loading the photos…</p>
        ) : library.length === 0 ? (
          <p className="text-xs text-slate-600">No photos yet: upload one.</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2">
            {library.map((image) => (
              <li key={image.src}>
                <label className="block cursor-pointer rounded-md border-2 border-transparent p-0.5 has-checked:border-blue-700 has-focus-visible:outline-2 has-focus-visible:outline-blue-600">
                  <input type="radio" className="sr-only" name={`${pathKey(path)}-src`} checked={photo.src === image.src} onChange={() => choose(image.src)} />
                  <img
                    src={images.thumbnailUrl(image.src)}
                    alt={image.src.replace(/^\/images\//, '')}
                    className="aspect-video w-full rounded object-cover"
                    loading="lazy"
                  />
                  <span className="block truncate text-[11px] text-slate-700">
                    {image.src.replace(/^\/images\//, '')} · {image.width}×{image.height}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {srcProblems.length > 0 && (
          <p id={`${fieldId([...path, 'src'])}-problem`} className="mt-1 text-sm font-medium text-red-700">
            {srcProblems.map((p) => p.message).join(' · ')}
          </p>
        )}
      </fieldset>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the file input inside is the way for keyboards and screen readers. */}
      <div
        className="rounded-md border-2 border-dashed border-slate-300 p-2 text-xs text-slate-600"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          const file = event.dataTransfer.files[0];
          if (file) void upload(file);
        }}
      >
        <label htmlFor={uploadId} className="font-semibold text-slate-800">
          Upload a photo (JPEG, PNG or WebP), or drop it here
        </label>
        <input
          id={uploadId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-1 block text-xs"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
            event.target.value = '';
          }}
        />
      </div>
      <p role="status" className="text-xs text-slate-700">
        {notice}
      </p>
      <div>
        <label htmlFor={altId} className="text-sm font-semibold text-slate-800">
          What the photo shows (alt text)
        </label>
        <input
          ref={altInput}
          id={altId}
          type="text"
          disabled={photo.decorative === true}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100 aria-invalid:border-red-600"
          value={photo.alt ?? ''}
          aria-invalid={altProblems.length ? true : undefined}
          aria-describedby={altProblems.length ? `${altId}-problem` : undefined}
          onChange={(event) => onChange([...path, 'alt'], event.target.value === '' ? undefined : event.target.value)}
        />
        {altProblems.length > 0 && (
          <p id={`${altId}-problem`} className="mt-1 text-sm font-medium text-red-700">
            {altProblems.map((p) => p.message).join(' · ')}
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-blue-700"
          checked={photo.decorative === true}
          onChange={(event) => onChange([...path, 'decorative'], event.target.checked ? true : undefined)}
        />
        Only decorates (says nothing the text does not)
      </label>
    </div>
  );
}

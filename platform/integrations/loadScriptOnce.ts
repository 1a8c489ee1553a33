/**
 * Adds an async <script> for a third-party URL unless the document already has it, however
 * many components ask. The URLs come from site.config.json only.
 *
 * A page the browser prerenders because the visitor may open it (engine/build/speculationRules.ts)
 * adds its scripts only once it is actually shown: a call-tracking session or a form view must
 * not be counted for a page nobody opened.
 */
export interface LoadedScript {
  element: HTMLScriptElement;
  /** Settles when the script has loaded; rejects if it failed or was blocked. */
  ready: Promise<void>;
}

const loaded = new Map<string, LoadedScript>();

export function loadScriptOnce(src: string, attributes: Record<string, string> = {}): LoadedScript {
  const existing = loaded.get(src);
  if (existing?.element.isConnected) return existing;
  const present = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  const element = present ?? document.createElement('script');
  const ready = new Promise<void>((resolve, reject) => {
    if (present && present.dataset.loaded === 'true') return resolve();
    element.addEventListener('load', () => {
      element.dataset.loaded = 'true';
      resolve();
    });
    element.addEventListener('error', () => reject(new Error(`The script ${src} could not load.`)));
  });
  if (!present) {
    element.src = src;
    element.async = true;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    whenShown(() => document.body.append(element));
  }
  const script = { element, ready };
  loaded.set(src, script);
  return script;
}

function whenShown(action: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', action, { once: true });
  else action();
}

/** Removes a script added by `loadScriptOnce`, so it can be added fresh later. */
export function removeScript(src: string): void {
  loaded.get(src)?.element.remove();
  loaded.delete(src);
  for (const script of document.querySelectorAll<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`)) script.remove();
}

/**
 * A link field: an editable combobox (the WAI-ARIA pattern "combobox with
 * list autocomplete") offering the site's pages by title and path, which also takes any address
 * typed in: https://, tel:, mailto:, a #anchor. Under it, in words, where the link goes, or why
 * the site would refuse it (the schema's own message), so nothing typed is rejected silently.
 *
 * Link fields are the ones the schemas mark as links (schema/links.ts): the same ones the
 * validator checks and a page move carries along.
 */
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import type { PageSummary } from '../../shared/api';
import { type LinkKind, linkKind } from '../../../schema/links';
import { linkTarget } from '../../../schema/paths';
import { useForm, useServices } from './context';
import { describedBy, type FieldProps, FieldFrame, useFieldIds } from './FieldFrame';
import { pathKey } from './jsonPath';
import type { JsonSchema } from './jsonSchema';
import { focusRing, inputClass } from './styles';

const noPages: readonly PageSummary[] = [];
const placeholders: Record<LinkKind, string> = {
  page: 'A page of this site',
  'page-or-https': 'A page, or https://…',
  any: 'A page, or https://…, tel:…, mailto:…',
};

/** Where a link goes, in words; or, for one the site refuses, the schema's reason. */
export function linkStatus(text: string, pages: readonly PageSummary[], node: JsonSchema): { tone: 'info' | 'warning'; message: string } | undefined {
  if (!text) return undefined;
  if (node.pattern && !new RegExp(node.pattern).test(text)) {
    return { tone: 'warning', message: node.patternErrorMessage ?? 'The site does not accept this address.' };
  }
  if (text.startsWith('/')) {
    const target = linkTarget(text);
    const page = pages.find((p) => p.path === target);
    const anchor = text.slice(target.length);
    if (page) return { tone: 'info', message: `Goes to the page “${page.title}” (${page.path})${anchor ? `, at ${anchor}` : ''}.` };
    return pages.length ? { tone: 'warning', message: `No page of this site has the address ${target}.` } : undefined;
  }
  if (text.startsWith('#')) return { tone: 'info', message: `Goes to “${text}” on the same page.` };
  if (text.startsWith('https://')) {
    try {
      return { tone: 'info', message: `Goes to ${new URL(text).host}, outside this site.` };
    } catch {
      return { tone: 'warning', message: 'This address is not complete yet.' };
    }
  }
  if (text.startsWith('tel:')) return { tone: 'info', message: `Calls ${text.slice(4) || '…'}.` };
  if (text.startsWith('mailto:')) return { tone: 'info', message: `Opens an e-mail to ${text.slice(7) || '…'}.` };
  return undefined;
}

export function LinkField({ node, value, path, label, required, problems, actions }: FieldProps) {
  const { emit } = useForm();
  const pages = useServices().pages ?? noPages;
  const ids = useFieldIds();
  const listId = `${ids.control}pages`;
  const statusId = `${ids.control}status`;
  const optionId = (index: number) => `${ids.control}page${index}`;
  const text = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  // What the list is filtered by: the text typed since the list opened; null shows every page.
  const [filter, setFilter] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const options = useMemo(() => {
    const query = (filter ?? '').trim().toLowerCase();
    return query ? pages.filter((page) => page.title.toLowerCase().includes(query) || page.path.toLowerCase().includes(query)) : pages;
  }, [pages, filter]);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${ids.control}page${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, ids.control]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (page: PageSummary) => {
    emit(path, page.path);
    close();
  };
  const openAll = () => {
    setFilter(null);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        // Opens on every page, at the page the link goes to now (or the first).
        openAll();
        if (!event.altKey)
          setActive(
            Math.max(
              0,
              pages.findIndex((page) => page.path === linkTarget(text)),
            ),
          );
      } else setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      if (open && active >= 0 && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    }
  };

  const status = problems.length ? undefined : linkStatus(text, pages, node);
  return (
    <FieldFrame ids={ids} label={label} required={required} description={node.description} problems={problems} actions={actions}>
      <div className="relative">
        <input
          id={ids.control}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && options[active] ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholders[linkKind(node) ?? 'any']}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            emit(path, next === '' && !required ? undefined : next);
            setFilter(next);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          data-path={pathKey(path)}
          className={`${inputClass} pr-12`}
          {...describedBy(ids, node.description, problems, status && statusId)}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Pages for ${label}`}
          aria-expanded={open}
          aria-controls={listId}
          // Keeps the focus in the text box, where the keyboard works the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (open ? close() : openAll())}
          className={`absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-700 hover:bg-slate-100 ${focusRing}`}
        >
          <ChevronDown aria-hidden="true" className="size-5" />
        </button>
        <div
          id={listId}
          role="listbox"
          aria-label={`Pages of the site for ${label}`}
          hidden={!open || options.length === 0}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {options.map((page, index) => (
            // Keyboard use is on the text box (aria-activedescendant); a click chooses without taking the focus.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box handles the keys for its options
            <div
              key={page.path}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(page)}
              className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 ${index === active ? 'bg-blue-700 text-white' : 'text-slate-900 hover:bg-slate-100'}`}
            >
              <span className="text-sm font-medium">{page.title}</span>
              <span className={`text-xs ${index === active ? 'text-blue-50' : 'text-slate-600'}`}>{page.path}</span>
            </div>
          ))}
        </div>
      </div>
      {status && (
        <p id={statusId} className={`text-sm ${status.tone === 'warning' ? 'font-medium text-amber-900' : 'text-slate-700'}`}>
          {status.message}
        </p>
      )}
    </FieldFrame>
  );
}

/**
 * The site's pages to choose from, by title and path: an editable combobox (the WAI-ARIA pattern
 * "combobox with list autocomplete") that also takes any text typed in. Link fields are made of
 * it (LinkField.tsx), and so is any question that asks for a page (where a deleted page's
 * visitors go). Its label is the caller's, tied to it by `id`.
 */
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import type { PageSummary } from '../../shared/api';
import { linkTarget } from '../../../schema/paths';
import { focusRing, inputClass } from './fieldStyles';
import { matchingPages } from './pageSearch';

export interface PageComboboxProps {
  /** The text box's id, which its label names. */
  id: string;
  /** The label's words, for the names of the list and its button. */
  label: string;
  value: string;
  pages: readonly PageSummary[];
  /** Text typed, or a page's path chosen from the list. */
  onChange: (text: string) => void;
  placeholder: string;
  /** The text box's description and state, for assistive technology. */
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Where the field is in its file, for the editor to find it (a link field's). */
  dataPath?: string;
  /** The list takes its place below the text box instead of covering what follows (in a dialog, which would cut it off). */
  listInFlow?: boolean;
}

/** Where a link goes, in words; or, for one the site refuses, the schema's reason. */
export function linkStatus(
  text: string,
  pages: readonly PageSummary[],
  rule: { pattern?: string; patternErrorMessage?: string },
): { tone: 'info' | 'warning'; message: string } | undefined {
  if (!text) return undefined;
  if (rule.pattern && !new RegExp(rule.pattern).test(text)) {
    return { tone: 'warning', message: rule.patternErrorMessage ?? 'The site does not accept this address.' };
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

/** What makes a text box the combobox of a list of pages (`activeId`: the option the keyboard is on, if the list shows). */
export const comboboxAttributes = (open: boolean, listId: string, activeId: string | undefined) =>
  ({
    type: 'text',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': activeId,
    autoComplete: 'off',
    spellCheck: false,
  }) as const;

export function PageCombobox({ id, label, value, pages, onChange, placeholder, dataPath, listInFlow, ...aria }: PageComboboxProps) {
  const listId = `${id}pages`;
  const optionId = (index: number) => `${id}page${index}`;
  const [open, setOpen] = useState(false);
  // What the list is filtered by: the text typed since the list opened; null shows every page.
  const [filter, setFilter] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  // Made only while the list shows: a form may hold many link fields, and a site a thousand pages.
  const options = useMemo(() => (open ? matchingPages(pages, filter ?? '') : []), [open, pages, filter]);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}page${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (page: PageSummary) => {
    onChange(page.path);
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
        // Opens on every page, at the page the text names now (or the first).
        openAll();
        if (!event.altKey)
          setActive(
            Math.max(
              0,
              pages.findIndex((page) => page.path === linkTarget(value)),
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

  return (
    <div className="relative">
      <div className="relative">
        <input
          id={id}
          {...comboboxAttributes(open, listId, open && active >= 0 && options[active] ? optionId(active) : undefined)}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setFilter(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          data-path={dataPath}
          className={`${inputClass} pr-12`}
          {...aria}
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
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={`Pages of the site for ${label}`}
        hidden={!open || options.length === 0}
        className={`${listInFlow ? 'max-h-60' : 'absolute inset-x-0 top-full z-20 max-h-72 shadow-lg'} mt-1 overflow-auto rounded-md border border-slate-300 bg-white py-1`}
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
  );
}

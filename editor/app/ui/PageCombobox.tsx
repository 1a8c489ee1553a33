/**
 * The site's pages to choose from, by title and path: the editor's combobox (Combobox.tsx) where
 * the text typed is the value, so it also takes any address typed in. Link fields are made of
 * it (LinkField.tsx), and so is any question that asks for a page (where a deleted page's
 * visitors go). Its label is the caller's, tied to it by `id`.
 */
import { useCallback } from 'react';
import type { PageSummary } from '../../shared/api';
import { linkTarget } from '../../../schema/paths';
import { Combobox } from './Combobox';
import { inputClass } from './fieldStyles';
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

export function PageCombobox({ id, label, value, pages, onChange, placeholder, dataPath, listInFlow, ...aria }: PageComboboxProps) {
  const find = useCallback((words: string | null) => [{ options: matchingPages(pages, words ?? '') }], [pages]);
  const target = linkTarget(value);
  return (
    <Combobox
      id={id}
      text={value}
      onText={onChange}
      find={find}
      // The list opens at the page the text names now.
      named={(page) => page.path === target}
      onChoose={(page) => onChange(page.path)}
      optionKey={(page) => page.path}
      renderOption={(page, active) => (
        <>
          <span className="text-sm font-medium">{page.title}</span>
          <span className={`text-xs ${active ? 'text-blue-50' : 'text-slate-600'}`}>{page.path}</span>
        </>
      )}
      listLabel={`Pages of the site for ${label}`}
      buttonLabel={`Pages for ${label}`}
      inputClassName={`${inputClass} pr-12`}
      popupClassName={listInFlow ? '' : 'absolute inset-x-0 top-full z-20 shadow-lg'}
      listClassName={listInFlow ? 'max-h-60' : 'max-h-72'}
      input={{ placeholder, 'data-path': dataPath, ...aria }}
    />
  );
}

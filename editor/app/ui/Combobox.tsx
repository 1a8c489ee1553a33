/**
 * The editor's combobox (the WAI-ARIA pattern "combobox with list autocomplete"), on Downshift's
 * useCombobox: a text box, a button that shows every option, and a list under the box that the
 * keyboard works from the box (aria-activedescendant). The toolbar's "Page" (toolbar/PagePicker.tsx)
 * and the link fields' pages (PageCombobox.tsx) are made of it.
 *
 * Typing opens the list on the options with every word typed since it opened; Down, the button (or
 * a tap, in a box whose words only find) opens it on every option, at the one the box names. Down
 * and Up move, stopping at the ends, Page Down and Page Up by ten, Home and End go to the first and
 * the last; Enter chooses the option the keyboard is on, or the first found when words were typed,
 * and leaves the key alone when it would choose nothing (a dialog's form may take it); Escape and
 * leaving the box close the list, choosing nothing. The options are drawn only while the list shows.
 */
import { useCombobox } from 'downshift';
import { ChevronDown } from 'lucide-react';
import { type InputHTMLAttributes, type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { focusRing } from './fieldStyles';

export interface ComboboxGroup<Option> {
  /** Said above its options (a group of the list); none for a list of one group. */
  label?: string;
  options: readonly Option[];
}

export interface ComboboxProps<Option> {
  /** The text box's id, which its label names. */
  id: string;
  /** What the box says: the field's text; or, in a box whose words only find, what it names until words are typed. */
  text: string;
  /**
   * The text typed is the field's value, and any text is taken (a link field). Without it, the
   * words typed only find an option; closing the list puts `text` back, and a tap or the button
   * opens the list with the text chosen, so that typing replaces it.
   */
  onText?: (text: string) => void;
  /** The options with every word typed since the list opened (null: it opened on every one), in groups. Keep it the same function while the options are the same. */
  find: (words: string | null) => readonly ComboboxGroup<Option>[];
  /** The option the box names now, at which the list opens on every option. */
  named: (option: Option) => boolean;
  onChoose: (option: Option) => void;
  optionKey: (option: Option) => string;
  /** An option's words: its accessible name. `active`: the keyboard is on it. */
  renderOption: (option: Option, active: boolean) => ReactNode;
  /** The option that is the page the editor shows (aria-current). */
  currentPage?: (option: Option) => boolean;
  listLabel: string;
  buttonLabel: string;
  /** Said as the list changes, above it (a live region): how many options the words found. */
  status?: (words: string | null, found: number) => string;
  className?: string;
  inputClassName: string;
  /** Where the list shows and how wide: over what follows the box (absolute), or in the flow. */
  popupClassName: string;
  /** How tall the list grows before it scrolls. */
  listClassName: string;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'enterKeyHint' | 'aria-describedby' | 'aria-invalid'> & { 'data-path'?: string };
}

const { stateChangeTypes: changeTypes } = useCombobox;
/** How far each key moves the keyboard along an open list. */
const steps: Partial<Record<string, number>> = {
  [changeTypes.InputKeyDownArrowDown]: 1,
  [changeTypes.InputKeyDownArrowUp]: -1,
  [changeTypes.InputKeyDownPageDown]: 10,
  [changeTypes.InputKeyDownPageUp]: -10,
};

export function Combobox<Option>({
  id,
  text,
  onText,
  find,
  named,
  onChoose,
  optionKey,
  renderOption,
  currentPage,
  listLabel,
  buttonLabel,
  status,
  className = 'relative',
  inputClassName,
  popupClassName,
  listClassName,
  input,
}: ComboboxProps<Option>) {
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option${index}`;
  // The words typed since the list opened; null while it shows every option (or none).
  const [words, setWords] = useState<string | null>(null);
  const groups = useMemo(() => find(words), [find, words]);
  const found = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const box = useRef<HTMLInputElement>(null);

  /** The option Enter chooses at `highlighted`: that one, or the first found when words were typed; -1 for none. */
  const choiceOnEnter = (highlighted: number) => (highlighted >= 0 ? highlighted : words?.trim() && found.length > 0 ? 0 : -1);

  const { isOpen, highlightedIndex, getInputProps, getToggleButtonProps, getMenuProps, getItemProps } = useCombobox<Option>({
    items: found,
    inputId: id,
    menuId: listId,
    toggleButtonId: `${id}button`,
    labelId: `${id}label`,
    getItemId: optionId,
    // Nothing stays chosen in the combobox: a choice goes to onChoose, and the box says what the caller makes of it.
    selectedItem: null,
    inputValue: onText ? text : (words ?? text),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem != null) onChoose(selectedItem);
    },
    onIsOpenChange: ({ isOpen }) => {
      if (!isOpen) setWords(null);
    },
    // Where this combobox's keys and pointer differ from Downshift's own.
    stateReducer: (state, { type, changes, altKey, props: { items } }) => {
      const opensAt = () => items.findIndex(named);
      const step = steps[type];
      if (step !== undefined) {
        // Down opens the list at the option named (the first, if none is), Alt+Down with the keyboard on none; in the list, the keys stop at its ends.
        if (!state.isOpen) return { ...changes, highlightedIndex: altKey ? -1 : Math.max(opensAt(), 0) };
        return { highlightedIndex: Math.min(Math.max(state.highlightedIndex + step, 0), items.length - 1) };
      }
      switch (type) {
        case changeTypes.ToggleButtonClick:
          return changes.isOpen ? { ...changes, highlightedIndex: opensAt() } : changes;
        case changeTypes.InputClick:
          // A tap opens a box whose words only find; a link field's box takes the caret.
          return !onText && !state.isOpen ? { ...changes, highlightedIndex: opensAt() } : {};
        case changeTypes.InputKeyDownEnter: {
          const at = choiceOnEnter(state.highlightedIndex);
          return at < 0 ? {} : { isOpen: false, highlightedIndex: -1, selectedItem: items[at] ?? null };
        }
        case changeTypes.InputBlur:
          // Leaving the box chooses nothing, even with the keyboard on an option.
          return { isOpen: false, highlightedIndex: -1 };
        case changeTypes.ItemMouseMove:
        case changeTypes.MenuMouseLeave:
          // The pointer shows where it is by the hover colour; the keyboard's option stays.
          return {};
        default:
          return changes;
      }
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys left to the text box and to what holds it (a dialog closes on Escape, a form sends on Enter).
    const leftAlone = isOpen ? event.key === 'Enter' && choiceOnEnter(highlightedIndex) < 0 : event.key === 'ArrowUp' || event.key === 'Escape';
    if (leftAlone) (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
  };
  /** Opening on every option in a box whose words only find: its text is chosen, so that typing replaces it. */
  const chooseText = () => {
    if (onText || isOpen) return;
    box.current?.focus();
    box.current?.select();
  };

  let index = -1;
  const optionOf = (option: Option) => {
    index += 1;
    const active = index === highlightedIndex;
    return (
      <div
        key={optionKey(option)}
        {...getItemProps({ item: option, index, 'aria-disabled': undefined })}
        tabIndex={-1}
        aria-current={currentPage?.(option) ? 'page' : undefined}
        className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 ${active ? 'bg-blue-700 text-white' : 'text-slate-900 hover:bg-slate-100'}`}
      >
        {renderOption(option, active)}
      </div>
    );
  };

  return (
    <div className={className}>
      <div className="relative">
        <input
          {...getInputProps({
            ref: box,
            type: 'text',
            spellCheck: false,
            // The caller's label names the box (by its id).
            'aria-labelledby': undefined,
            'aria-activedescendant': isOpen && found[highlightedIndex] !== undefined ? optionId(highlightedIndex) : undefined,
            onChange: (event) => {
              // In the same event as Downshift's, so the box never shows a step behind the keys (nor jumps its caret).
              setWords(event.currentTarget.value);
              onText?.(event.currentTarget.value);
            },
            onClick: chooseText,
            onKeyDown,
            className: inputClassName,
            ...input,
          })}
        />
        <button
          type="button"
          {...getToggleButtonProps({
            'aria-label': buttonLabel,
            // Keeps the focus in the text box, where the keyboard works the list.
            onMouseDown: (event) => event.preventDefault(),
            onClick: chooseText,
            className: `absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-700 hover:bg-slate-100 ${focusRing}`,
          })}
        >
          <ChevronDown aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* Pressing on the list's labels or its count keeps the focus in the text box too. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a press here only keeps the focus in the text box, whose keys work the list */}
      <div
        hidden={!isOpen || (!status && found.length === 0)}
        onMouseDown={(event) => event.preventDefault()}
        className={`${popupClassName} mt-1 rounded-md border border-slate-300 bg-white`}
      >
        {status && (
          <p aria-live="polite" className="border-b border-slate-200 px-3 py-1.5 text-xs text-slate-600">
            {isOpen ? status(words, found.length) : ''}
          </p>
        )}
        <div
          {...getMenuProps({
            'aria-label': listLabel,
            hidden: found.length === 0,
            className: `${listClassName} overflow-y-auto overscroll-contain py-1`,
          })}
        >
          {isOpen &&
            groups.map((group, at) =>
              group.label === undefined ? (
                group.options.map(optionOf)
              ) : (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options by role; a fieldset holds form fields
                <div key={group.label} role="group" aria-labelledby={`${id}group${at}`}>
                  <div
                    id={`${id}group${at}`}
                    role="presentation"
                    className="sticky top-0 bg-slate-100 px-3 py-1 text-xs font-bold tracking-wide text-slate-700 uppercase"
                  >
                    {group.label}
                  </div>
                  {group.options.map(optionOf)}
                </div>
              ),
            )}
        </div>
      </div>
    </div>
  );
}

import { useCombobox } from 'downshift';
import { useRef, useState } from 'react';
import type { FilterOption } from './filter-select';
import styles from './filter-select.module.css';

export interface FilterPanelProps {
  label: string;
  options: readonly FilterOption[];
  value: string;
  allValue: string;
  searchPlaceholder: string;
  clearLabel: string;
  noMatchText: string;
  /** The listbox's id, which the trigger controls. */
  listId: string;
  initialSearch: string;
  /** Opened from the keyboard: the search box takes focus. Opened by a tap it waits for one, so the phone keyboard stays down. */
  focusSearch: boolean;
  onChange: (value: string) => void;
  /** An option was chosen, even the current one: the panel closes. */
  onDone: () => void;
}

const { stateChangeTypes } = useCombobox;
const normalise = (search: string) => search.trim().toLowerCase();

/** All (never hidden) plus the options whose label contains the search, ignoring case. */
function shown(options: readonly FilterOption[], search: string, allValue: string) {
  const query = normalise(search);
  return options.filter((o) => o.value === allValue || !query || o.label.toLowerCase().includes(query));
}

/**
 * The open part of FilterSelect: a search box over the options, as a combobox whose highlighted
 * option is announced through aria-activedescendant. It is built anew on each opening, so it
 * starts with an empty search and the current option highlighted.
 */
export function FilterPanel({
  label,
  options,
  value,
  allValue,
  searchPlaceholder,
  clearLabel,
  noMatchText,
  listId,
  initialSearch,
  focusSearch,
  onChange,
  onDone,
}: FilterPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState(initialSearch);
  // Downshift focuses the search box whenever its list is open: after a tap, it opens once the user is in the box.
  const [engaged, setEngaged] = useState(focusSearch);
  const visible = shown(options, search, allValue);
  /** The current option, or while typing the first match but All, so Enter picks it. */
  const highlightFor = (text: string) => {
    const list = shown(options, text, allValue);
    return list.findIndex((o) => (normalise(text) ? o.value !== allValue : o.value === value));
  };

  const { getInputProps, getMenuProps, getItemProps, highlightedIndex, setHighlightedIndex } =
    useCombobox<FilterOption>({
      items: visible,
      // The trigger's aria-controls names the list too: one id for both, or the input points nowhere.
      menuId: listId,
      itemToString: (o) => o?.label ?? '',
      isOpen: engaged,
      inputValue: search,
      initialHighlightedIndex: highlightFor(initialSearch),
      onInputValueChange: ({ inputValue }) => setSearch(inputValue),
      onIsOpenChange: ({ isOpen }) => isOpen && setEngaged(true),
      // Nothing is chosen in a new panel, so choosing the current option is a change too, and closes it.
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        if (selectedItem.value !== value) onChange(selectedItem.value);
        onDone();
      },
      stateReducer: (state, { type, changes }) => {
        switch (type) {
          // FilterSelect closes the panel itself: on Escape, a tap outside, or Tab away (picking nothing).
          case stateChangeTypes.InputKeyDownEscape:
          case stateChangeTypes.InputBlur:
            return state;
          // A tap in the box opens the list; another keeps it open.
          case stateChangeTypes.InputClick:
            return state.isOpen ? state : changes;
          case stateChangeTypes.InputChange:
            return { ...changes, highlightedIndex: highlightFor(changes.inputValue ?? '') };
          default:
            return changes;
        }
      },
    });

  const clear = () => {
    setSearch('');
    setHighlightedIndex(options.findIndex((o) => o.value === allValue));
    if (value !== allValue) onChange(allValue);
    // The button disappears once there is nothing to clear; keep focus in the panel.
    input.current?.focus();
  };
  const canClear = search !== '' || value !== allValue;

  return (
    <div className={styles.panel}>
      <div className={styles.searchRow}>
        <input
          {...getInputProps({
            ref: input,
            type: 'search',
            className: styles.search,
            placeholder: searchPlaceholder,
            'aria-label': searchPlaceholder,
            enterKeyHint: 'search',
            onFocus: () => setEngaged(true),
          })}
        />
        {canClear && (
          <button type="button" className={styles.clear} aria-label={clearLabel} onClick={clear}>
            ×
          </button>
        )}
      </div>
      <ul {...getMenuProps({ className: styles.list, 'aria-label': label })}>
        {visible.map((o, index) => (
          <li
            key={o.value}
            {...getItemProps({
              item: o,
              index,
              // Selected means chosen here (the check mark); the highlight is aria-activedescendant.
              'aria-selected': o.value === value,
              className: `${styles.option} ${index === highlightedIndex ? styles.active : ''}`,
            })}
          >
            {o.label}
          </li>
        ))}
      </ul>
      {/* Outside the listbox, whose children may only be options; polite so typing isn't interrupted. */}
      <div role="status">
        {!visible.some((o) => o.value !== allValue) && <p className={styles.noMatch}>{noMatchText}</p>}
      </div>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import controls from '../theme/controls.module.css';
import styles from './filter-select.module.css';

export interface FilterOption {
  value: string;
  /** Already translated; the search matches it. */
  label: string;
}

export interface FilterSelectProps {
  /** Accessible name of the trigger and the list, e.g. 'Vendor'. */
  label: string;
  /** The All entry first (value `allValue`), then one entry per vendor. */
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** Placeholder and accessible name of the search box. */
  searchPlaceholder: string;
  /** Accessible name of the × button that empties the search and goes back to All. */
  clearLabel: string;
  /** Shown when the search matches no entry but All. */
  noMatchText: string;
  /** Value of the All entry, which the search never hides. */
  allValue?: string;
  /** Start open (stories, screenshots). */
  defaultOpen?: boolean;
  /** Start with this search text (stories, screenshots). */
  defaultSearch?: string;
}

const matches = (option: FilterOption, query: string) => !query || option.label.toLowerCase().includes(query);
const normalise = (search: string) => search.trim().toLowerCase();

/**
 * The category dropdown of a game list (spec 2.110, 2.111): All plus the vendors, with a search
 * box over their translated names and a clear button. Focus stays in the search box and the
 * highlighted option is announced through aria-activedescendant (the combobox pattern).
 *
 * Renders nothing with two options or fewer: All plus a single vendor is no choice at all
 * (the spec shows vendor categories only "when more than one"), so callers may always render it.
 */
export function FilterSelect({
  label,
  options,
  value,
  onChange,
  searchPlaceholder,
  clearLabel,
  noMatchText,
  allValue = '',
  defaultOpen = false,
  defaultSearch = '',
}: FilterSelectProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusSearchOnOpen = useRef(false);
  const [open, setOpen] = useState(defaultOpen);
  const [search, setSearch] = useState(defaultSearch);

  const query = normalise(search);
  const visible = options.filter((o) => o.value === allValue || matches(o, query));
  const hasMatch = visible.some((o) => o.value !== allValue);
  /** While typing, the first matching vendor, so Enter picks it; otherwise the current value. */
  const firstMatch = (text: string) => {
    const q = normalise(text);
    if (!q) return value;
    return options.find((o) => o.value !== allValue && matches(o, q))?.value ?? null;
  };
  const [active, setActive] = useState<string | null>(() => firstMatch(defaultSearch));
  const activeIndex = visible.findIndex((o) => o.value === active);
  const selected = options.find((o) => o.value === value) ?? options.find((o) => o.value === allValue) ?? options[0];

  // Clicks elsewhere close the panel; pointerdown also covers touch, before any scroll starts.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (root.current?.contains(e.target as Node)) return;
      setOpen(false);
      setSearch('');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open && focusSearchOnOpen.current) input.current?.focus();
    focusSearchOnOpen.current = false;
  }, [open]);

  useEffect(() => {
    if (open && activeIndex >= 0) list.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  if (options.length <= 2) return null;

  /** Opened from the keyboard: focus the search box. Opened by a tap: don't, so the phone keyboard stays down. */
  const openPanel = (focusSearch: boolean) => {
    focusSearchOnOpen.current = focusSearch;
    setSearch('');
    setActive(value);
    setOpen(true);
  };

  const closePanel = (returnFocus: boolean) => {
    setOpen(false);
    setSearch('');
    if (returnFocus) trigger.current?.focus();
  };

  const pick = (next: string) => {
    if (next !== value) onChange(next);
    closePanel(true);
  };

  const clear = () => {
    setSearch('');
    setActive(allValue);
    if (value !== allValue) onChange(allValue);
    // The button disappears once there is nothing to clear; keep focus in the panel.
    input.current?.focus();
  };

  const move = (step: 1 | -1) => {
    if (visible.length === 0) return;
    const from = activeIndex < 0 ? (step === 1 ? -1 : 0) : activeIndex;
    setActive(visible[(from + step + visible.length) % visible.length]!.value);
  };

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (activeIndex >= 0) pick(visible[activeIndex]!.value);
    }
  };

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (open) input.current?.focus();
    else openPanel(true);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    // Stop here so an enclosing Modal (which listens on document) stays open; also keeps the
    // browser from merely emptying the search box.
    e.preventDefault();
    e.stopPropagation();
    closePanel(true);
  };

  const listId = `${id}-list`;
  const optionId = (o: FilterOption) => `${id}-option-${options.indexOf(o)}`;
  const canClear = search !== '' || value !== allValue;

  return (
    <div
      ref={root}
      className={`${styles.root} ${open ? styles.open : ''}`}
      onKeyDown={onKeyDown}
      // Tabbing away closes; a tap on an option (not focusable, relatedTarget null) must not.
      onBlur={(e) => {
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) closePanel(false);
      }}
    >
      <span id={`${id}-label`} className={controls.visuallyHidden}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        // detail is 0 when Enter or Space clicked it.
        onClick={(e) => (open ? closePanel(false) : openPanel(e.detail === 0))}
        onKeyDown={onTriggerKeyDown}
      >
        <span id={`${id}-value`} className={styles.value}>
          {selected?.label}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {open && (
        <div className={styles.panel}>
          <div className={styles.searchRow}>
            <input
              ref={input}
              type="search"
              role="combobox"
              className={styles.search}
              value={search}
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(visible[activeIndex]!) : undefined}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(e) => {
                setSearch(e.target.value);
                setActive(firstMatch(e.target.value));
              }}
              onKeyDown={onSearchKeyDown}
            />
            {canClear && (
              <button type="button" className={styles.clear} aria-label={clearLabel} onClick={clear}>
                ×
              </button>
            )}
          </div>
          <ul ref={list} id={listId} className={styles.list} role="listbox" aria-label={label}>
            {visible.map((o, i) => (
              <li
                key={o.value}
                id={optionId(o)}
                role="option"
                aria-selected={o.value === value}
                className={`${styles.option} ${i === activeIndex ? styles.active : ''}`}
                onClick={() => pick(o.value)}
              >
                {o.label}
              </li>
            ))}
          </ul>
          {/* Outside the listbox, whose children may only be options; polite so typing isn't interrupted. */}
          <div role="status">{!hasMatch && <p className={styles.noMatch}>{noMatchText}</p>}</div>
        </div>
      )}
    </div>
  );
}

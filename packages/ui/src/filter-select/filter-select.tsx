import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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

const loadPanel = () => import('./filter-panel');
// The combobox library loads with the game list that shows this dropdown, not with the first page.
const FilterPanel = lazy(() => loadPanel().then((m) => ({ default: m.FilterPanel })));

/** How the panel was opened: from the keyboard the search box takes focus; the first search text. */
interface Opening {
  focusSearch: boolean;
  search: string;
}

/**
 * The category dropdown of a game list (spec 2.110, 2.111): All plus the vendors, with a search
 * box over their translated names and a clear button (the combobox pattern, in FilterPanel).
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
  const [opening, setOpening] = useState<Opening | null>(
    defaultOpen ? { focusSearch: false, search: defaultSearch } : null,
  );
  const open = opening !== null;
  const selected = options.find((o) => o.value === value) ?? options.find((o) => o.value === allValue) ?? options[0];

  const choice = options.length > 2;
  // Fetched once the dropdown is on screen, so the first tap finds the panel ready.
  useEffect(() => {
    if (choice) void loadPanel();
  }, [choice]);

  // Clicks elsewhere close the panel; pointerdown also covers touch, before any scroll starts.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpening(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!choice) return null;

  const closePanel = (returnFocus: boolean) => {
    setOpening(null);
    if (returnFocus) trigger.current?.focus();
  };

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (open) root.current?.querySelector('input')?.focus();
    else setOpening({ focusSearch: true, search: '' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    // Stop here so an enclosing Modal stays open; also keeps the browser from merely emptying the search box.
    e.preventDefault();
    e.stopPropagation();
    closePanel(true);
  };

  const listId = `${id}-list`;

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
        onClick={(e) => (open ? closePanel(false) : setOpening({ focusSearch: e.detail === 0, search: '' }))}
        onKeyDown={onTriggerKeyDown}
      >
        <span id={`${id}-value`} className={styles.value}>
          {selected?.label}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {opening && (
        <Suspense>
          <FilterPanel
            label={label}
            options={options}
            value={value}
            allValue={allValue}
            searchPlaceholder={searchPlaceholder}
            clearLabel={clearLabel}
            noMatchText={noMatchText}
            listId={listId}
            initialSearch={opening.search}
            focusSearch={opening.focusSearch}
            onChange={onChange}
            onDone={() => closePanel(true)}
          />
        </Suspense>
      )}
    </div>
  );
}

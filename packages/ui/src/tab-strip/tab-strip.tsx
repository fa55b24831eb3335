import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './tab-strip.module.css';

export interface TabStripProps<T extends string> {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** What the tabs choose between, for screen readers. */
  label: string;
}

/**
 * A row of tabs that scrolls sideways (promotion categories, help topics). The chosen tab is
 * scrolled into view; arrow keys move between tabs as a tab list should.
 */
export function TabStrip<T extends string>({ options, value, onChange, label }: TabStripProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // Sideways only: the page itself must not jump.
    if (chosen && list.current)
      list.current.scrollLeft = chosen.offsetLeft - list.current.clientWidth / 2 + chosen.clientWidth / 2;
  }, [value]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = options.findIndex((o) => o.value === value);
    const nextIndex = (index + step + options.length) % options.length;
    const next = options[nextIndex];
    // No tabs, no next one.
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    (list.current?.children[nextIndex] as HTMLElement | undefined)?.focus();
  };
  return (
    <div ref={list} className={styles.strip} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          tabIndex={option.value === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

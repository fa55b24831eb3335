import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect, type FilterOption, type FilterSelectProps } from './filter-select';

const vendors: FilterOption[] = [
  { value: '', label: 'All' },
  { value: 'JL', label: 'JILI' },
  { value: 'PG', label: 'PG Soft' },
  { value: 'PP', label: 'Pragmatic Play' },
];

const texts = {
  label: 'Vendor',
  searchPlaceholder: 'Search vendors',
  clearLabel: 'Clear',
  noMatchText: 'No vendors found',
};

function setup(props: Partial<FilterSelectProps> = {}) {
  const onChange = vi.fn();
  render(<FilterSelect {...texts} options={vendors} value="" onChange={onChange} {...props} />);
  return { onChange };
}

/** A parent that keeps the value, as the app does. */
function Controlled({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const change = (v: string) => {
    setValue(v);
    onChange(v);
  };
  return <FilterSelect {...texts} options={vendors} value={value} onChange={change} />;
}

const trigger = () => screen.getByRole('button', { name: /^Vendor/ });
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);
/** A tap on the trigger (a click from Enter or Space has detail 0); the panel's code may still be on its way. */
const open = async () => {
  fireEvent.click(trigger(), { detail: 1 });
  return screen.findByRole('combobox');
};
/** Opened from the keyboard, as Down on the trigger does. */
const openByKeyboard = async () => {
  trigger().focus();
  fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
  return screen.findByRole('combobox');
};

describe('FilterSelect', () => {
  it('renders nothing for All plus a single vendor', () => {
    const { container } = render(
      <FilterSelect {...texts} options={vendors.slice(0, 2)} value="" onChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('shows the selected vendor closed, then lists every option when opened', async () => {
    setup({ value: 'PG' });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger().textContent).toBe('PG Soft');
    expect(screen.queryByRole('listbox')).toBeNull();

    await open();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: 'Vendor' }).id);
    expect(optionNames()).toEqual(['All', 'JILI', 'PG Soft', 'Pragmatic Play']);
    expect(screen.getByRole('option', { name: 'PG Soft' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'All' }).getAttribute('aria-selected')).toBe('false');
  });

  it('leaves the search box alone when opened by a tap, so the phone keyboard stays down', async () => {
    setup();
    const search = await open();
    expect(document.activeElement).not.toBe(search);
  });

  it('filters by label, ignoring case and spaces, and keeps All', async () => {
    setup();
    fireEvent.change(await open(), { target: { value: '  pLaY ' } });
    expect(optionNames()).toEqual(['All', 'Pragmatic Play']);
    expect(screen.queryByText('No vendors found')).toBeNull();
  });

  it('says so when nothing but All matches', async () => {
    setup();
    fireEvent.change(await open(), { target: { value: 'Evolution' } });
    expect(optionNames()).toEqual(['All']);
    expect(screen.getByRole('status').textContent).toBe('No vendors found');
  });

  it('calls onChange with the picked option and closes', async () => {
    const { onChange } = setup();
    await open();
    fireEvent.click(screen.getByRole('option', { name: 'JILI' }));
    expect(onChange).toHaveBeenCalledWith('JL');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes without a change when the current option is picked', async () => {
    const { onChange } = setup({ value: 'PG' });
    await open();
    fireEvent.click(screen.getByRole('option', { name: 'PG Soft' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('clears the search and goes back to All', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="PP" onChange={onChange} />);
    const search = await open();
    fireEvent.change(search, { target: { value: 'jil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect((search as HTMLInputElement).value).toBe('');
    expect(optionNames()).toHaveLength(4);
    expect(document.activeElement).toBe(search);
    // Nothing left to clear.
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('clears only the search when All is already chosen', async () => {
    const { onChange } = setup();
    const search = await open();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.change(search, { target: { value: 'pg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(optionNames()).toHaveLength(4);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    setup();
    const search = await openByKeyboard();
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('keeps an enclosing listener from seeing the Escape that closed it', async () => {
    const onDocumentKey = vi.fn();
    document.addEventListener('keydown', onDocumentKey);
    setup();
    fireEvent.keyDown(await open(), { key: 'Escape' });
    document.removeEventListener('keydown', onDocumentKey);
    expect(onDocumentKey).not.toHaveBeenCalled();
  });

  it('moves through options with the arrow keys and picks with Enter', async () => {
    const { onChange } = setup({ value: 'JL' });
    const search = await openByKeyboard();
    const activeName = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(search.getAttribute('aria-expanded')).toBe('true');
    // Every id the box points at exists (axe: aria-valid-attr-value).
    expect(search.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(activeName()).toBe('JILI');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(activeName()).toBe('Pragmatic Play');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(activeName()).toBe('All');
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(activeName()).toBe('PG Soft');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('PG');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('highlights the first match while typing, so Enter picks it', async () => {
    const { onChange } = setup();
    const search = await open();
    fireEvent.change(search, { target: { value: 'soft' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('PG');
  });

  it('closes without picking when focus moves on', async () => {
    const { onChange } = setup();
    const search = await openByKeyboard();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.blur(search, { relatedTarget: document.body });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a tap outside and starts afresh when reopened', async () => {
    setup();
    fireEvent.change(await open(), { target: { value: 'jili' } });
    fireEvent.pointerDown(screen.getByRole('option', { name: 'JILI' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    await open();
    expect(optionNames()).toHaveLength(4);
  });

  it('can start open with a search, for stories', async () => {
    setup({ defaultOpen: true, defaultSearch: 'zzz' });
    expect(((await screen.findByRole('combobox')) as HTMLInputElement).value).toBe('zzz');
    expect(screen.getByText('No vendors found')).toBeTruthy();
  });
});

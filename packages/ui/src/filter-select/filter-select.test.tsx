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

const texts = { label: 'Vendor', searchPlaceholder: 'Search vendors', clearLabel: 'Clear', noMatchText: 'No vendors found' };

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
const open = () => fireEvent.click(trigger());

describe('FilterSelect', () => {
  it('renders nothing for All plus a single vendor', () => {
    const { container } = render(<FilterSelect {...texts} options={vendors.slice(0, 2)} value="" onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the selected vendor closed, then lists every option when opened', () => {
    setup({ value: 'PG' });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger().textContent).toBe('PG Soft');
    expect(screen.queryByRole('listbox')).toBeNull();

    open();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Vendor' })).toBeTruthy();
    expect(optionNames()).toEqual(['All', 'JILI', 'PG Soft', 'Pragmatic Play']);
    expect(screen.getByRole('option', { name: 'PG Soft' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'All' }).getAttribute('aria-selected')).toBe('false');
  });

  it('filters by label, ignoring case and spaces, and keeps All', () => {
    setup();
    open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search vendors' }), { target: { value: '  pLaY ' } });
    expect(optionNames()).toEqual(['All', 'Pragmatic Play']);
    expect(screen.queryByText('No vendors found')).toBeNull();
  });

  it('says so when nothing but All matches', () => {
    setup();
    open();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Evolution' } });
    expect(optionNames()).toEqual(['All']);
    expect(screen.getByRole('status').textContent).toBe('No vendors found');
  });

  it('calls onChange with the picked option and closes', () => {
    const { onChange } = setup();
    open();
    fireEvent.click(screen.getByRole('option', { name: 'JILI' }));
    expect(onChange).toHaveBeenCalledWith('JL');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('clears the search and goes back to All', () => {
    const onChange = vi.fn();
    render(<Controlled initial="PP" onChange={onChange} />);
    open();
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'jil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect((search as HTMLInputElement).value).toBe('');
    expect(optionNames()).toHaveLength(4);
    expect(document.activeElement).toBe(search);
    // Nothing left to clear.
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('clears only the search when All is already chosen', () => {
    const { onChange } = setup();
    open();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'pg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(optionNames()).toHaveLength(4);
  });

  it('closes on Escape and returns focus to the trigger', () => {
    setup();
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const search = screen.getByRole('combobox');
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('keeps an enclosing listener from seeing the Escape that closed it', () => {
    const onDocumentKey = vi.fn();
    document.addEventListener('keydown', onDocumentKey);
    setup();
    open();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    document.removeEventListener('keydown', onDocumentKey);
    expect(onDocumentKey).not.toHaveBeenCalled();
  });

  it('moves through options with the arrow keys and picks with Enter', () => {
    const { onChange } = setup({ value: 'JL' });
    open();
    const search = screen.getByRole('combobox');
    const activeName = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
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

  it('highlights the first match while typing, so Enter picks it', () => {
    const { onChange } = setup();
    open();
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'soft' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('PG');
  });

  it('closes on a tap outside and starts afresh when reopened', () => {
    setup();
    open();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'jili' } });
    fireEvent.pointerDown(screen.getByRole('option', { name: 'JILI' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    open();
    expect(optionNames()).toHaveLength(4);
  });

  it('can start open with a search, for stories', () => {
    setup({ defaultOpen: true, defaultSearch: 'zzz' });
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('zzz');
    expect(screen.getByText('No vendors found')).toBeTruthy();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

function show(over: Partial<FilterPanelProps> = {}) {
  const props: FilterPanelProps = {
    label: 'Vendor',
    options: [
      { value: '', label: 'All' },
      { value: 'JL', label: 'JILI' },
      { value: 'PG', label: 'PG Soft' },
    ],
    value: 'JL',
    allValue: '',
    searchPlaceholder: 'Search vendors',
    clearLabel: 'Clear',
    noMatchText: 'No vendors found',
    listId: 'vendors',
    initialSearch: '',
    focusSearch: true,
    onChange: vi.fn(),
    onDone: vi.fn(),
    ...over,
  };
  render(<FilterPanel {...props} />);
  return props;
}

describe('FilterPanel', () => {
  it('lists All and the options matching the search, ignoring case, with the chosen one marked', () => {
    show({ initialSearch: 'PG' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'PG Soft']);
    expect(screen.getByRole('option', { name: 'All' }).getAttribute('aria-selected')).toBe('false');
  });

  it('says so when nothing matches, keeping All', () => {
    show({ initialSearch: 'zzz' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All']);
    expect(screen.getByRole('status').textContent).toBe('No vendors found');
  });

  it('picks an option with a tap and closes', () => {
    const props = show();
    fireEvent.click(screen.getByRole('option', { name: 'PG Soft' }));
    expect(props.onChange).toHaveBeenCalledWith('PG');
    expect(props.onDone).toHaveBeenCalledOnce();
  });

  it('clears the search and the choice back to All', () => {
    const props = show({ initialSearch: 'pg' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(props.onChange).toHaveBeenCalledWith('');
    expect(screen.getByRole('combobox', { name: 'Search vendors' })).toHaveProperty('value', '');
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DateRangePicker,
  type DateRangePickerLabels,
  type DateRangePickerProps,
  type IsoDateRange,
} from './date-range-picker';

const labels: DateRangePickerLabels = {
  label: 'Dates',
  placeholder: 'All dates',
  close: 'Close',
  done: 'Done',
  clear: 'Clear',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year',
  presets: 'Quick picks',
  today: 'Today',
  yesterday: 'Yesterday',
  last7Days: 'Last 7 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  pickStart: 'Tap the first day',
  pickEnd: 'Now tap the last day',
  selected: 'selected',
};

// A month of day buttons and two long dropdowns take a while in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
// The calendar is its own chunk: loaded once here, so no test waits on the import.
beforeAll(async () => {
  await import('./range-calendar');
});

/** Friday 15 May 2026, in the afternoon. */
const TODAY = new Date(2026, 4, 15, 15, 0);
const EMPTY: IsoDateRange = { from: '', to: '' };

/** A parent that keeps the range, as the records' date search does. */
function Controlled({
  initial = EMPTY,
  onChange,
  ...props
}: { initial?: IsoDateRange } & Partial<Omit<DateRangePickerProps, 'value'>>) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      id="dates"
      labels={labels}
      minYear={2000}
      maxYear={2030}
      locale="en"
      today={TODAY}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('button', { name: /^Dates / });
const sheet = () => screen.getByRole('dialog', { name: 'Dates' });
/** The calendar's live hint (the dropdowns have their own live caption before it). */
const hint = () => within(sheet()).getAllByRole('status').at(-1)?.textContent;
const day = (name: string) => within(sheet()).getByRole('button', { name: new RegExp(`^${name}`) });
/** Opens the sheet and waits for the calendar, which loads on the first opening. */
const open = async () => {
  fireEvent.click(field());
  await within(sheet()).findByRole('grid');
  return sheet();
};
const englishRange = (from: Date, to: Date) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).formatRange(from, to);

describe('DateRangePicker', () => {
  it('shows its label and the placeholder in a button that opens a dialog, the calendar loading on the first opening', async () => {
    render(<Controlled />);
    expect(field().getAttribute('aria-haspopup')).toBe('dialog');
    expect(field().textContent).toBe('All dates');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Dates' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts open when asked (stories, screenshots)', async () => {
    render(<Controlled defaultOpen initial={{ from: '2001-01-01', to: '2001-01-31' }} />);
    expect(await within(sheet()).findByRole('grid', { name: 'January 2001' })).toBeTruthy();
  });

  it('opens on the month of today with quick picks, month and year dropdowns and the hint for the first tap', async () => {
    render(<Controlled />);
    const dialog = await open();
    expect(within(dialog).getByRole('grid', { name: 'May 2026' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Month' })).toHaveProperty('value', '4');
    expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveProperty('value', '2026');
    const presets = within(within(dialog).getByRole('group', { name: 'Quick picks' })).getAllByRole('button');
    expect(presets.map((b) => b.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'This month',
      'Last month',
    ]);
    expect(hint()).toBe('Tap the first day');
    expect(day('Friday, May 15, 2026').getAttribute('aria-label')).toBe('Friday, May 15, 2026, Today');
  });

  it('gives the ISO range of two tapped days: the first alone, then both', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await open();
    fireEvent.click(day('Friday, May 1, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-01', to: '' });
    expect(hint()).toBe('Now tap the last day');
    expect(field().textContent).toBe('May 1, 2026 – …');
    fireEvent.click(day('Tuesday, May 12, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-01', to: '2026-05-12' });
    const range = englishRange(new Date(2026, 4, 1), new Date(2026, 4, 12));
    expect(hint()).toBe(range);
    expect(day('Friday, May 8, 2026').getAttribute('aria-label')).toBe('Friday, May 8, 2026, selected');
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field().textContent).toBe(range);
    expect(field().getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
  });

  it('takes the last day before the first as the new first, and one day tapped twice as a single day', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await open();
    fireEvent.click(day('Tuesday, May 12, 2026'));
    fireEvent.click(day('Monday, May 4, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-04', to: '2026-05-12' });
    // A third tap starts a new range.
    fireEvent.click(day('Wednesday, May 6, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-06', to: '' });
    fireEvent.click(day('Wednesday, May 6, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-06', to: '2026-05-06' });
  });

  it('jumps far with the dropdowns: years 2030 down to 2000, and the months of a year', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const dialog = await open();
    const year = within(dialog).getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    const years = Array.from(year.options, (o) => o.textContent);
    expect([years[0], years.at(-1), years.length]).toEqual(['2030', '2000', 31]);
    fireEvent.change(year, { target: { value: '2001' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Month' }), { target: { value: '0' } });
    expect(within(dialog).getByRole('grid', { name: 'January 2001' })).toBeTruthy();
    fireEvent.click(day('Monday, January 1, 2001'));
    fireEvent.click(day('Wednesday, January 31, 2001'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2001-01-01', to: '2001-01-31' });
  });

  it('stops the arrows at the first and the last month offered', async () => {
    render(<Controlled initial={{ from: '2000-01-10', to: '2000-01-12' }} />);
    const dialog = await open();
    expect(within(dialog).getByRole('grid', { name: 'January 2000' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('grid', { name: 'February 2000' })).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Year' }), { target: { value: '2030' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Month' }), { target: { value: '11' } });
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
  });

  it('moves between days with the arrow keys', async () => {
    render(<Controlled initial={{ from: '2026-05-12', to: '2026-05-12' }} />);
    await open();
    const start = day('Tuesday, May 12, 2026');
    expect(start.tabIndex).toBe(0);
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('Wednesday, May 13, 2026'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('Wednesday, May 20, 2026'));
  });

  it.each([
    ['Today', '2026-05-15', '2026-05-15'],
    ['Yesterday', '2026-05-14', '2026-05-14'],
    ['Last 7 days', '2026-05-09', '2026-05-15'],
    ['This month', '2026-05-01', '2026-05-15'],
    ['Last month', '2026-04-01', '2026-04-30'],
  ])('picks %s at once and closes', async (preset, from, to) => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(within(await open()).getByRole('button', { name: preset }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from, to });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened again, the quick pick shows as the one chosen.
    expect(
      within(await open())
        .getByRole('button', { name: preset })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('offers no quick pick outside the years', async () => {
    render(<Controlled today={new Date(2031, 0, 5)} />);
    const dialog = await open();
    expect(within(dialog).getByRole('button', { name: 'Today' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Last 7 days' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Last month' })).toHaveProperty('disabled', false);
    // Today lies past the calendar: it opens on its last month.
    expect(within(dialog).getByRole('grid', { name: 'December 2030' })).toBeTruthy();
  });

  it('clears the range and keeps the sheet open for a new one', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={{ from: '2026-05-01', to: '2026-05-12' }} onChange={onChange} />);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '', to: '' });
    expect(hint()).toBe('Tap the first day');
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Close' }));
    expect(field().textContent).toBe('All dates');
  });

  it('follows a value set from outside', () => {
    const props = { id: 'd', labels, minYear: 2000, maxYear: 2030, locale: 'en', today: TODAY, onChange: () => {} };
    const { rerender } = render(<DateRangePicker {...props} value={{ from: '2001-01-01', to: '2001-01-31' }} />);
    expect(field().textContent).toBe(englishRange(new Date(2001, 0, 1), new Date(2001, 0, 31)));
    rerender(<DateRangePicker {...props} value={EMPTY} />);
    expect(field().textContent).toBe('All dates');
  });

  it('uses only the words it is given, and the language’s own month and weekday names', async () => {
    // Every label marked, so any other Latin letters would be the calendar's own English.
    const marked = Object.fromEntries(
      Object.keys(labels).map((key) => [key, `«${key}»`]),
    ) as unknown as DateRangePickerLabels;
    render(<Controlled locale="my" labels={marked} initial={{ from: '2026-05-04', to: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: /^«label» / }));
    const dialog = screen.getByRole('dialog', { name: '«label»' });
    await within(dialog).findByRole('grid');
    const burmese = (options: Intl.DateTimeFormatOptions, date: Date) =>
      new Intl.DateTimeFormat('my', { ...options, calendar: 'gregory', numberingSystem: 'latn' }).format(date);
    expect(within(dialog).getByRole('grid').getAttribute('aria-label')).toBe(
      burmese({ year: 'numeric', month: 'long' }, TODAY),
    );
    const months = within(dialog).getByRole('combobox', { name: '«month»' }) as HTMLSelectElement;
    expect(months.options[0]?.textContent).toBe(burmese({ month: 'long' }, new Date(2026, 0, 1)));
    expect(months.options[0]?.textContent).not.toBe('January');
    expect(within(dialog).getByRole('combobox', { name: '«year»' })).toBeTruthy();
    // The weekday row is hidden from screen readers (each day's name says its weekday).
    const headers = Array.from(dialog.querySelectorAll('th'), (th) => th.textContent);
    expect(headers).toContain(burmese({ weekday: 'short' }, TODAY));
    // The 15th is named by the whole date in Burmese.
    const fifteenth = within(dialog).getByRole('button', { name: `${burmese({ dateStyle: 'full' }, TODAY)}, «today»` });
    expect(fifteenth.textContent).toBe('15');
    expect(
      within(dialog)
        .getByRole('button', { name: new RegExp(`^${burmese({ dateStyle: 'full' }, new Date(2026, 4, 4))}`) })
        .getAttribute('aria-label'),
    ).toMatch(/, «selected»$/);
    for (const name of ['«close»', '«previousMonth»', '«nextMonth»', '«clear»', '«done»', '«today»', '«lastMonth»'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: '«presets»' })).toBeTruthy();
    expect(within(dialog).getAllByRole('status').at(-1)?.textContent).toBe('«pickEnd»');
    expect(dialog.querySelector('[lang="my"]')).not.toBeNull();
    expect(dialog.textContent.replace(/«\w+»/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('ties its error to the button and announces it', () => {
    render(<Controlled error="Pick both dates, or clear them for all records." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Pick both dates, or clear them for all records.');
    expect(field().getAttribute('aria-describedby')).toBe(alert.id);
    expect(field().dataset.invalid).toBe('true');
  });

  it('has no axe violation, closed or open', async () => {
    const { container } = render(<Controlled initial={{ from: '2026-05-04', to: '2026-05-12' }} error="An error" />);
    // Colours need a real browser (the Storybook smoke test checks them).
    const check = async () =>
      (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);
    expect(await check()).toEqual([]);
    await open();
    expect(await check()).toEqual([]);
  });
});

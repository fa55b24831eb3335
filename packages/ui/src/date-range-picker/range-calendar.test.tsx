import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { describe, expect, it, vi } from 'vitest';
import { calendarFormat } from './calendar-format';
import { RangeCalendar, type RangeCalendarProps } from './range-calendar';

// The month grid alone; the picker's own tests drive it inside the sheet.
vi.setConfig({ testTimeout: 30_000 });

const labels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year',
  today: 'Today',
  selected: 'selected',
};
const TODAY = new Date(2026, 4, 15, 12);

function Calendar(props: Partial<RangeCalendarProps> & { onRange?: (range: DateRange | undefined) => void }) {
  const [selected, setSelected] = useState<DateRange | undefined>();
  const [month, setMonth] = useState(TODAY);
  return (
    <RangeCalendar
      labels={labels}
      format={calendarFormat('en')}
      selected={selected}
      onSelect={(range) => {
        setSelected(range);
        props.onRange?.(range);
      }}
      month={month}
      onMonthChange={setMonth}
      minYear={2000}
      maxYear={2030}
      today={TODAY}
      {...props}
    />
  );
}

describe('RangeCalendar', () => {
  it('names the month, today and its arrows by the words given, and stops at the last month', () => {
    render(<Calendar month={new Date(2030, 11, 1)} onMonthChange={() => {}} />);
    expect(screen.getByRole('grid', { name: 'December 2030' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeTruthy();
  });

  it('gives a range from two tapped days and says which are chosen', () => {
    const onRange = vi.fn();
    render(<Calendar onRange={onRange} />);
    fireEvent.click(screen.getByRole('button', { name: /May 3, 2026/ }));
    fireEvent.click(screen.getByRole('button', { name: /May 9, 2026/ }));
    const last = onRange.mock.calls.at(-1)?.[0] as DateRange;
    expect([last.from?.getDate(), last.to?.getDate()]).toEqual([3, 9]);
    expect(screen.getByRole('button', { name: /May 9, 2026.*selected/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /May 15, 2026, Today/ })).toBeTruthy();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerProps } from './date-picker';

const labels = { legend: 'Birthday', year: 'Year', month: 'Month', day: 'Day' };

/** A parent that keeps the value, as the registration form does. */
function Controlled({ initial = '', onChange, ...props }: { initial?: string } & Partial<DatePickerProps>) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      id="birthday"
      labels={labels}
      minYear={1900}
      maxYear={2025}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const year = () => screen.getByLabelText('Year') as HTMLSelectElement;
const month = () => screen.getByLabelText('Month') as HTMLSelectElement;
const day = () => screen.getByLabelText('Day') as HTMLSelectElement;
const pick = (select: HTMLSelectElement, value: string) => fireEvent.change(select, { target: { value } });
const values = (select: HTMLSelectElement) => Array.from(select.options, (o) => o.value).filter(Boolean);

describe('DatePicker', () => {
  it('groups three labelled selects under the legend', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Birthday' })).toBeTruthy();
    expect([year().id, month().id, day().id]).toEqual(['birthday', 'birthday-month', 'birthday-day']);
    expect([year().value, month().value, day().value]).toEqual(['', '', '']);
  });

  it('gives the year select the name a form finds the field by', () => {
    render(<Controlled name="birthday" />);
    expect(year().name).toBe('birthday');
    expect([month().name, day().name]).toEqual(['', '']);
  });

  it('offers years from maxYear down to 1900, months 01-12 and 31 days before a month is chosen', () => {
    render(<Controlled maxYear={2025} />);
    const years = values(year());
    expect(years[0]).toBe('2025');
    expect(years.at(-1)).toBe('1900');
    expect(years).toHaveLength(126);
    expect(Array.from(month().options, (o) => o.textContent)).toEqual([
      '–',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(values(day())).toHaveLength(31);
  });

  it('emits an ISO date only once year, month and day are all chosen', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    pick(year(), '1990');
    pick(month(), '5');
    expect(onChange.mock.calls).toEqual([[''], ['']]);
    pick(day(), '7');
    expect(onChange).toHaveBeenLastCalledWith('1990-05-07');
    pick(month(), '');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(day().value).toBe('7');
  });

  it.each([
    ['a leap year', '2024', 29],
    ['a common year', '2023', 28],
    ['1900, not a leap year', '1900', 28],
    ['2000, a leap year', '2000', 29],
  ])('gives February of %s %d days', (_name, y, days) => {
    render(<Controlled />);
    pick(year(), y);
    pick(month(), '2');
    expect(values(day()).at(-1)).toBe(String(days));
  });

  it('lets 29 February be picked before the year, then clamps it to a common year', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    pick(month(), '2');
    pick(day(), '29');
    pick(year(), '2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    pick(year(), '2023');
    expect(day().value).toBe('28');
    expect(onChange).toHaveBeenLastCalledWith('2023-02-28');
  });

  it('clamps the day when the month has fewer days', () => {
    const onChange = vi.fn();
    render(<Controlled initial="2001-01-31" onChange={onChange} />);
    expect([year().value, month().value, day().value]).toEqual(['2001', '1', '31']);
    pick(month(), '4');
    expect(day().value).toBe('30');
    expect(onChange).toHaveBeenLastCalledWith('2001-04-30');
  });

  it('follows a value set from outside, and keeps a half-picked date', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DatePicker id="b" labels={labels} minYear={1900} maxYear={2025} value="1990-05-07" onChange={onChange} />,
    );
    rerender(
      <DatePicker id="b" labels={labels} minYear={1900} maxYear={2025} value="1985-12-24" onChange={onChange} />,
    );
    expect([year().value, month().value, day().value]).toEqual(['1985', '12', '24']);
    rerender(<DatePicker id="b" labels={labels} minYear={1900} maxYear={2025} value="" onChange={onChange} />);
    expect([year().value, month().value, day().value]).toEqual(['', '', '']);
    pick(year(), '1970');
    rerender(<DatePicker id="b" labels={labels} minYear={1900} maxYear={2025} value="" onChange={onChange} />);
    expect(year().value).toBe('1970');
  });

  it('marks every select invalid and describes them by the error', () => {
    render(<Controlled error="Please choose your birthday" />);
    for (const select of [year(), month(), day()]) {
      expect(select.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Please choose your birthday',
      );
    }
  });

  it('is valid without an error and hands the year select to inputRef', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Controlled inputRef={ref} />);
    expect(year().getAttribute('aria-invalid')).toBeNull();
    expect(year().getAttribute('aria-describedby')).toBeNull();
    expect(ref.current).toBe(year());
  });

  it('offers only the years between minYear and maxYear (a record search: 2000-2030)', () => {
    render(<Controlled minYear={2000} maxYear={2030} />);
    const years = values(year());
    expect([years[0], years.at(-1), years.length]).toEqual(['2030', '2000', 31]);
  });
});

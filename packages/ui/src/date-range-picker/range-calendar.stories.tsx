import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { storyLocale, w } from '../../.storybook/words';
import { calendarFormat } from './calendar-format';
import { RangeCalendar, type RangeCalendarProps } from './range-calendar';

/** The month grid alone, as DateRangePicker shows it in its sheet; keeps its range and month. */
function Stateful(args: RangeCalendarProps & { locale: string }) {
  const [selected, setSelected] = useState(args.selected);
  const [month, setMonth] = useState(args.month);
  const format = calendarFormat(args.locale);
  return (
    <RangeCalendar
      {...args}
      format={format}
      selected={selected}
      onSelect={(range: DateRange | undefined) => {
        setSelected(range);
        args.onSelect(range);
      }}
      month={month}
      onMonthChange={setMonth}
    />
  );
}

const meta = {
  title: 'Inputs/DateRangePicker/RangeCalendar',
  component: RangeCalendar,
  args: {
    labels: {
      previousMonth: w('orders.picker.previousMonth'),
      nextMonth: w('orders.picker.nextMonth'),
      month: w('orders.month'),
      year: w('orders.year'),
      today: w('orders.picker.today'),
      selected: w('orders.picker.selected'),
    },
    format: calendarFormat('en'),
    selected: { from: new Date(2026, 4, 4), to: new Date(2026, 4, 12) },
    onSelect: () => {},
    month: new Date(2026, 4, 1),
    onMonthChange: () => {},
    minYear: 2000,
    maxYear: 2030,
    today: new Date(2026, 4, 15),
  },
  render: (args, context) => <Stateful {...args} locale={storyLocale(context)} />,
} satisfies Meta<typeof RangeCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChosenRange: Story = {};

export const Empty: Story = { args: { selected: undefined } };

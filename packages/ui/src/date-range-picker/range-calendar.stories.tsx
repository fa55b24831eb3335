import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: "Inside DateRangePicker's sheet only: react-day-picker's month grid in range mode. The story checks a language's month and weekday names and digits.",
      instead:
        'In a screen, always DateRangePicker: it loads this calendar (and react-day-picker) when the sheet first opens.',
      do: [
        "Give it `format` from calendarFormat(locale) and the picker's `labels`; keep `month` in state (arrows and dropdowns change it).",
      ],
      dont: ["Don't add react-day-picker's own stylesheet: every part is drawn by this package's CSS module."],
      copy: [
        "Weekday names take two lines where a language has no short ones (Burmese, 11 px: 'ကြာသပတေး'); the year dropdown comes first where the language writes it first (Chinese).",
      ],
      access: [
        'Day cells are 44 px tall, their buttons named by the full date plus `labels.today`/`labels.selected`; arrows and dropdowns are named by `labels`.',
      ],
    }),
  },
} satisfies Meta<typeof RangeCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChosenRange: Story = {};

export const Empty: Story = { args: { selected: undefined } };

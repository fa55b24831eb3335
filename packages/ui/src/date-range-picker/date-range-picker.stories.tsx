import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { guidance } from '../../.storybook/guidance';
import { storyLocale, w } from '../../.storybook/words';
import { DateRangePicker, type DateRangePickerProps, type IsoDateRange } from './date-range-picker';

/** Keeps the picked range, as the records' date search does, so the story can be played with. */
function Stateful(args: DateRangePickerProps) {
  const [value, setValue] = useState(args.value);
  const change = (next: IsoDateRange) => {
    setValue(next);
    args.onChange(next);
  };
  return <DateRangePicker {...args} value={value} onChange={change} />;
}

const meta = {
  title: 'Inputs/DateRangePicker',
  component: DateRangePicker,
  args: {
    id: 'record-dates',
    labels: {
      label: w('orders.filter'),
      placeholder: w('orders.clear'),
      close: w('shell.close'),
      done: w('orders.picker.done'),
      clear: w('orders.picker.clear'),
      previousMonth: w('orders.picker.previousMonth'),
      nextMonth: w('orders.picker.nextMonth'),
      month: w('orders.month'),
      year: w('orders.year'),
      presets: w('orders.picker.presets'),
      today: w('orders.picker.today'),
      yesterday: w('orders.picker.yesterday'),
      last7Days: w('orders.picker.last7Days'),
      thisMonth: w('orders.picker.thisMonth'),
      lastMonth: w('orders.picker.lastMonth'),
      pickStart: w('orders.picker.pickStart'),
      pickEnd: w('orders.picker.pickEnd'),
      selected: w('orders.picker.selected'),
    },
    value: { from: '', to: '' },
    onChange: () => {},
    // A record search's years (RECORD_DATE_YEARS of @lobby/domain).
    minYear: 2000,
    maxYear: 2030,
    locale: 'en',
    // A fixed today, so the quick picks and the marked day read the same on every run.
    today: new Date(2026, 4, 15),
  },
  // The toolbar's language names the months and weekdays too; a control's new value remounts the story.
  render: (args, context) => <Stateful key={JSON.stringify(args.value)} {...args} locale={storyLocale(context)} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: guidance({
      use: 'A range of days for a record search (bets, transactions, history): quick picks, month and year dropdowns and the month grid in a bottom sheet.',
      instead: 'One date, such as a birthday: DatePicker.',
      do: [
        "Pass `locale` as the language's html lang: month and weekday names, digits and dates come from Intl, not from `labels`.",
        "Check both ends before searching: the first tap sends `{ from, to: '' }`; show `error` for an unfinished range.",
      ],
      dont: [
        "Don't set `minYear`/`maxYear` apart from the records' years (RECORD_DATE_YEARS, 2000 to 2030): the calendar stops at them and quick picks outside are disabled.",
      ],
      copy: [
        "The field's range wraps at 16 px, the quick picks wrap to more rows: 'နောက်ဆုံး ၇ ရက်' is fine; Burmese dates use Myanmar digits from Intl.",
        'Keep `pickStart`/`pickEnd` hints to one short sentence: they sit centred under the calendar.',
      ],
      access: [
        'The field is a button named by its label and value, its error read after; the sheet is a Modal (focus in, back on close); the hint under the calendar is a live status.',
      ],
    }),
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The field with a range chosen. */
export const ChosenRange: Story = { args: { value: { from: '2026-05-04', to: '2026-05-12' } } };
/** The sheet open on a chosen range: quick picks, month and year dropdowns, the band between the two days. */
export const Open: Story = { args: { value: { from: '2026-05-04', to: '2026-05-12' }, defaultOpen: true } };
/** The first day picked, the last not yet. */
export const FirstDayOnly: Story = { args: { value: { from: '2026-05-04', to: '' }, defaultOpen: true } };
/** The sheet open with nothing chosen: the hint for the first tap. */
export const OpenEmpty: Story = { args: { defaultOpen: true } };
/** The field alone in Burmese. */
export const BurmeseField: Story = {
  args: { value: { from: '2026-05-04', to: '2026-05-12' } },
  globals: { locale: 'my' },
};
/** Burmese whatever the toolbar says: its own month and weekday names and digits. */
export const Burmese: Story = {
  args: { value: { from: '2026-05-04', to: '2026-05-12' }, defaultOpen: true },
  globals: { locale: 'my' },
};
export const WithError: Story = {
  args: { value: { from: '2026-05-04', to: '' }, error: w('orders.incomplete') },
};

/** Chinese: the year dropdown before the month's. */
export const Chinese: Story = {
  args: { value: { from: '2026-05-04', to: '2026-05-12' }, defaultOpen: true },
  globals: { locale: 'cn' },
};
/** Its keyboard focus ring, as the toolbar's pseudo-states show it on any story. */
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

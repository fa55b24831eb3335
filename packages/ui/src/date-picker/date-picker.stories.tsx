import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { DatePicker, type DatePickerProps } from './date-picker';

/** Keeps the picked value, as the registration form does, so the story can be played with. */
function Stateful(args: DatePickerProps) {
  const [value, setValue] = useState(args.value);
  const change = (next: string) => {
    setValue(next);
    args.onChange(next);
  };
  return <DatePicker {...args} value={value} onChange={change} />;
}

const meta = {
  title: 'Inputs/DatePicker',
  component: DatePicker,
  args: {
    id: 'birthday',
    labels: {
      legend: w('account.birthday'),
      year: w('account.year'),
      month: w('account.month'),
      day: w('account.day'),
    },
    value: '',
    onChange: () => {},
    minYear: 1900,
    maxYear: new Date().getFullYear(),
  },
  // Remount when a control changes the value, so the story starts from it.
  render: (args) => <Stateful key={args.value} {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: guidance({
      use: "One date as year, month and day native selects, so phones show their own wheel: the birthday at registration, a record search's date.",
      instead: 'A range of days: DateRangePicker. Free text or a time: TextField.',
      do: [
        'Set `minYear` and `maxYear` to the real range: a birthday 1900 to this year, records 2000 to 2030.',
        "Treat '' from `onChange` as not finished: it stays '' until year, month and day are all chosen.",
      ],
      dont: [
        "Don't put the field's name in `labels.year`: `legend` names the three selects together, `year`, `month` and `day` each one.",
      ],
      copy: [
        "The legend wraps above the row; year, month and day are 12 px labels over a 4:3:3 row, so keep them one short word ('နှစ်', 'လ', 'ရက်').",
        'Options are digits (months 01 to 12), not month names: nothing to translate.',
      ],
      access: [
        'A fieldset named by its legend; the error is tied to all three selects; `inputRef` and `name` let a form focus the year first.',
      ],
    }),
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A record search's dates: 2000 to 2030. */
export const RecordSearch: Story = {
  args: {
    id: 'from',
    labels: { legend: w('orders.from'), year: w('orders.year'), month: w('orders.month'), day: w('orders.day') },
    minYear: 2000,
    maxYear: 2030,
    value: '2026-11-01',
  },
};
export const Filled: Story = { args: { value: '1990-05-07' } };
export const LeapDay: Story = { args: { value: '2000-02-29' } };
export const Error: Story = { args: { error: w('validation.tooYoung', { age: 18 }) } };
/** Burmese whatever the toolbar says. */
export const Burmese: Story = { args: { error: w('validation.required') }, globals: { locale: 'my' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { FilterSelect, type FilterSelectProps } from './filter-select';

const vendors = [
  { value: '', label: w('games.allVendors') },
  { value: 'JL', label: 'JILI' },
  { value: 'PG', label: 'PG Soft' },
  { value: 'PP', label: 'Pragmatic Play' },
  { value: 'FC', label: 'Fa Chai' },
  { value: 'JDB', label: 'JDB' },
  { value: 'IH', label: 'In-house' },
];

/** Keeps the picked value, as the game list page does, so the story can be played with. */
function Stateful(args: FilterSelectProps) {
  const [value, setValue] = useState(args.value);
  const change = (next: string) => {
    setValue(next);
    args.onChange(next);
  };
  return <FilterSelect {...args} value={value} onChange={change} />;
}

const meta = {
  title: 'Inputs/FilterSelect',
  component: FilterSelect,
  args: {
    label: w('games.vendors'),
    options: vendors,
    value: '',
    onChange: () => {},
    searchPlaceholder: w('games.searchVendors'),
    clearLabel: w('games.clear'),
    noMatchText: w('games.noVendor'),
  },
  // Remount when a control changes the value, so the story starts from it.
  render: (args) => (
    <Stateful key={`${args.value}-${String(args.defaultOpen)}-${args.defaultSearch ?? ''}`} {...args} />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: guidance({
      use: 'The vendor filter of a game list: All plus the vendors, with a search box over their names.',
      instead: "A few fixed choices shown at once: TabStrip. A form's choice: a native select.",
      do: [
        'Render it always: with All plus one vendor (two options or fewer) it renders nothing by itself.',
        'Pass the option labels translated: the search matches them.',
      ],
      dont: ["Don't place it in a box that clips overflow: the panel opens below the trigger, over the page."],
      copy: [
        'The trigger shows the chosen label on one line, cut with an ellipsis; in the open list, long vendor names wrap.',
      ],
      access: [
        'The trigger is named by `label` and the value; Arrow Down opens it with the search focused; Escape closes it and returns focus, even inside a Modal.',
      ],
    }),
  },
} satisfies Meta<typeof FilterSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const SelectedVendor: Story = { args: { value: 'PG' } };
export const Open: Story = { args: { value: 'PP', defaultOpen: true } };
export const Filtered: Story = { args: { defaultOpen: true, defaultSearch: 'p' } };
export const NoMatch: Story = { args: { defaultOpen: true, defaultSearch: 'Evolution' } };
/** All plus a single vendor is no choice: nothing renders. */
export const Hidden: Story = { args: { options: vendors.slice(0, 2) } };
/** Its keyboard focus ring, as the toolbar's pseudo-states show it on any story. */
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

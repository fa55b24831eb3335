import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { FilterPanel } from './filter-panel';

const meta = {
  title: 'Inputs/FilterSelect/FilterPanel',
  component: FilterPanel,
  args: {
    label: w('games.vendors'),
    options: [
      { value: '', label: w('games.allVendors') },
      { value: 'JL', label: 'JILI' },
      { value: 'PG', label: 'PG Soft' },
      { value: 'PP', label: 'Pragmatic Play' },
    ],
    value: 'PG',
    allValue: '',
    searchPlaceholder: w('games.searchVendors'),
    clearLabel: w('games.clear'),
    noMatchText: w('games.noVendor'),
    listId: 'vendor-list',
    initialSearch: '',
    focusSearch: true,
    onChange: () => {},
    onDone: () => {},
  },
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard: the search box has focus, the current vendor is marked. */
export const Open: Story = {};

/** A search that finds one vendor. */
export const Searching: Story = { args: { initialSearch: 'pg' } };

/** A search that finds nothing: All stays, with the no-match line. */
export const NoMatch: Story = { args: { initialSearch: 'zzz' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: 'Inside FilterSelect only: the open panel, a search box over the options (downshift combobox), loaded on the first opening. The story shows its search states.',
      instead: 'In a screen, always FilterSelect: it loads the panel, opens and closes it and gives focus back.',
      do: ['Keep the All option first (`allValue`): the search never hides it.'],
      dont: ["Don't render it outside FilterSelect's box: it is placed under the trigger, absolutely."],
      copy: [
        'Options are 14 px rows of 44 px or more and wrap anywhere; the search matches the labels as shown, ignoring case, so pass them translated.',
      ],
      access: [
        "A combobox: the highlighted option is announced (aria-activedescendant); the chosen one has a check mark besides colour; 'no match' is a polite status.",
      ],
    }),
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { TabStrip, type TabStripProps } from './tab-strip';

/** Promotion categories, as the promotions page shows them. */
const OPTIONS = ['all', 'new_player', 'deposit_promo', 'rebate_promo', 'sport_promo', 'app_download'].map((value) => ({
  value,
  label: w(`promotions.categories.${value}`),
}));

/** The options and label are args, so the preview puts the toolbar's language in them. */
function Controlled({
  initial,
  options,
  label,
}: { initial: string } & Pick<TabStripProps<string>, 'options' | 'label'>) {
  const [value, setValue] = useState(initial);
  return <TabStrip options={options} value={value} onChange={setValue} label={label} />;
}

const meta = {
  title: 'Navigation/TabStrip',
  component: Controlled,
  args: { initial: 'all', options: OPTIONS, label: w('titles.activity') },
  parameters: {
    guidance: guidance({
      use: 'A sideways-scrolling row of tabs choosing a category within a page: promotion categories, help topics.',
      instead: 'The main pages: FooterTabs. Many options with search: FilterSelect.',
      do: ['Keep the choice outside (`value`, `onChange`); the chosen tab scrolls into view by itself.'],
      dont: ["Don't expect the tabs to wrap to two rows: they scroll, so put the most used first."],
      copy: [
        "Each tab is one line (nowrap): long Burmese labels make the row scroll, not wrap; keep them to one or two words ('အက်ပ်ဒေါင်းလုဒ်').",
      ],
      access: [
        'A tab list named by `label`; arrow keys move and choose; only the chosen tab is in the Tab order. Label the content it chooses yourself.',
      ],
    }),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
/** A chosen tab past the edge is scrolled into view. */
export const LastChosen: Story = { args: { initial: 'app_download' } };

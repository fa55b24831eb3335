import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
/** A chosen tab past the edge is scrolled into view. */
export const LastChosen: Story = { args: { initial: 'app_download' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TabStrip } from './tab-strip';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'new_player', label: 'New players' },
  { value: 'deposit_promo', label: 'Deposit' },
  { value: 'rebate_promo', label: 'Rebate' },
  { value: 'sport_promo', label: 'Sports' },
  { value: 'app_download', label: 'App download' },
];

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <TabStrip options={OPTIONS} value={value} onChange={setValue} label="Promotion categories" />;
}

const meta = {
  title: 'Navigation/TabStrip',
  component: Controlled,
  args: { initial: 'all' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
/** A chosen tab past the edge is scrolled into view. */
export const LastChosen: Story = { args: { initial: 'app_download' } };
export const Light: Story = { globals: { theme: 'light' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Wallet/ProgressBar',
  component: ProgressBar,
  args: {
    value: 0.35,
    label: w('vip.progress', { rank: 'VIP 2' }),
    detail: w('vip.staked', { completed: '350.00', total: '1,000.00' }),
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { value: 0, detail: w('vip.staked', { completed: '0.00', total: '10.00' }) } };
/** The top rank: nothing left to reach. */
export const Full: Story = { args: { value: 1, label: w('vip.top'), detail: undefined } };

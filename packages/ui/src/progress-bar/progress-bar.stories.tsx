import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Wallet/ProgressBar',
  component: ProgressBar,
  args: { value: 0.35, label: 'Progress to VIP 2', detail: '350.00 / 1,000.00' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { value: 0, detail: '0.00 / 10.00' } };
/** The top rank: nothing left to reach. */
export const Full: Story = { args: { value: 1, detail: undefined } };
export const Light: Story = { globals: { theme: 'light' } };

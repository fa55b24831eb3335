import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: "Progress toward a goal: a member's way to the next VIP rank.",
      instead: "Waiting for something to load: SkeletonGrid or a button's busy words.",
      do: [
        "Pass `value` from 0 to 1 (clamped) and name the bar by what it measures ('Progress to VIP 2').",
        "Put the numbers in `detail` ('350.00 / 1,000.00'), formatted with the money helpers.",
      ],
      dont: ["Don't use it for loading without a known amount: it always shows a value."],
      copy: [
        '`label` is read, not shown: any length; `detail` is a 12 px line under the bar, right-aligned, that wraps.',
      ],
      access: ['role=progressbar from 0 to 100 with `label` as its name.'],
    }),
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { value: 0, detail: w('vip.staked', { completed: '0.00', total: '10.00' }) } };
/** The top rank: nothing left to reach. */
export const Full: Story = { args: { value: 1, label: w('vip.top'), detail: undefined } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { JackpotCounter } from './jackpot-counter';

const meta = {
  title: 'Lobby/JackpotCounter',
  component: JackpotCounter,
  args: { amount: '1,254,871,230', label: w('extras.jackpot') },
} satisfies Meta<typeof JackpotCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {};
export const Loading: Story = { args: { amount: null } };

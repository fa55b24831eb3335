import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { WinnerList } from './winner-list';

const meta = {
  title: 'Lobby/WinnerList',
  component: WinnerList,
  args: {
    title: w('extras.bigWins'),
    emptyText: w('extras.noBigWins'),
    winners: [
      { key: '1', name: 'd***1', game: 'Neon Phoenix', amount: '1,248.00' },
      { key: '2', name: 'a***z', game: 'Golden Empire', amount: '208.00' },
      { key: '3', name: 'm***8', game: 'Lucky Koi', amount: '12.48' },
    ],
  },
} satisfies Meta<typeof WinnerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { winners: [] } };

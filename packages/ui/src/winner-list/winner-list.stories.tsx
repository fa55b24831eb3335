import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: 'The home board of big wins: who won how much in which game, biggest first.',
      instead: "The jackpot: JackpotCounter. A member's own wins: the records pages.",
      do: ["Pass names masked ('d***1') and amounts formatted, sorted biggest first."],
      dont: ["Don't pass whole usernames: the name column is 64 px."],
      copy: [
        "Game names are one line, cut with an ellipsis; amounts are tabular digits; the title wraps ('ဤအပတ်၏ ဆုကြီးများ').",
      ],
      access: ['A region named by `title`, its winners an ordered list.'],
    }),
  },
} satisfies Meta<typeof WinnerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { winners: [] } };

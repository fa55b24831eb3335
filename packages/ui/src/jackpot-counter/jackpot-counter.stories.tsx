import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { JackpotCounter } from './jackpot-counter';

const meta = {
  title: 'Lobby/JackpotCounter',
  component: JackpotCounter,
  args: { amount: '1,254,871,230', label: w('extras.jackpot') },
  parameters: {
    guidance: guidance({
      use: 'The home jackpot: one big amount that keeps growing, under a short label.',
      instead: "Wins per game: WinnerList. The member's own money: BalanceChip.",
      do: ['Pass `amount` formatted (grouped, Latin digits) and `null` before it starts: a dash shows.'],
      dont: [
        "Don't make it live (aria-live): a number changing every few seconds would keep interrupting a screen reader.",
      ],
      copy: [
        "The label is 12 px, spaced wide and upper-cased for Latin; Burmese has no capitals and the spacing spreads its syllables: keep it one word ('ဂျက်ပေါ့').",
        'The amount is 26 px tabular digits on one line: up to about 13 digits with separators fit a phone.',
      ],
      access: ['A region named by the label; the amount is read when reached, not as it changes.'],
    }),
  },
} satisfies Meta<typeof JackpotCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {};
export const Loading: Story = { args: { amount: null } };

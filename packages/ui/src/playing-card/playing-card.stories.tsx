import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { PlayingCard } from './playing-card';

const meta = {
  title: 'Games/PlayingCard',
  component: PlayingCard,
  args: { rank: 12, suit: 'H', label: w('play.card', { rank: 'Q', suit: w('play.suits.H') }), size: 'l' },
  parameters: {
    guidance: guidance({
      use: 'A playing card face up (rank and suit) or face down: Hi-Lo and its betting records.',
      instead: 'A game to play: GameTile.',
      do: [
        "Pass `label` built from the dictionary with rank and suit ('Queen of hearts', play.card); `size` 'l' in play, 'm' in lists.",
      ],
      dont: ["Don't leave out `rank` or `suit` for a face-up card: either missing draws the back."],
      copy: [
        'Rank letters (A, J, Q, K) and suit symbols are drawn, not translated; only `label` has words, read, not shown: Burmese of any length.',
      ],
      access: ['role=img named by `label`; the drawn corner and pip are hidden from screen readers.'],
    }),
  },
} satisfies Meta<typeof PlayingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Red: Story = {};
export const Black: Story = {
  args: { rank: 1, suit: 'S', label: w('play.card', { rank: 'A', suit: w('play.suits.S') }) },
};
/** Waiting for the next card. */
export const FaceDown: Story = { args: { rank: undefined, suit: undefined, label: w('play.nextCard') } };
export const Small: Story = {
  args: { rank: 10, suit: 'C', label: w('play.card', { rank: 10, suit: w('play.suits.C') }), size: 'm' },
};

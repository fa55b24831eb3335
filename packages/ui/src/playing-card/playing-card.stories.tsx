import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { PlayingCard } from './playing-card';

const meta = {
  title: 'Games/PlayingCard',
  component: PlayingCard,
  args: { rank: 12, suit: 'H', label: w('play.card', { rank: 'Q', suit: w('play.suits.H') }), size: 'l' },
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlayingCard } from './playing-card';

const meta = {
  title: 'Games/PlayingCard',
  component: PlayingCard,
  args: { rank: 12, suit: 'H', label: 'Queen of hearts', size: 'l' },
} satisfies Meta<typeof PlayingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Red: Story = {};
export const Black: Story = { args: { rank: 1, suit: 'S', label: 'Ace of spades' } };
/** Waiting for the next card. */
export const FaceDown: Story = { args: { rank: undefined, suit: undefined, label: 'Next card' } };
export const Small: Story = { args: { rank: 10, suit: 'C', label: '10 of clubs', size: 'm' } };
export const Light: Story = { globals: { theme: 'light' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { message: 'No games found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Failure: Story = {
  args: {
    tone: 'error',
    message: 'The platform is under maintenance',
    action: { label: 'Try again', onClick: () => {} },
  },
};

/** The same, in the light theme. */
export const Light: Story = { globals: { theme: 'light' } };

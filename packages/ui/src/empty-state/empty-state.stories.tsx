import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { message: w('home.empty') },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Failure: Story = {
  args: {
    tone: 'error',
    message: w('errors.system.maintenance'),
    action: { label: w('app.retry'), onClick: () => {} },
  },
};

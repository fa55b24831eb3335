import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: 'Please wait…', durationMs: 60_000, onDone: () => {} },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Failure: Story = {
  args: { tone: 'error', message: 'Please login an actual account to use this function' },
};
/** The same, in the light theme. */
export const Light: Story = { globals: { theme: 'light' } };

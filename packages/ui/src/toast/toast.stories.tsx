import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { Toast } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: w('account.pleaseWait'), durationMs: 60_000, onDone: () => {} },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Failure: Story = {
  args: { tone: 'error', message: w('errors.freeplay.rejected') },
};

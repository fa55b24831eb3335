import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A question with cancel and confirm over the page (Modal). `busy` keeps the confirm button waiting
 * while the action runs; `dismissible={false}` for a question that must be answered.
 */
const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    labels: {
      title: w('account.logout'),
      cancel: w('account.cancel'),
      confirm: w('account.logout'),
      busy: w('account.working'),
      close: w('shell.close'),
    },
    message: w('account.logoutPrompt'),
    onCancel: () => {},
    onConfirm: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Log out? (the header's logout button). */
export const Logout: Story = {};

/** Logging out: the confirm button waits. */
export const Busy: Story = { args: { busy: true } };

/** A free-play account taps the profile tab: register now? */
export const RegisterPrompt: Story = {
  args: {
    labels: {
      title: w('nav.profile'),
      cancel: w('account.cancel'),
      confirm: w('account.registerNow'),
      close: w('shell.close'),
    },
    message: w('account.registerPrompt'),
  },
};

/** An agent's contract offer after login: answered with Go or Cancel only. */
export const ContractPrompt: Story = {
  args: {
    labels: {
      title: w('contracts.prompt.title'),
      cancel: w('contracts.prompt.cancel'),
      confirm: w('contracts.prompt.go'),
      close: w('contracts.prompt.cancel'),
    },
    message: w('contracts.prompt.dailySalary'),
    dismissible: false,
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      use: 'One question with cancel and confirm: log out, register now, go to a contract.',
      instead:
        'Information with no choice: Modal with one button. A passing message: Toast. A form: Modal with the form.',
      do: [
        "Name the confirm button by its action ('Log out', not 'OK'); pass `busy` and `labels.busy` while the action runs.",
        'Set `dismissible={false}` only for a question that must be answered (contract prompt): no ×, Escape or backdrop tap.',
      ],
      dont: [
        "Don't hide what happens in the title alone: say it in `message`, a paragraph that wraps (or your own markup).",
      ],
      copy: [
        "The buttons sit side by side and never wrap (nowrap, 12 px): 'မလုပ်တော့ပါ' and 'ထွက်ရန်' fit; two long Burmese labels run past a 390 px phone, so keep each to one or two words.",
        'The title (16 px) wraps beside the close button; keep it to a few words.',
      ],
      access: [
        'It is a Modal: focus moves to the dialog on open and back on close; Escape and the × cancel when dismissible; the × is named by `labels.close`.',
      ],
    }),
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

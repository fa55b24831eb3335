import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { Toast } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: w('account.pleaseWait'), durationMs: 60_000, onDone: () => {} },
  parameters: {
    guidance: guidance({
      use: "A short message that goes by itself ('Please wait…', a refused free play): the app's one toast.",
      instead:
        "A message that needs an answer: ConfirmDialog or Modal. A field's mistake: its `error`. A failed load: EmptyState.",
      do: [
        "Use the spec's durations (1, 1.5, 2, 3 or 8 s: LOBBY_TIMINGS.toast) and clear the message in `onDone`.",
        'Use `tone="error"` for a failure: it is announced at once.',
      ],
      dont: ["Don't put buttons or links in it: it goes before they can be reached."],
      copy: [
        'Centred, 12 px, as wide as the screen less its margins, and it wraps: keep it to one sentence (Burmese takes two or three lines).',
      ],
      access: ['role=status, or alert for errors; shown as a popover, so it shows over an open Modal.'],
    }),
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Failure: Story = {
  args: { tone: 'error', message: w('errors.freeplay.rejected') },
};

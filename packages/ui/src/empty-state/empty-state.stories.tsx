import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { message: w('home.empty') },
  parameters: {
    guidance: guidance({
      use: "A list or page with nothing to show ('No games found'), or a failed load with a retry.",
      instead: "While loading: SkeletonGrid. A passing message: Toast. A wrong value in a form: the field's `error`.",
      do: [
        'Use `tone="error"` with an `action` (retry) for a failure: it is announced at once (role alert).',
        "Say what is missing in the member's words and, where there is one, the next step as the action.",
      ],
      dont: ["Don't show the server's text: pass the translated message (useApiErrorText in the app)."],
      copy: [
        "Message and button are centred and wrap: keep the button to one to three Burmese words ('ထပ်ကြိုးစားပါ'), the message to one sentence.",
      ],
      access: [
        'The error tone is an alert; the empty tone is silent, so place it where reading order meets it. The action is a real button, reached with Tab.',
      ],
    }),
  },
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

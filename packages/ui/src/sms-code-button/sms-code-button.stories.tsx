import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { storyWords, w } from '../../.storybook/words';
import { SmsCodeButton } from './sms-code-button';

/** A server that answers after `delayMs` with an expiry `seconds` from then. */
const sendsCode =
  (seconds: number, delayMs = 800) =>
  (): Promise<number | undefined> =>
    new Promise((resolve) => setTimeout(() => resolve(Date.now() + seconds * 1000), delayMs));

const meta = {
  title: 'Inputs/SmsCodeButton',
  component: SmsCodeButton,
  args: {
    onRequest: sendsCode(60),
    labels: {
      idle: w('account.sendCode'),
      sending: w('account.sending'),
      counting: (seconds: number) => `${seconds}`,
    },
  },
  // The countdown's words are a function of the seconds: the render gives it the toolbar's language.
  render: (args, context) => {
    const t = storyWords(context);
    return (
      <SmsCodeButton {...args} labels={{ ...args.labels, counting: (seconds) => t('account.resendIn', { seconds }) }} />
    );
  },
  parameters: {
    guidance: guidance({
      use: "The 'send code' button beside an SMS code field: register, forgot password, phone login.",
      instead: 'Any other action: a plain button.',
      do: [
        "Resolve `onRequest` with the server's expirationTime and reject on failure: it goes back to idle and you show the error.",
        'Set `disabled` while the mobile number is invalid.',
      ],
      dont: ["Don't run a countdown of your own: it shows 60, then the seconds to the server's expiry."],
      copy: [
        "One line (nowrap, 14 px, 96 px at least): 'ကုဒ်ပို့ရန်' and 'ထပ်ပို့ရန် 59 စက္ကန့်' fit; keep the counting words short. Digits are tabular, so the button does not twitch.",
      ],
      access: [
        'Its words are polite-live (sending, then the countdown); it is busy while sending and disabled while counting.',
      ],
    }),
  },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
/** The server's expiry is 5 s away: 60 shows first, then the real seconds. */
export const ShortExpiry: Story = { args: { onRequest: sendsCode(5) } };
/** The request fails: back to idle. */
export const Failing: Story = {
  args: { onRequest: () => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('failed')), 800)) },
};
/** E.g. while the mobile number is invalid. */
export const Disabled: Story = { args: { disabled: true } };
/** Burmese whatever the toolbar says. */
export const Burmese: Story = { globals: { locale: 'my' } };
/** Its keyboard focus ring, as the toolbar's pseudo-states show it on any story. */
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

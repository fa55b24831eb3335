import type { Meta, StoryObj } from '@storybook/react-vite';
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
    labels: { idle: 'Send code', sending: 'Sending…', counting: (s: number) => `Resend in ${s}s` },
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
export const Burmese: Story = {
  args: { labels: { idle: 'ကုဒ်ပို့ရန်', sending: 'ပို့နေသည်…', counting: (s: number) => `${s} စက္ကန့်` } },
};

/** The same, in the light theme. */
export const Light: Story = { globals: { theme: 'light' } };
export const LightDisabled: Story = { args: { disabled: true }, globals: { theme: 'light' } };

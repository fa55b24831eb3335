import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { PasswordField } from './password-field';

/** A TextField for passwords with its show/hide toggle; takes every TextField prop but `type`. */
const meta = {
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: {
    id: 'password',
    label: w('account.password'),
    autoComplete: 'current-password',
    toggleLabels: { show: w('account.showPassword'), hide: w('account.hidePassword') },
  },
  parameters: {
    guidance: guidance({
      use: "Every password input: login, register, change or forgot password, two-factor setup, an agent's new account.",
      instead: 'Other text: TextField. A one-time code: TextField with inputMode numeric, beside SmsCodeButton.',
      do: [
        "Set `autoComplete` ('current-password' or 'new-password') so password managers fill it.",
        "Give `toggleLabels` that name the action: 'Show password', 'Hide password'.",
      ],
      dont: ["Don't pass `type`: the eye toggle owns it."],
      copy: ["Label and error wrap as in TextField; the eye's words are read, not shown: any length of Burmese."],
      access: [
        'The eye is a 44 px button named by `toggleLabels` (aria-label and title), with a focus ring from the keyboard; the error is tied to the input.',
      ],
    }),
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'secret-123' } };
export const Error: Story = { args: { error: w('validation.patterns.password') } };
/** Its keyboard focus ring, as the toolbar's pseudo-states show it on any story. */
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

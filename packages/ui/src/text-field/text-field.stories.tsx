import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { TextField } from './text-field';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { id: 'username', label: w('account.username'), autoComplete: 'username', defaultValue: '' },
  parameters: {
    guidance: guidance({
      use: 'A labelled text input with its error below: the account forms (username, mobile, captcha, codes).',
      instead: 'Passwords: PasswordField. A date: DatePicker. A choice: a select or DialCodeSelect.',
      do: [
        'Give `id`, a visible `label` and `autoComplete`; set `inputMode` for numbers (tel, numeric).',
        'Pass `error` translated after a submit or blur: the border turns red and the text is read with the input.',
      ],
      dont: ["Don't put the label in the placeholder."],
      copy: ["Label and error wrap on as many lines as they need; the input's text is 16 px (iOS does not zoom)."],
      access: [
        "The label names the input (for/id); the error is tied with aria-describedby and aria-invalid; `adornment` is for a control in the input's end (the password eye).",
      ],
    }),
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'demo01' } };
export const Error: Story = { args: { error: w('validation.required') } };
/** English, whatever the toolbar says. */
export const English: Story = { args: { error: w('validation.required') }, globals: { locale: 'en' } };

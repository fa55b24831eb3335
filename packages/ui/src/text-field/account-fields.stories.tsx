import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { DatePicker } from '../date-picker/date-picker';
import { DialCodeSelect } from '../dial-code-select/dial-code-select';
import { PasswordField } from '../password-field/password-field';
import { TextField } from './text-field';

interface AccountFieldsProps {
  words: Record<
    'username' | 'password' | 'show' | 'hide' | 'countryCode' | 'mobile' | 'birthday' | 'year' | 'month' | 'day',
    string
  >;
  /** Each field's error, as the forms show them after a failed submit. */
  errors: { username?: string; password?: string; mobile?: string; birthday?: string };
  disabled: boolean;
}

/** The account forms' fields together (login, register, reset): labels, values, errors. */
function AccountFields({ words, errors, disabled }: AccountFieldsProps) {
  return (
    <form style={{ display: 'grid', gap: 12 }} onSubmit={(e) => e.preventDefault()}>
      <TextField
        id="username"
        label={words.username}
        autoComplete="username"
        defaultValue="thura.mg"
        error={errors.username}
        disabled={disabled}
      />
      <PasswordField
        id="password"
        label={words.password}
        autoComplete="current-password"
        toggleLabels={{ show: words.show, hide: words.hide }}
        error={errors.password}
        disabled={disabled}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 8, alignItems: 'end' }}>
        <DialCodeSelect
          id="dial"
          label={words.countryCode}
          value="+95"
          options={[
            { code: 'MM', dialingCode: '+95', name: 'Myanmar' },
            { code: 'TH', dialingCode: '+66', name: 'Thailand' },
          ]}
          onChange={() => {}}
        />
        <TextField id="mobile" label={words.mobile} inputMode="tel" error={errors.mobile} disabled={disabled} />
      </div>
      <DatePicker
        id="birthday"
        labels={{ legend: words.birthday, year: words.year, month: words.month, day: words.day }}
        value="1995-04-17"
        minYear={1900}
        maxYear={2026}
        onChange={() => {}}
        error={errors.birthday}
      />
    </form>
  );
}

const meta = {
  title: 'Account/Form fields',
  component: AccountFields,
  args: {
    words: {
      username: w('account.username'),
      password: w('account.password'),
      show: w('account.showPassword'),
      hide: w('account.hidePassword'),
      countryCode: w('account.countryCode'),
      mobile: w('account.mobile'),
      birthday: w('account.birthday'),
      year: w('account.year'),
      month: w('account.month'),
      day: w('account.day'),
    },
    errors: {},
    disabled: false,
  },
  parameters: {
    guidance: guidance({
      use: "Not a component: the account forms' fields together (TextField, PasswordField, DialCodeSelect, DatePicker), to check labels, errors and spacing in each language.",
      instead: 'In the app, build a form from the fields themselves, as login, register and reset do.',
      do: [
        'Keep one visible label above each field and its error under it; the phone row is DialCodeSelect beside TextField.',
      ],
      dont: ["Don't use placeholders as labels: they vanish as the member types."],
      copy: [
        'Labels and errors wrap: check Errors in Burmese, where validation messages take two lines and push the fields down.',
      ],
      access: [
        'Each error is tied to its field (aria-describedby, aria-invalid); Disabled shows the fields while the form is sent.',
      ],
    }),
  },
} satisfies Meta<typeof AccountFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in, nothing wrong. */
export const Filled: Story = {};

/** After a failed submit: each field names its problem. */
export const Errors: Story = {
  args: {
    errors: {
      username: w('validation.patterns.username'),
      password: w('validation.required'),
      mobile: w('validation.mobileRequired'),
      birthday: w('validation.birthdayRange'),
    },
  },
};

/** While the form is sent. */
export const Disabled: Story = { args: { disabled: true } };

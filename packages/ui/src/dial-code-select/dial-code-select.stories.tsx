import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { guidance } from '../../.storybook/guidance';
import { storyWords, w } from '../../.storybook/words';
import { LanguageFlag } from '../language-flag/language-flag';
import { TextField } from '../text-field/text-field';
import { DialCodeSelect, type DialCodeSelectProps } from './dial-code-select';

const countries = [
  { code: 'MM', dialingCode: '+95', name: 'Myanmar', flag: <LanguageFlag country="MM" /> },
  { code: 'TH', dialingCode: '+66', name: 'Thailand', flag: <LanguageFlag country="TH" /> },
  { code: 'KH', dialingCode: '+855', name: 'Cambodia' },
  { code: 'CN', dialingCode: '+86', name: 'China', flag: <LanguageFlag country="CN" /> },
  { code: 'PH', dialingCode: '+63', name: 'Philippines' },
];

/** Keeps the picked code, as the registration form does, so the story can be played with. */
function Stateful(args: DialCodeSelectProps) {
  const [value, setValue] = useState(args.value);
  const change = (next: string) => {
    setValue(next);
    args.onChange(next);
  };
  return <DialCodeSelect {...args} value={value} onChange={change} />;
}

const meta = {
  title: 'Inputs/DialCodeSelect',
  component: DialCodeSelect,
  args: { id: 'dial-code', label: w('account.countryCode'), value: '+95', options: countries, onChange: () => {} },
  // Remount when a control changes the value, so the story starts from it.
  render: (args) => <Stateful key={args.value} {...args} />,
  parameters: {
    guidance: guidance({
      use: 'The country dialing code at the left of a phone TextField (registration, phone login).',
      instead: 'Any other choice from a short list: a native select. A long list to search: FilterSelect.',
      do: [
        "Put it in a row with the phone field, bottoms aligned: the phone field's label is the visible one.",
        'Give `flag` as a picture (LanguageFlag): emoji flags are boxes on many phones.',
      ],
      dont: ["Don't show it without the phone field: its own label is visually hidden."],
      copy: [
        "Closed it shows the flag and code only, 112 px wide, so long country names never widen it; open, the phone's list shows 'name +code': pass `name` translated.",
      ],
      access: ['A native select named by `label` (read, not shown); its drawn face shows the keyboard focus ring.'],
    }),
  },
} satisfies Meta<typeof DialCodeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutFlags: Story = {
  args: { options: countries.map(({ flag: _flag, ...rest }) => rest), value: '+855' },
};
/** Where it belongs: left of the phone field, bottoms aligned under the field's label. */
export const BesidePhoneField: Story = {
  render: (args, context) => (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8, maxWidth: 390 }}>
      <Stateful {...args} />
      <div style={{ flex: 1 }}>
        <TextField
          id="mobile"
          label={storyWords(context)('account.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
        />
      </div>
    </div>
  ),
};
/** Its keyboard focus ring, as the toolbar's pseudo-states show it on any story. */
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

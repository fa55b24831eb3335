import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { LanguageFlag } from './language-flag';

const meta = {
  title: 'Controls/LanguageFlag',
  component: LanguageFlag,
  args: { country: 'MM', size: 24 },
  parameters: {
    guidance: guidance({
      use: "The flag beside a language's name: the language popup and the language button.",
      instead: 'Naming a country or language on its own: its name in words. A flag never stands alone for a language.',
      do: ["Write the language's name, in that language, next to it; size 16 in lists and buttons."],
      dont: ["Don't use emoji flags instead: many phones and desktop Linux show boxes."],
      copy: ['No words: it is decorative, the name beside it says the language (whatever its length).'],
      access: ['alt="": screen readers skip it; the button or option around it needs its own name.'],
    }),
  },
} satisfies Meta<typeof LanguageFlag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Myanmar: Story = {};
export const UnitedKingdom: Story = { args: { country: 'GB' } };
export const China: Story = { args: { country: 'CN' } };
/** The flags of the languages a brand may add (spec section 1). */
export const Thailand: Story = { args: { country: 'TH' } };
export const Vietnam: Story = { args: { country: 'VN' } };
export const Indonesia: Story = { args: { country: 'ID' } };
export const Korea: Story = { args: { country: 'KR' } };
export const Japan: Story = { args: { country: 'JP' } };
export const India: Story = { args: { country: 'IN' } };
/** The size used in lists and buttons. */
export const Small: Story = { args: { country: 'GB', size: 16 } };

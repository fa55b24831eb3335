import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageFlag } from './language-flag';

const meta = {
  title: 'Controls/LanguageFlag',
  component: LanguageFlag,
  args: { country: 'MM', size: 24 },
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

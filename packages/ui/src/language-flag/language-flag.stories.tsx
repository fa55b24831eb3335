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
/** The size used in lists and buttons. */
export const Small: Story = { args: { country: 'GB', size: 16 } };

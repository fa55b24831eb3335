import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { TextField } from './text-field';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { id: 'username', label: w('account.username'), autoComplete: 'username', defaultValue: '' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'demo01' } };
export const Error: Story = { args: { error: w('validation.required') } };
/** English, whatever the toolbar says. */
export const English: Story = { args: { error: w('validation.required') }, globals: { locale: 'en' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { id: 'username', label: 'Username', autoComplete: 'username', defaultValue: '' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'demo01' } };
export const Error: Story = { args: { error: 'Please fill in this field' } };
export const Burmese: Story = { args: { label: 'အသုံးပြုသူအမည်', error: 'ဤအကွက်ကို ဖြည့်ပါ' } };
export const Light: Story = { args: { error: 'Please fill in this field' }, globals: { theme: 'light' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
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
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'secret-123' } };
export const Error: Story = { args: { error: w('validation.patterns.password') } };
/** Its keyboard focus ring, as the toolbar's pseudo-states show it on any story. */
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: true } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHELL_ICON_NAMES, ShellIcon } from './shell-icon';

const meta = {
  title: 'Shell/ShellIcon',
  component: ShellIcon,
  args: { name: 'home', size: 22 },
  argTypes: { name: { control: 'select', options: SHELL_ICON_NAMES } },
} satisfies Meta<typeof ShellIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

/** Every icon, named (the names are code, not words: they stay in English). */
export const All: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12, padding: 0, listStyle: 'none' }}>
      {SHELL_ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 11 }}>
          <ShellIcon name={name} size={args.size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

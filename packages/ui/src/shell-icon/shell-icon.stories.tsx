import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { SHELL_ICON_NAMES, ShellIcon } from './shell-icon';

const meta = {
  title: 'Shell/ShellIcon',
  component: ShellIcon,
  args: { name: 'home', size: 22 },
  argTypes: { name: { control: 'select', options: SHELL_ICON_NAMES } },
  parameters: {
    guidance: guidance({
      use: 'A line icon of the shell inside a button or link that has a name: header, footer tabs, side menu.',
      instead: 'Brand pictures: images. Flags: LanguageFlag.',
      do: [
        'Put it in a control named by a visible label or an aria-label.',
        'Size it with `size` (px); it draws in the text colour (currentColor).',
      ],
      dont: ["Don't make it the only content of a control without a name: it is hidden from screen readers."],
      copy: ['No words: the icon names are code and stay English.'],
      access: ['aria-hidden: the control around it is what is read.'],
    }),
  },
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { w } from '../../.storybook/words';
import { PlainLink } from './link';

/** The default link of ui's components; an app hands them its router's link instead. */
const meta = {
  title: 'Shell/PlainLink',
  component: PlainLink,
  args: { href: '#home', children: w('header.home') },
} satisfies Meta<typeof PlainLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

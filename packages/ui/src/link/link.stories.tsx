import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { PlainLink } from './link';

/** The default link of ui's components; an app hands them its router's link instead. */
const meta = {
  title: 'Shell/PlainLink',
  component: PlainLink,
  args: { href: '#home', children: w('header.home') },
  parameters: {
    guidance: guidance({
      use: "The default link of ui's components (header, footer tabs, side menu): a plain anchor, in Storybook and plain pages.",
      instead: "In the app, pass the router's link as those components' `link`, so a tap does not reload the page.",
      do: [
        "Write an app's link as `({ href, ...rest }) => <Link to={href} {...rest} />`: class names, aria and handlers pass through.",
      ],
      dont: ["Don't use a link for an action that stays on the page: that is a button."],
      copy: ['Its words are its children; it adds no style of its own, so wrapping follows its parent.'],
      access: ['A plain `<a href>`: in the Tab order, named by its text.'],
    }),
  },
} satisfies Meta<typeof PlainLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

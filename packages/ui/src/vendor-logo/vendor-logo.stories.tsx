import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { VendorLogo } from './vendor-logo';

const wordmark = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><text x="48" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;

const meta = {
  title: 'Media/VendorLogo',
  component: VendorLogo,
  args: { src: wordmark('PG SOFT'), name: 'PG Soft' },
  parameters: {
    guidance: guidance({
      use: "A vendor's white wordmark: vendor strips, menus and grids.",
      instead: 'A vendor named in text (a filter, a tile): its name. A game: GameTile.',
      do: ["Pass `name` as the vendor is displayed: it is the image's alt and shows when the image fails."],
      dont: ["Don't set it on a white surface: the white wordmarks get only a hairline shadow there."],
      copy: ['The fallback name is one line, 12 px semibold, cut with an ellipsis.'],
      access: ["Named by `name` (alt); as a link's only content, that alt is the link's name."],
    }),
  },
} satisfies Meta<typeof VendorLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The image fails: the name takes its place. */
export const Broken: Story = { args: { src: '/no-such-logo.png', name: 'Pragmatic Play' } };

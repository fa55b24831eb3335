import type { Meta, StoryObj } from '@storybook/react-vite';
import { VendorLogo } from './vendor-logo';

const wordmark = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><text x="48" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;

const meta = {
  title: 'Media/VendorLogo',
  component: VendorLogo,
  args: { src: wordmark('PG SOFT'), name: 'PG Soft' },
} satisfies Meta<typeof VendorLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The image fails: the name takes its place. */
export const Broken: Story = { args: { src: '/no-such-logo.png', name: 'Pragmatic Play' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { BannerSlide } from './banner-slide';

const art = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#2f9e44"/><text x="40" y="170" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">Welcome bonus 100%</text></svg>',
)}`;

const meta = {
  title: 'Media/BannerSlide',
  component: BannerSlide,
  args: { banner: { id: '1', url: art, alt: 'Welcome bonus 100%' }, onSelect: () => {}, priority: true },
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
} satisfies Meta<typeof BannerSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The image fails: it is hidden, the slide keeps its place. */
export const BrokenImage: Story = { args: { banner: { id: '2', url: '/missing.png', alt: 'Missing banner' } } };

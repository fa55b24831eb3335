import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { BannerSlide } from './banner-slide';

const art = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#2f9e44"/><text x="40" y="170" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">Welcome bonus 100%</text></svg>',
)}`;

const meta = {
  title: 'Media/BannerSlide',
  component: BannerSlide,
  args: { banner: { id: '1', url: art, alt: 'Welcome bonus 100%' }, onSelect: () => {}, priority: true },
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  parameters: {
    guidance: guidance({
      use: 'One banner as a button: the slide of BannerCarousel, before and after Swiper takes over.',
      instead: 'A row of banners: BannerCarousel. A picture that does nothing: an image.',
      do: [
        'Set `priority` on the first visible slide only: it loads eagerly with high fetch priority (the largest paint).',
        'Keep the artwork 750 × 300 (5:2): the slide is 5:2 and crops to fill.',
      ],
      dont: ["Don't leave `alt` empty: it is the slide button's only name."],
      copy: ["`alt` is read, not shown: write the banner's title in the member's language, any length of Burmese."],
      access: ['A picture that fails to load is hidden; the slide keeps its place, its name and its tap.'],
    }),
  },
} satisfies Meta<typeof BannerSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The image fails: it is hidden, the slide keeps its place. */
export const BrokenImage: Story = { args: { banner: { id: '2', url: '/missing.png', alt: 'Missing banner' } } };

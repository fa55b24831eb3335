import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { w } from '../../.storybook/words';
import { BannerCarousel } from './banner-carousel';

const art = (hue: number, text: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><rect width="750" height="300" fill="hsl(${hue} 60% 35%)"/><text x="40" y="170" font-size="56" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  );

const banners = [
  { id: '1', url: art(210, 'Welcome bonus'), alt: 'Welcome bonus' },
  { id: '2', url: art(330, 'Weekly rebate'), alt: 'Weekly rebate' },
  { id: '3', url: art(40, 'Live casino'), alt: 'Live casino' },
];

const meta = {
  title: 'Lobby/BannerCarousel',
  component: BannerCarousel,
  args: { banners, onSelect: () => {}, label: w('home.banners') },
  parameters: {
    guidance: guidance({
      use: "The operator's banners at the top of a lobby screen (home, a category), autoplaying and looping; Swiper loads on the first autoplay tick or touch.",
      instead: 'One still promotion picture in a page: an image (or BannerSlide). Announcements in words: Ticker.',
      do: [
        'Pass `loading` while the banners load: an empty slide keeps their place, so nothing below moves.',
        "Give each banner the operator's title as `alt`; keep `delay`, `speed` and `slidesPerView` at the spec's timings (LOBBY_TIMINGS.banner).",
      ],
      dont: [
        "Don't put anything the member must read only in the pictures: they move every 4 s, and a picture that fails is hidden.",
      ],
      copy: [
        "Its own words are `label` and the banners' `alt`, read, not shown: Burmese of any length. Text in the artwork is the operator's: ask for artwork per language.",
      ],
      access: [
        'A region (carousel) named by `label`; each slide is a button named by its `alt`. With reduced motion nothing moves by itself: no autoplay, Swiper comes with the first touch.',
      ],
    }),
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const Single: Story = { args: { banners: banners.slice(0, 1) } };
export const BrokenImageHidden: Story = { args: { banners: [{ id: 'x', url: '/missing.png', alt: 'Missing' }] } };
export const Empty: Story = { args: { banners: [] } };
export const Loading: Story = { args: { banners: [], loading: true } };

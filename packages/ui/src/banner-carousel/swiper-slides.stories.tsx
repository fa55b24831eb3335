import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../../.storybook/guidance';
import { SwiperSlides } from './swiper-slides';

const art = (hue: number, text: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><rect width="750" height="300" fill="hsl(${hue} 60% 35%)"/><text x="40" y="170" font-size="56" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  );

/** The Swiper stage the banner carousel switches to once loaded: autoplay, loop, 1.1 per view. */
const meta = {
  title: 'Lobby/BannerCarousel/SwiperSlides',
  component: SwiperSlides,
  args: {
    banners: [
      { id: '1', url: art(210, 'Welcome bonus'), alt: 'Welcome bonus' },
      { id: '2', url: art(330, 'Weekly rebate'), alt: 'Weekly rebate' },
      { id: '3', url: art(40, 'Live casino'), alt: 'Live casino' },
    ],
    onSelect: () => {},
    delay: 4000,
    speed: 1000,
    slidesPerView: 1.1,
  },
  parameters: {
    guidance: guidance({
      use: 'Inside BannerCarousel only: the Swiper stage it loads after the first autoplay tick or touch. The story shows autoplay and loop.',
      instead:
        'In a screen, always BannerCarousel: it paints the first banners at once and decides when this chunk loads.',
      do: ['Pass `delay` 0 to turn autoplay off (BannerCarousel does for reduced motion).'],
      dont: ["Don't import it in app code: it brings Swiper into the page's first bundle."],
      copy: ["No words of its own: the slides are named by the banners' `alt`."],
      access: ['It loops only with three banners or more; each slide is a BannerSlide button.'],
    }),
  },
} satisfies Meta<typeof SwiperSlides>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Autoplay: Story = {};

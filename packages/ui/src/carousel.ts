// Apart from the main entry: only this one needs swiper (an optional peer), when its slides move.
export {
  BannerCarousel,
  type Banner as CarouselBanner,
  type BannerCarouselProps,
} from './banner-carousel/banner-carousel';

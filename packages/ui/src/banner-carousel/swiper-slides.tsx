import 'swiper/css';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { BannerSlide, type Banner } from './banner-slide';

export interface SlidesProps {
  banners: readonly Banner[];
  onSelect: (banner: Banner) => void;
  /** Autoplay delay; 0 turns autoplay off. */
  delay: number;
  speed: number;
  slidesPerView: number;
}

/** The Swiper part of the banner carousel, in its own chunk. */
export function SwiperSlides({ banners, onSelect, delay, speed, slidesPerView }: SlidesProps) {
  return (
    <Swiper
      modules={[Autoplay]}
      autoplay={delay > 0 ? { delay, disableOnInteraction: false } : false}
      speed={speed}
      loop={banners.length > 2}
      slidesPerView={slidesPerView}
      spaceBetween={8}
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} onSelect={onSelect} priority={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

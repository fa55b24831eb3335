import { useEffect, useState, type ComponentType } from 'react';
import styles from './banner-carousel.module.css';
import { BannerSlide, type Banner } from './banner-slide';
import type { SlidesProps } from './swiper-slides';

export type { Banner } from './banner-slide';

export interface BannerCarouselProps {
  banners: readonly Banner[];
  onSelect: (banner: Banner) => void;
  /** Accessible name of the carousel region. */
  label: string;
  /** Autoplay delay, transition speed and slides per view (spec section 9: 4000, 1000, 1.1). */
  delay?: number;
  speed?: number;
  slidesPerView?: number;
  /** The banners are on their way: an empty slide keeps their place, so nothing below moves. */
  loading?: boolean;
}

/**
 * Banner carousel: the first banners paint at once as plain images, then Swiper (loaded on
 * demand, outside the first-load bundle) takes over with autoplay and loop. For users who ask for
 * reduced motion nothing moves by itself: Swiper comes with their first touch, without autoplay.
 */
export function BannerCarousel({
  banners,
  onSelect,
  label,
  delay = 4000,
  speed = 1000,
  slidesPerView = 1.1,
  loading = false,
}: BannerCarouselProps) {
  const [Slides, setSlides] = useState<ComponentType<SlidesProps> | null>(null);
  const [still, setStill] = useState(false);
  useEffect(() => {
    if (banners.length < 2) return;
    let live = true;
    const reduced =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setStill(reduced);
    // Nothing moves before the first autoplay tick, so Swiper loads then (or on a first touch),
    // keeping its code off the first screen's main thread.
    const load = () => {
      window.clearTimeout(timer);
      window.removeEventListener('touchstart', load);
      void import('./swiper-slides').then((m) => live && setSlides(() => m.SwiperSlides));
    };
    const timer = reduced ? undefined : window.setTimeout(load, delay);
    window.addEventListener('touchstart', load, { once: true, passive: true });
    return () => {
      live = false;
      window.clearTimeout(timer);
      window.removeEventListener('touchstart', load);
    };
  }, [banners.length, delay]);

  if (loading && banners.length === 0) {
    return (
      <div className={styles.frame} aria-hidden="true" data-testid="banner-placeholder">
        <div className={styles.track}>
          <div className={styles.slide} />
        </div>
      </div>
    );
  }
  if (banners.length === 0) return null;
  return (
    <section className={styles.frame} aria-roledescription="carousel" aria-label={label} data-testid="banner-carousel">
      {Slides ? (
        <Slides
          banners={banners}
          onSelect={onSelect}
          delay={still ? 0 : delay}
          speed={speed}
          slidesPerView={slidesPerView}
        />
      ) : (
        <div className={styles.track}>
          {banners.slice(0, 2).map((banner, i) => (
            <BannerSlide key={banner.id} banner={banner} onSelect={onSelect} priority={i === 0} />
          ))}
        </div>
      )}
    </section>
  );
}

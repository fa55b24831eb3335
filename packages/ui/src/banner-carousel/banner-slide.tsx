import { useState } from 'react';
import styles from './banner-carousel.module.css';

export interface Banner {
  id: string;
  url: string;
  /** Describes the banner for screen readers. */
  alt: string;
}

/** One slide; its image is hidden when it fails to load (spec section 2). */
export function BannerSlide({
  banner,
  onSelect,
  priority,
}: {
  banner: Banner;
  onSelect: (b: Banner) => void;
  priority: boolean;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <button type="button" className={styles.slide} onClick={() => onSelect(banner)} aria-label={banner.alt}>
      <img
        className={`${styles.image} ${broken ? styles.hidden : ''}`}
        src={banner.url}
        alt=""
        width={750}
        height={300}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        onError={() => setBroken(true)}
      />
    </button>
  );
}

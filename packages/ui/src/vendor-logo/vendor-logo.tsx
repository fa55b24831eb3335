import { useState } from 'react';
import styles from './vendor-logo.module.css';

export interface VendorLogoProps {
  /** `{vendorIconCDN}/{vendorCode}-WHITE.png` (spec section 2). */
  src: string;
  /** The vendor's display name: the image's text, and what shows when the image fails. */
  name: string;
  width?: number;
  height?: number;
}

/** A vendor's wordmark; a logo that fails to load is hidden and the name shows instead (spec section 2). */
export function VendorLogo({ src, name, width = 96, height = 32 }: VendorLogoProps) {
  const [broken, setBroken] = useState(false);
  if (broken) return <span className={styles.name}>{name}</span>;
  return (
    <img
      className={styles.logo}
      src={src}
      alt={name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

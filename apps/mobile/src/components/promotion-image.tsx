import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export interface PromotionImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> {
  src: string;
  /** What stands in its place when it fails to load; none: nothing. */
  fallback?: ReactNode;
}

/**
 * A promotion's picture. One that fails to load gives way to its fallback, never to the browser's
 * broken-image icon and its alt text (a `hidden` attribute alone would lose to the picture's own
 * `display` rule).
 */
export function PromotionImage({ fallback = null, src, ...img }: PromotionImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  // Another address (the list refreshed) gets its own chance.
  if (broken === src) return fallback;
  return <img {...img} src={src} onError={() => setBroken(src)} />;
}

import type { ReactNode } from 'react';
import styles from './language-flag.module.css';

/** Flags drawn here rather than as emoji: many phones and desktop Linux have no flag glyphs. */
export type FlagCountry = 'MM' | 'GB' | 'CN' | 'TH' | 'VN' | 'ID' | 'KR' | 'JP' | 'IN';

/** The three bars of one trigram of the Korean flag, as rects around the origin (a gap splits a yin bar). */
function trigram(broken: [boolean, boolean, boolean]) {
  return broken.map((split, i) =>
    split ? (
      <g key={i}>
        <rect x={-2} y={-1.6 + i * 1.2} width={1.8} height={0.8} />
        <rect x={0.2} y={-1.6 + i * 1.2} width={1.8} height={0.8} />
      </g>
    ) : (
      <rect key={i} x={-2} y={-1.6 + i * 1.2} width={4} height={0.8} />
    ),
  );
}

export interface LanguageFlagProps {
  country: FlagCountry;
  /** Height in CSS pixels; the width follows the 3:2 ratio. */
  size?: number;
}

/** The points of a five-pointed star centred on (cx, cy), tip turned by `rotate` degrees. */
export function starPoints(cx: number, cy: number, outer: number, rotate = 0): string {
  const inner = outer * 0.382;
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = ((rotate - 90 + i * 36) * Math.PI) / 180;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

const DRAWINGS: Record<FlagCountry, ReactNode> = {
  MM: (
    <>
      <rect width="30" height="20" fill="#fecb00" />
      <rect y="6.67" width="30" height="6.67" fill="#34b233" />
      <rect y="13.33" width="30" height="6.67" fill="#ea2839" />
      <polygon points={starPoints(15, 10.8, 7.2)} fill="#fff" />
    </>
  ),
  GB: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#fff" strokeWidth="4" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#c8102e" strokeWidth="1.4" />
      <path d="M15,0 v20 M0,10 h30" stroke="#fff" strokeWidth="6" />
      <path d="M15,0 v20 M0,10 h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  CN: (
    <>
      <rect width="30" height="20" fill="#ee1c25" />
      <polygon points={starPoints(5, 5, 3)} fill="#ffff00" />
      <polygon points={starPoints(10, 2, 1, 23)} fill="#ffff00" />
      <polygon points={starPoints(12, 4, 1, 46)} fill="#ffff00" />
      <polygon points={starPoints(12, 7, 1, 70)} fill="#ffff00" />
      <polygon points={starPoints(10, 9, 1, 21)} fill="#ffff00" />
    </>
  ),
  TH: (
    <>
      <rect width="30" height="20" fill="#a51931" />
      <rect y="3.33" width="30" height="13.34" fill="#f4f5f8" />
      <rect y="6.67" width="30" height="6.66" fill="#2d2a4a" />
    </>
  ),
  VN: (
    <>
      <rect width="30" height="20" fill="#da251d" />
      <polygon points={starPoints(15, 10.6, 6)} fill="#ffff00" />
    </>
  ),
  ID: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="10" fill="#ce1126" />
    </>
  ),
  KR: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="5" fill="#0047a0" />
      <path d="M10,10 a5,5 0 0,1 10,0 a2.5,2.5 0 0,1 -5,0 a2.5,2.5 0 0,0 -5,0 z" fill="#cd2e3a" transform="rotate(33.7 15 10)" />
      <g fill="#000">
        <g transform="translate(6.2 4.2) rotate(-56.3)">{trigram([false, false, false])}</g>
        <g transform="translate(23.8 15.8) rotate(-56.3)">{trigram([true, true, true])}</g>
        <g transform="translate(23.8 4.2) rotate(56.3)">{trigram([true, false, true])}</g>
        <g transform="translate(6.2 15.8) rotate(56.3)">{trigram([false, true, false])}</g>
      </g>
    </>
  ),
  JP: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
  IN: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.5" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
};

/** A country flag beside a language name; decorative, the name says the language. */
export function LanguageFlag({ country, size = 16 }: LanguageFlagProps) {
  return (
    <svg className={styles.flag} viewBox="0 0 30 20" width={(size * 3) / 2} height={size} aria-hidden="true" data-country={country}>
      {DRAWINGS[country]}
    </svg>
  );
}

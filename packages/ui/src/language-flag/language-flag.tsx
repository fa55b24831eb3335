import cn from 'flag-icons/flags/4x3/cn.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import id from 'flag-icons/flags/4x3/id.svg';
import inFlag from 'flag-icons/flags/4x3/in.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import kr from 'flag-icons/flags/4x3/kr.svg';
import mm from 'flag-icons/flags/4x3/mm.svg';
import th from 'flag-icons/flags/4x3/th.svg';
import vn from 'flag-icons/flags/4x3/vn.svg';
import styles from './language-flag.module.css';

/** Flags as pictures rather than emoji: many phones and desktop Linux have no flag glyphs. */
export type FlagCountry = 'MM' | 'GB' | 'CN' | 'TH' | 'VN' | 'ID' | 'KR' | 'JP' | 'IN';

/** Only the countries of the interface languages (the i18n package's language table), not all 270 flags. */
const FLAGS: Record<FlagCountry, string> = {
  MM: mm,
  GB: gb,
  CN: cn,
  TH: th,
  VN: vn,
  ID: id,
  KR: kr,
  JP: jp,
  IN: inFlag,
};

export interface LanguageFlagProps {
  country: FlagCountry;
  /** Height in CSS pixels; the width follows the 3:2 ratio. */
  size?: number;
}

/** A country flag beside a language name; decorative, the name says the language. */
export function LanguageFlag({ country, size = 16 }: LanguageFlagProps) {
  return (
    <img
      className={styles.flag}
      src={FLAGS[country]}
      width={(size * 3) / 2}
      height={size}
      alt=""
      data-country={country}
    />
  );
}

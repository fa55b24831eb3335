import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageFlag, type FlagCountry } from './language-flag';

// The countries of the interface languages; the app's type check keeps the two lists in step.
const COUNTRIES: FlagCountry[] = ['MM', 'GB', 'CN', 'TH', 'VN', 'ID', 'KR', 'JP', 'IN'];

describe('LanguageFlag', () => {
  it("shows each country's own flag at 3:2, hidden from assistive technology", () => {
    const pictures = COUNTRIES.map((country) => {
      const { container, unmount } = render(<LanguageFlag country={country} size={20} />);
      const img = container.querySelector('img')!;
      expect(img.getAttribute('data-country')).toBe(country);
      expect(img.getAttribute('width')).toBe('30');
      expect(img.getAttribute('height')).toBe('20');
      expect(img.getAttribute('alt')).toBe('');
      const src = img.getAttribute('src');
      unmount();
      return src;
    });
    expect(pictures.every(Boolean)).toBe(true);
    expect(new Set(pictures).size).toBe(COUNTRIES.length);
  });
});

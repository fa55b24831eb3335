import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageFlag, starPoints } from './language-flag';

describe('LanguageFlag', () => {
  it('draws each flag at 3:2, hidden from assistive technology', () => {
    for (const country of ['MM', 'GB', 'CN', 'TH', 'VN', 'ID', 'KR', 'JP', 'IN'] as const) {
      const { container, unmount } = render(<LanguageFlag country={country} size={20} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('data-country')).toBe(country);
      expect(svg.getAttribute('width')).toBe('30');
      expect(svg.getAttribute('height')).toBe('20');
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.querySelectorAll('rect, path, polygon, circle').length).toBeGreaterThan(1);
      unmount();
    }
  });

  it('computes a star with its tip straight up, ten points alternating between radii', () => {
    const points = starPoints(10, 10, 5).split(' ').map((p) => p.split(',').map(Number));
    expect(points).toHaveLength(10);
    expect(points[0]).toEqual([10, 5]);
    const distance = ([x, y]: number[]) => Math.hypot(x! - 10, y! - 10);
    expect(distance(points[2]!)).toBeCloseTo(5, 1);
    expect(distance(points[1]!)).toBeCloseTo(1.91, 1);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it.each([
    [0.25, '25'],
    [0, '0'],
    [1, '100'],
    [1.7, '100'],
    [-1, '0'],
    [Number.NaN, '0'],
  ])('%d shows %s%%', (value, now) => {
    render(<ProgressBar value={value} label="VIP" detail="1 / 4" />);
    expect(screen.getByRole('progressbar', { name: 'VIP' }).getAttribute('aria-valuenow')).toBe(now);
  });
});

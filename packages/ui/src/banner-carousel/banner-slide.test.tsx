import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BannerSlide } from './banner-slide';

const banner = { id: '1', url: '/a.svg', alt: 'Welcome bonus' };

describe('BannerSlide', () => {
  it('is a button named by the banner that selects it', () => {
    const onSelect = vi.fn();
    render(<BannerSlide banner={banner} onSelect={onSelect} priority />);
    fireEvent.click(screen.getByRole('button', { name: 'Welcome bonus' }));
    expect(onSelect).toHaveBeenCalledWith(banner);
    expect(screen.getByRole('button').querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('hides its image when it fails to load, keeping the slide', () => {
    render(<BannerSlide banner={banner} onSelect={() => {}} priority={false} />);
    const img = screen.getByRole('button').querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    fireEvent.error(img);
    expect(img.className).toMatch(/hidden/);
    expect(screen.getByRole('button', { name: 'Welcome bonus' })).toBeTruthy();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel';

const banners = [
  { id: '1', url: '/a.svg', alt: 'Welcome bonus' },
  { id: '2', url: '/b.svg', alt: 'Weekly rebate' },
];

describe('BannerCarousel', () => {
  it('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} onSelect={() => {}} label="Promotions" />);
    expect(container.innerHTML).toBe('');
  });

  it('keeps the place of banners still loading, hidden from screen readers', () => {
    const { container } = render(<BannerCarousel banners={[]} onSelect={() => {}} label="Promotions" loading />);
    const placeholder = screen.getByTestId('banner-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('paints the first banner at once with high priority and selects on tap', () => {
    const onSelect = vi.fn();
    render(<BannerCarousel banners={banners.slice(0, 1)} onSelect={onSelect} label="Promotions" />);
    const slide = screen.getByRole('button', { name: 'Welcome bonus' });
    const img = slide.querySelector('img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('750');
    fireEvent.click(slide);
    expect(onSelect).toHaveBeenCalledWith(banners[0]);
  });

  it('hides an image that fails to load', () => {
    render(<BannerCarousel banners={banners.slice(0, 1)} onSelect={() => {}} label="Promotions" />);
    const img = screen.getByRole('button', { name: 'Welcome bonus' }).querySelector('img')!;
    fireEvent.error(img);
    expect(img.className).toMatch(/hidden/);
  });

  it('hands several banners to the swiper carousel when the first autoplay tick is due', async () => {
    render(<BannerCarousel banners={banners} onSelect={() => {}} label="Promotions" delay={50} />);
    expect(document.querySelector('.swiper')).toBeNull();
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
    await vi.waitFor(() => expect(document.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: 'Weekly rebate' }).length).toBeGreaterThan(0);
  });

  it('stands still for users who ask for reduced motion: Swiper only comes with a touch', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    try {
      render(<BannerCarousel banners={banners} onSelect={() => {}} label="Promotions" delay={20} />);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(document.querySelector('.swiper')).toBeNull();
      fireEvent.touchStart(window);
      await vi.waitFor(() => expect(document.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SwiperSlides } from './swiper-slides';

const banners = [
  { id: '1', url: '/a.svg', alt: 'Welcome bonus' },
  { id: '2', url: '/b.svg', alt: 'Weekly rebate' },
  { id: '3', url: '/c.svg', alt: 'Live casino' },
];

describe('SwiperSlides', () => {
  it('renders every banner as a selectable slide with only the first one eager', () => {
    const onSelect = vi.fn();
    const { container } = render(
      <SwiperSlides banners={banners} onSelect={onSelect} delay={4000} speed={1000} slidesPerView={1.1} />,
    );
    expect(container.querySelector('.swiper')).not.toBeNull();
    const slides = screen.getAllByRole('button', { name: 'Weekly rebate' });
    fireEvent.click(slides[0]!);
    expect(onSelect).toHaveBeenCalledWith(banners[1]);
    const eager = [...container.querySelectorAll('img')].filter((img) => img.getAttribute('loading') === 'eager');
    expect(new Set(eager.map((img) => img.getAttribute('src')))).toEqual(new Set(['/a.svg']));
  });
});

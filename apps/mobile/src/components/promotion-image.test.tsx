import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PromotionImage } from './promotion-image';

describe('PromotionImage', () => {
  afterEach(cleanup);

  it('shows the picture while it loads or has loaded', () => {
    render(<PromotionImage src="/a.png" alt="Welcome bonus" fallback={<span>Welcome bonus</span>} />);
    expect(screen.getByRole('img', { name: 'Welcome bonus' }).getAttribute('src')).toBe('/a.png');
  });

  it('gives way to its fallback when the picture fails, and to nothing without one', () => {
    const { rerender } = render(
      <PromotionImage src="/gone.png" alt="Welcome bonus" fallback={<span>Welcome bonus</span>} />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Welcome bonus').tagName).toBe('SPAN');
    rerender(<PromotionImage src="/gone.png" alt="" />);
    expect(document.querySelector('img')).toBeNull();
  });

  it('tries a new address again', () => {
    const { rerender } = render(<PromotionImage src="/gone.png" alt="Welcome bonus" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<PromotionImage src="/new.png" alt="Welcome bonus" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/new.png');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainLink } from './link';

describe('PlainLink', () => {
  it('is an anchor with the address and every attribute it is handed', () => {
    render(
      <PlainLink href="/home" className="x" aria-current="page" target="_blank">
        Home
      </PlainLink>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link.getAttribute('href')).toBe('/home');
    expect(link.className).toBe('x');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

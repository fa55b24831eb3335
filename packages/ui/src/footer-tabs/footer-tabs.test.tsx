import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FooterTabs } from './footer-tabs';

describe('FooterTabs', () => {
  it('links to pages, marks the current one, and makes a tab without address a dialog button', () => {
    const onService = vi.fn();
    render(
      <FooterTabs
        label="Menu"
        tabs={[
          { key: 'home', label: 'Home', icon: 'home', href: '/home', active: true },
          { key: 'promotion', label: 'Promotion', icon: 'promotion', href: '/activity' },
          { key: 'service', label: 'Service', icon: 'service', onClick: onService },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(nav.children).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Promotion' }).getAttribute('aria-current')).toBeNull();
    const service = screen.getByRole('button', { name: 'Service' });
    expect(service.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(service);
    expect(onService).toHaveBeenCalledOnce();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SideMenu, SideMenuEntries, SideMenuEntry, SideMenuHeading, SideMenuLinks } from './side-menu';

describe('SideMenu', () => {
  it('holds its sections in a named navigation; a link closes the menu', () => {
    const onNavigate = vi.fn();
    render(
      <SideMenu open onClose={() => {}} labels={{ title: 'Menu', close: 'Close menu' }}>
        <SideMenuHeading>Games</SideMenuHeading>
        <SideMenuLinks
          links={[{ key: 'RNG', label: 'Slots', href: '/slots', icon: <svg data-testid="slots-icon" /> }]}
          onNavigate={onNavigate}
        />
        <SideMenuEntries data-testid="extras">
          <li>
            <SideMenuEntry icon="service" label="Customer service" opensDialog />
          </li>
          <li>
            <SideMenuEntry icon="telegram" label="Telegram" href="https://t.me/x" external />
          </li>
        </SideMenuEntries>
      </SideMenu>,
    );
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeTruthy();
    // The icon is decoration: the link is named by its label alone.
    expect(screen.getByTestId('slots-icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Customer service' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('extras').children).toHaveLength(2);
  });
});

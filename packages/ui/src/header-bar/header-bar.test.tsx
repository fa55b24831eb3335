import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeaderBar, HeaderIconButton, NoticeBell, VisitorActions } from './header-bar';

const labels = { menu: 'Open menu', home: 'Home', back: 'Back' };

describe('HeaderBar', () => {
  it('on home: the menu button and the brand leading home, through the given link', () => {
    const onMenu = vi.fn();
    const onHome = vi.fn();
    const Link = vi.fn((props: React.AnchorHTMLAttributes<HTMLAnchorElement>) => <a {...props} />);
    render(
      <HeaderBar
        labels={labels}
        onMenu={onMenu}
        view={{ kind: 'home', href: '/home', logo: 'logo.svg', name: 'Lobby', onHome }}
        link={Link}
      >
        <VisitorActions
          login={{ label: 'Log in', href: '/login' }}
          register={{ label: 'Register', href: '/register' }}
          link={Link}
        />
      </HeaderBar>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onMenu).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onHome).toHaveBeenCalledOnce();
    expect(screen.getByTestId('brand-name').textContent).toBe('Lobby');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(Link).toHaveBeenCalled();
  });

  it('elsewhere: back and the title as the heading; no register link when registration is off', () => {
    const onBack = vi.fn();
    render(
      <HeaderBar labels={labels} onMenu={() => {}} view={{ kind: 'page', title: 'VIP benefits', onBack }}>
        <VisitorActions login={{ label: 'Log in', href: '/login' }} />
      </HeaderBar>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('VIP benefits');
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('names the bell with its unread count, and an icon button by its label', () => {
    render(
      <>
        <NoticeBell label="Announcements" badge="99+" href="/notice" />
        <HeaderIconButton icon="logout" label="Log out" bare />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Announcements (99+)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' }).classList).toContain('icon-button--bare');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderBar, HeaderIconButton, NoticeBell, VisitorActions, type TitleFit } from './header-bar';

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
    // Named by the brand's name it shows, then by where it leads.
    fireEvent.click(screen.getByRole('link', { name: 'Lobby, Home' }));
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

/** What the browser would measure of the title in each way of fitting (jsdom lays nothing out). */
function measureTitleAs(sizes: Partial<Record<TitleFit, { width: number; height: number }>>) {
  const room = { width: 100, height: 34 };
  const size = (el: HTMLElement) =>
    el.tagName === 'H1' ? (sizes[el.dataset.fit as TitleFit] ?? room) : { width: 0, height: 0 };
  const measures = {
    scrollWidth: (el: HTMLElement) => size(el).width,
    scrollHeight: (el: HTMLElement) => size(el).height,
    clientWidth: (el: HTMLElement) => (el.tagName === 'H1' ? room.width : 0),
    clientHeight: (el: HTMLElement) => (el.tagName === 'H1' ? room.height : 0),
  };
  for (const [name, get] of Object.entries(measures))
    vi.spyOn(HTMLElement.prototype, name as 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return get(this);
    });
}

describe('the title of an inner page', () => {
  afterEach(() => vi.restoreAllMocks());
  const page = (title: string) => (
    <HeaderBar labels={labels} onMenu={() => {}} view={{ kind: 'page', title, onBack: () => {} }} />
  );

  it('stays on one line at its size when it fits', () => {
    measureTitleAs({ line: { width: 90, height: 20 } });
    render(page('Inbox'));
    expect(screen.getByRole('heading', { level: 1 }).dataset.fit).toBe('line');
  });

  it('gets smaller, then takes two lines, before it leaves the row', () => {
    const wide = { width: 120, height: 20 };
    measureTitleAs({ line: wide, small: wide, smaller: wide, lines: { width: 100, height: 34 } });
    render(page('Security centre'));
    expect(screen.getByRole('heading', { level: 1 }).dataset.fit).toBe('lines');
  });

  it('takes a row of its own when two small lines would still cut it', () => {
    const wide = { width: 160, height: 20 };
    measureTitleAs({ line: wide, small: wide, smaller: wide, lines: { width: 100, height: 51 } });
    render(page('တာဝန်ယူမှုရှိသော ကစားခြင်း'));
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.dataset.fit).toBe('row');
    expect(title.textContent).toBe('တာဝန်ယူမှုရှိသော ကစားခြင်း');
  });
});

import { describe, expect, it } from 'vitest';
import { autoPopupTurn, isAccountRoute, type AutoPopup } from './popup-queue';

const home = { pathname: '/home', userPopupOpen: false };

describe('autoPopupTurn', () => {
  it.each<[AutoPopup[], AutoPopup | null]>([
    [[], null],
    [['invite'], 'invite'],
    [['invite', 'announcement'], 'announcement'],
    [['announcement', 'contract', 'invite'], 'contract'],
    [['invite', 'contract', 'forced'], 'forced'],
  ])('of %j shows %s', (waiting, expected) => {
    expect(autoPopupTurn(waiting, home)).toBe(expected);
  });

  it.each(['/login', '/register', '/register.html', '/forget', '/changePsw', '/login/'])(
    'shows nothing over the account route %s',
    (pathname) => {
      expect(autoPopupTurn(['forced', 'announcement'], { pathname, userPopupOpen: false })).toBeNull();
    },
  );

  it('waits while the user has a popup of their own open', () => {
    expect(autoPopupTurn(['contract'], { pathname: '/home', userPopupOpen: true })).toBeNull();
  });

  it('leaves the turn with the popup on screen until it is closed; only a forced message goes before it', () => {
    expect(autoPopupTurn(['invite', 'announcement', 'contract'], { ...home, showing: 'invite' })).toBe('invite');
    expect(autoPopupTurn(['announcement', 'contract'], { ...home, showing: 'announcement' })).toBe('announcement');
    expect(autoPopupTurn(['announcement', 'forced'], { ...home, showing: 'announcement' })).toBe('forced');
    // Closed (no longer waiting): the next in order.
    expect(autoPopupTurn(['announcement', 'contract'], { ...home, showing: 'invite' })).toBe('contract');
    expect(autoPopupTurn(['invite'], { pathname: '/login', userPopupOpen: false, showing: 'invite' })).toBeNull();
  });

  it('does not count other pages as account routes', () => {
    expect(['/home', '/promo', '/loginRecords', '/'].map(isAccountRoute)).toEqual([false, false, false, false]);
  });
});

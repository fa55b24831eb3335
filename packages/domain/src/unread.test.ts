import { describe, expect, it } from 'vitest';
import { asksChatUnread, asksInboxUnread, bellPlace, unreadBadge, unreadTotal } from './unread';

describe('unread', () => {
  it.each([
    [{ notices: 1, chat: 2, inbox: 3 }, 0, 6],
    [{ notices: 1, chat: 2, inbox: 3 }, 4, 0],
    [{ notices: 5, chat: 0, inbox: 0 }, null, 5],
    [{ notices: -1, chat: 0, inbox: 0 }, 1, 0],
  ])('%j for type %s -> %i', (parts, type, total) => {
    expect(unreadTotal(parts, type)).toBe(total);
  });
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('badge of %i is %s', (total, badge) => {
    expect(unreadBadge(total)).toBe(badge);
  });
  it.each([
    [true, 0, true, true],
    [true, 4, false, false],
    [false, 1, false, true],
    [true, null, false, false],
  ])('CBS3=%s type=%s chat=%s inbox=%s', (cbs3, type, chat, inbox) => {
    expect(asksChatUnread(cbs3, type)).toBe(chat);
    expect(asksInboxUnread(type)).toBe(inbox);
  });
  it.each([
    [{ notices: 2, chat: 1, inbox: 120 }, 0, 'notices'],
    [{ notices: 0, chat: 1, inbox: 120 }, 1, 'inbox'],
    [{ notices: 0, chat: 3, inbox: 0 }, 2, 'chat'],
    [{ notices: 0, chat: 0, inbox: 0 }, 0, 'notices'],
    [{ notices: 0, chat: 0, inbox: -1 }, 0, 'notices'],
    [{ notices: 0, chat: 2, inbox: 5 }, 4, 'notices'],
    [{ notices: 0, chat: 0, inbox: 5 }, null, 'notices'],
  ])('the bell with %j for type %s leads to %s', (parts, type, place) => {
    expect(bellPlace(parts, type)).toBe(place);
  });
});

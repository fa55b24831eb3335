import { describe, expect, it } from 'vitest';
import { sideMenuExtras, sideMenuMemberPath, sideMenuVisitorPath, type SideMenuContext } from './side-menu';

const visitor: SideMenuContext = {
  loggedIn: false,
  rewardCenter: false,
  vipBenefits: false,
  referral: false,
  inApp: false,
  vipLevel: 0,
  telegram: '',
};
const member: SideMenuContext = { ...visitor, loggedIn: true };

describe('sideMenuExtras', () => {
  it.each([
    ['a visitor, all flags off: VIP and invite still show', visitor, ['vip', 'invite', 'service']],
    ['a member, all flags off: no VIP, no invite', member, ['service']],
    [
      'REWCEN3 on adds reward center and promo code',
      { ...visitor, rewardCenter: true },
      ['rewardCenter', 'promoCode', 'vip', 'invite', 'service'],
    ],
    ['a member with VIP benefits sees VIP', { ...member, vipBenefits: true }, ['vip', 'service']],
    ['a member with referral sees invite', { ...member, referral: true }, ['invite', 'service']],
    ['download promo from VIP rank 1, outside the app', { ...member, vipLevel: 1 }, ['download', 'service']],
    ['no download promo inside the app or PWA', { ...member, vipLevel: 3, inApp: true }, ['service']],
    ['no download promo at rank 0', { ...member, vipLevel: 0 }, ['service']],
    [
      'Telegram only with a link',
      { ...visitor, telegram: 'https://t.me/brand' },
      ['vip', 'invite', 'service', 'telegram'],
    ],
    ['a blank Telegram link is no link', { ...visitor, telegram: '  ' }, ['vip', 'invite', 'service']],
  ] as const)('%s', (_name, context, entries) => {
    expect(sideMenuExtras(context)).toEqual(entries);
  });
});

describe('sideMenuVisitorPath', () => {
  it.each([
    ['rewardCenter', '/m/login'],
    ['promoCode', '/m/login'],
    ['vip', '/m/login'],
    ['download', '/m/login'],
    ['invite', '/m/register'],
    ['service', null],
    ['telegram', null],
  ] as const)('%s -> %s', (entry, path) => {
    expect(sideMenuVisitorPath(entry)).toBe(path);
  });
});

describe('sideMenuMemberPath', () => {
  it.each([
    ['rewardCenter', '/m/rewardCenter'],
    ['promoCode', '/m/promoCode'],
    ['vip', '/m/member/benefits'],
    ['download', '/m/download'],
    ['invite', null],
    ['service', null],
    ['telegram', null],
  ] as const)('%s -> %s', (entry, path) => {
    expect(sideMenuMemberPath(entry)).toBe(path);
  });
});

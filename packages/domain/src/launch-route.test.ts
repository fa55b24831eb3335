import { describe, expect, it } from 'vitest';
import { launchRoute, type LaunchContext, type LaunchItem, type LaunchRoute } from './launch-route';

const game = (gameType: string, vassalage: string): LaunchItem => ({ gameType, vassalage, gameId: 'g1', nodeId: 'n1' });
const tile = (gameType: string, vassalage: string): LaunchItem => ({ gameType, vassalage, entry: 'vassalage' });
const member: LaunchContext = { hasSession: true, prizeMode: 'Lott' };
const visitor: LaunchContext = { hasSession: false };
const login: LaunchRoute = { kind: 'login', path: '/m/login' };
const lottery = (vassalage: string, gameType: string, prizeMode: string, gameId?: string) => ({
  kind: 'lottery',
  path: '/m/launch-lottery',
  vassalage,
  gameType,
  prizeMode,
  gameId,
});

// name, item, context, route (spec sections 2, 3 and 4)
const table: [string, LaunchItem, LaunchContext, object][] = [
  [
    'RNG game',
    game('RNG', 'PG'),
    member,
    { kind: 'game', vassalage: 'PG', gameType: 'RNG', gameId: 'g1', nodeId: 'n1' },
  ],
  [
    'LIVE game',
    game('LIVE', 'EVO'),
    member,
    { kind: 'game', vassalage: 'EVO', gameType: 'LIVE', gameId: 'g1', nodeId: 'n1' },
  ],
  [
    'esports game is a SPORTS game',
    game('SPORTS', 'TF'),
    member,
    { kind: 'game', vassalage: 'TF', gameType: 'SPORTS', gameId: 'g1', nodeId: 'n1' },
  ],
  [
    'RNG vendor tile opens the provider page',
    tile('RNG', 'PG'),
    member,
    { kind: 'provider', path: '/m/provider?vassalage=PG', vassalage: 'PG' },
  ],
  [
    'RNG vendor tile needs no session',
    tile('RNG', 'JL'),
    visitor,
    { kind: 'provider', path: '/m/provider?vassalage=JL', vassalage: 'JL' },
  ],
  [
    'vendor code is URL-encoded',
    tile('RNG', 'A&B'),
    visitor,
    { kind: 'provider', path: '/m/provider?vassalage=A%26B', vassalage: 'A&B' },
  ],
  [
    'LIVE vendor tile launches the vendor',
    tile('LIVE', 'EVO'),
    member,
    { kind: 'vendor', vassalage: 'EVO', gameType: 'LIVE' },
  ],
  [
    'SPORTS vendor tile launches the vendor',
    tile('SPORTS', 'SBO'),
    member,
    { kind: 'vendor', vassalage: 'SBO', gameType: 'SPORTS' },
  ],
  [
    'FISH vendor tile launches the vendor',
    tile('FISH', 'JL'),
    member,
    { kind: 'vendor', vassalage: 'JL', gameType: 'FISH' },
  ],
  ['TCG_LOTTO_VN game', game('LOTT', 'TCG_LOTTO_VN'), member, lottery('TCG_LOTTO_VN', 'LOTT', 'Lott', 'g1')],
  ['TCG_SEA plays in prize mode SEA', game('LOTT', 'TCG_SEA'), member, lottery('TCG_SEA', 'LOTT', 'SEA', 'g1')],
  ['TCG_SEA vendor tile', tile('LOTT', 'TCG_SEA'), member, lottery('TCG_SEA', 'LOTT', 'SEA')],
  [
    'TCG_LOTTO_VN by vendor whatever the type',
    game('RNG', 'TCG_LOTTO_VN'),
    member,
    lottery('TCG_LOTTO_VN', 'RNG', 'Lott', 'g1'),
  ],
  ['LOTT type of another vendor', game('LOTT', 'GW'), member, lottery('GW', 'LOTT', 'Lott', 'g1')],
  [
    'ELOTT type',
    game('ELOTT', 'TCG'),
    { hasSession: true, prizeMode: 'Elott' },
    lottery('TCG', 'ELOTT', 'Elott', 'g1'),
  ],
  ['ELOTT vendor tile', tile('ELOTT', 'TCG'), member, lottery('TCG', 'ELOTT', 'Lott')],
  [
    'site prize mode ZY passes through',
    game('LOTT', 'TCG_LOTTO_VN'),
    { hasSession: true, prizeMode: 'ZY' },
    lottery('TCG_LOTTO_VN', 'LOTT', 'ZY', 'g1'),
  ],
  [
    'prize mode defaults to Elott',
    game('LOTT', 'TCG_LOTTO_VN'),
    { hasSession: true },
    lottery('TCG_LOTTO_VN', 'LOTT', 'Elott', 'g1'),
  ],
  ['visitor launching a game', game('RNG', 'PG'), visitor, login],
  ['visitor launching a vendor', tile('LIVE', 'EVO'), visitor, login],
  ['visitor launching lottery', game('LOTT', 'TCG_SEA'), visitor, login],
  ['visitor launching ELOTT', tile('ELOTT', 'TCG'), visitor, login],
];

describe('launchRoute', () => {
  it.each(table)('%s', (_name, item, context, route) => {
    expect(launchRoute(item, context)).toEqual(route);
  });
});

/**
 * API paths. Where known-api.md knows the real platform's path we use it; paths of our own
 * are marked "ours".
 */
export const PATHS = {
  health: '/healthz', // ours
  settings: '/wps/system/settings/consolidated',
  systemStatus: '/wps/system/status',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  gameIcon: '/static/icons/game', // ours: `${gameIcon}/{gameId}.svg`, generated locally
} as const;

export type ApiPath = (typeof PATHS)[keyof typeof PATHS];

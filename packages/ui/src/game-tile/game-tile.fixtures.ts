import type { GameTileGame, GameTileLabels } from './game-tile';

export const sampleGame: GameTileGame = {
  gameId: 'JL-0001',
  gameName: 'Fortune Gems',
  gameType: 'RNG',
  displayName: 'JILI',
  iconUrl: '',
  isHot: true,
  isNew: false,
};

export const sampleLabels: GameTileLabels = {
  hot: 'Hot',
  new: 'New',
  favourite: 'Add to favourites',
  unfavourite: 'Remove from favourites',
};

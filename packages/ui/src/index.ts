export { GameTile, type GameTileGame, type GameTileLabels, type GameTileProps } from './game-tile/game-tile';
export { DEFAULT_GAME_ICON } from './game-tile/default-icon';

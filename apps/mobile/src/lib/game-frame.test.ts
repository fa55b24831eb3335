import { describe, expect, it } from 'vitest';
import { gameFrameState, gameFrameUrl } from './game-frame';

describe('the game frame takes', () => {
  it.each([
    [gameFrameState('https://games.example/play/slot?s=1'), 'https://games.example/play/slot?s=1'],
    [gameFrameState('http://localhost:3100/play/x'), 'http://localhost:3100/play/x'],
    [gameFrameState('javascript:alert(1)'), null],
    [gameFrameState('data:text/html,hi'), null],
    [gameFrameState('/m/home'), null],
    [{ gameUrl: 42 }, null],
    [null, null],
    ['https://games.example/', null],
    [{}, null],
  ])('from %j the address %s', (state, expected) => {
    expect(gameFrameUrl(state)).toBe(expected);
  });
});

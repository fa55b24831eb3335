import { catalogueApi, gamesApi } from '@lobby/api-client';
import type { Game } from '@lobby/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../stores/store';
import { prefetchFirstScreen } from './prefetch';

const game: Game = {
  gameId: 'JL-RNG-001',
  nodeId: '1',
  nodeName: 'A',
  gameName: 'A',
  gameType: 'RNG',
  vassalage: 'JL',
  displayName: 'JILI',
  gameClassify: '',
  showIcon: true,
  iconUrl: '/i.svg',
  mobileLargeIcon: '/i.svg',
  isHot: true,
  isNew: false,
};

function setup() {
  const fetchSpy = vi.fn(() => Promise.reject(new TypeError('offline')));
  vi.stubGlobal('fetch', fetchSpy);
  const store = createStore({ baseUrl: 'http://127.0.0.1:9', merchant: 'DEMO', device: 'MOBILE' });
  const hot = (language: 'my' | 'en') => gamesApi.endpoints.getHotGames.select({ language })(store.getState());
  return { store, hot, fetchSpy };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__lobbyFirstScreen;
});

describe('first screen prefetch', () => {
  it('adopts the hot games the boot script fetched, without asking again', async () => {
    const { store, hot, fetchSpy } = setup();
    window.__lobbyFirstScreen = {
      language: 'my',
      hotGames: Promise.resolve([game]),
      banners: { group: 'm_home', list: Promise.resolve([]) },
      settings: Promise.resolve(null),
    };
    await prefetchFirstScreen(store, '/m/home');
    expect(hot('my').data).toEqual([game]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__lobbyFirstScreen).toBeUndefined();
  });

  it('asks itself when the early call failed or was for another language', async () => {
    for (const handoff of [
      {
        language: 'my' as const,
        hotGames: Promise.resolve(null),
        banners: { group: 'm_home' as const, list: Promise.resolve(null) },
        settings: Promise.resolve(null),
      },
      {
        language: 'en' as const,
        hotGames: Promise.resolve([game]),
        banners: { group: 'm_home' as const, list: Promise.resolve([]) },
        settings: Promise.resolve(null),
      },
    ]) {
      const { store, hot, fetchSpy } = setup();
      window.__lobbyFirstScreen = handoff;
      await prefetchFirstScreen(store, '/m/');
      await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
      expect(hot('my').data).toBeUndefined();
    }
  });

  it('asks for nothing itself off the home screen', async () => {
    const { store, fetchSpy } = setup();
    await prefetchFirstScreen(store, '/m/activity');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('adopts the vendors and banners a category screen opens with', async () => {
    const { store, fetchSpy } = setup();
    const vendor = {
      vassalage: 'PG',
      displayName: 'PG Soft',
      gameType: 'RNG' as const,
      gameCount: 100,
      isHot: 1 as const,
      gameClassify: '',
    };
    const banner = { id: 'b', url: '/b.svg', groupName: 'm_rng' as const, sequence: 1, title: 'Spin' };
    window.__lobbyFirstScreen = {
      language: 'my',
      settings: Promise.resolve(null),
      banners: { group: 'm_rng', list: Promise.resolve([banner]) },
      vendors: { gameType: 'RNG', list: Promise.resolve([vendor]) },
    };
    await prefetchFirstScreen(store, '/m/slot-games');
    expect(
      catalogueApi.endpoints.getVendors.select({ language: 'my', gameType: 'RNG' })(store.getState()).data,
    ).toEqual([vendor]);
    expect(
      catalogueApi.endpoints.getBanners.select({ groupName: 'm_rng', language: 'my' })(store.getState()).data,
    ).toEqual([banner]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

import { createI18n } from '@lobby/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { gameFrameState } from '../../lib/game-frame';
import { memberStore } from '../../stores/test-store';
import { GameFramePage } from './game-frame-page';

afterEach(cleanup);

async function open(state: unknown) {
  const i18n = await createI18n('en', [initReactI18next]);
  render(
    <Provider store={memberStore()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[{ pathname: '/game', state }]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/game" element={<GameFramePage />} />
              <Route path="/home" element={<p>home</p>} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('the game frame', () => {
  it("frames the launched game's page, sandboxed, with a way to open it on its own page while it loads", async () => {
    await open(gameFrameState('https://games.example/play/slot?s=abc'));
    const frame = await screen.findByTitle('Game');
    expect(frame.getAttribute('src')).toBe('https://games.example/play/slot?s=abc');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);
    expect(screen.getByRole('status').textContent).toContain('The game is loading');
    expect(screen.getByRole('link', { name: 'Open on its own page' }).getAttribute('href')).toBe(
      'https://games.example/play/slot?s=abc',
    );
  });

  it.each([[undefined], [gameFrameState('javascript:alert(1)')]])(
    'goes home when opened without a game to play (%j)',
    async (state) => {
      await open(state);
      expect(await screen.findByText('home')).toBeTruthy();
      expect(screen.queryByTitle('Game')).toBeNull();
    },
  );
});

import './styles.css';
import { apiClient, type Position } from './api';
import { readBoot } from './boot';
import { buildChrome, type Chrome } from './chrome';
import { crashView, type CrashState } from './crash-view';
import { h } from './dom';
import { rouletteView } from './roulette-view';
import { slotView } from './slot-view';

type Opened = Position & Partial<Pick<CrashState, 'round' | 'history'>> & { openedAt: number; serverNow: number };

/** Opens the session (the player and their balance); until it opens, says why, with a retry unless it is over. */
async function open(chrome: Chrome): Promise<Opened> {
  for (;;) {
    const opened = await chrome.api<Opened>('/api/v1/session');
    if (chrome.update(opened)) return opened;
    const text = (chrome.words.errors as Record<string, string>)[opened.error ?? ''] ?? chrome.words.errors.refused;
    const blocked = h('p', { class: 'blocked', text });
    chrome.stage.replaceChildren(blocked);
    if (opened.error === 'sessionEnded') return new Promise<never>(() => undefined);
    const retry = h(
      'button',
      { class: 'spin-button wide', attrs: { type: 'button' } },
      h('span', { class: 'spin-text', text: chrome.words.retry }),
    );
    chrome.controls.replaceChildren(retry);
    await new Promise((resolve) => retry.addEventListener('click', resolve, { once: true }));
    chrome.stage.replaceChildren();
    chrome.controls.replaceChildren();
  }
}

async function start() {
  const boot = readBoot();
  const chrome = buildChrome(boot, apiClient(boot.key));
  const opened = await open(chrome);
  chrome.startClock(opened.openedAt, opened.serverNow);
  document.body.classList.add('ready');
  // Back from another tab or app (a deposit, say): the balance as the wallet has it now.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || document.body.classList.contains('playing')) return;
    void chrome.api('/api/v1/balance').then((answer) => answer.error === undefined && chrome.update(answer));
  });
  if (boot.game.kind === 'slot') slotView(chrome);
  else if (boot.game.kind === 'roulette') rouletteView(chrome);
  else crashView(chrome, { ...opened, round: opened.round ?? null, history: opened.history ?? [] });
}

void start();

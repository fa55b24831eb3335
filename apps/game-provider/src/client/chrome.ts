import { fill, pickLanguage, WORDS, type Language, type Words } from '../i18n/words';
import type { Api, Position } from './api';
import type { Boot } from './boot';
import { h, icon } from './dom';
import { clock, moneyFormat, type Money } from './format';
import { Sound } from './sound';

/**
 * The frame every game sits in, as a player expects it: the way back, the game's name, sound
 * (off at first) and rules at the top; balance, net position and session time always in view;
 * the game's stage and its controls below.
 */
export interface Chrome {
  boot: Boot;
  lang: Language;
  words: Words;
  fmt: Money;
  sound: Sound;
  api: Api;
  stage: HTMLElement;
  controls: HTMLElement;
  /** Shows what an answer says about the money (and a win still on its way); true when it was not an error. */
  update(answer: Position, win?: number): boolean;
  /** While a round plays: the stake already off the balance and on the net, the result not yet shown. */
  preview(stake: number): void;
  /** A short message over the game (errors in the player's language). */
  say(text: string, tone?: 'error' | 'info'): void;
  sayError(error: string): void;
  dialog(title: string, body: Node): void;
  setRulesContent(build: () => Node): void;
  startClock(openedAt: number, serverNow: number): void;
}

/** A − value + stepper over a list of steps. */
export function stepper(label: string, steps: readonly number[], show: (v: number) => string, words: Words, start = 0) {
  let index = Math.min(Math.max(0, start), steps.length - 1);
  const value = h('output', { class: 'stepper-value' });
  const down = h('button', { class: 'step', text: '−', attrs: { type: 'button', 'aria-label': words.betDown } });
  const up = h('button', { class: 'step', text: '+', attrs: { type: 'button', 'aria-label': words.betUp } });
  const listeners: ((v: number) => void)[] = [];
  const render = () => {
    value.textContent = show(steps[index] ?? 0);
    down.disabled = index === 0 || el.classList.contains('locked');
    up.disabled = index === steps.length - 1 || el.classList.contains('locked');
  };
  const move = (by: number) => {
    index = Math.min(Math.max(0, index + by), steps.length - 1);
    render();
    listeners.forEach((l) => l(steps[index] ?? 0));
  };
  down.addEventListener('click', () => move(-1));
  up.addEventListener('click', () => move(1));
  const el = h('div', { class: 'stepper' }, h('span', { class: 'stepper-label', text: label }), down, value, up);
  render();
  return {
    el,
    get value() {
      return steps[index] ?? 0;
    },
    lock(locked: boolean) {
      el.classList.toggle('locked', locked);
      render();
    },
    onChange(listener: (v: number) => void) {
      listeners.push(listener);
    },
  };
}

export function buildChrome(boot: Boot, api: Api): Chrome {
  const lang = pickLanguage(boot.language);
  const words = WORDS[lang];
  const fmt = moneyFormat(boot.currency, boot.game.stakes.digits);
  const sound = new Sound();
  const root = document.documentElement;
  const { skin } = boot.game;
  root.style.setProperty('--bg0', skin.bg[0]);
  root.style.setProperty('--bg1', skin.bg[1]);
  root.style.setProperty('--accent', skin.accent);
  root.style.setProperty('--on-accent', skin.onAccent);

  const back = boot.returnUrl
    ? h(
        'a',
        { class: 'top-back', attrs: { href: boot.returnUrl, target: '_top', 'aria-label': words.lobby } },
        h('span', { class: 'chev', text: '‹' }),
        words.lobby,
      )
    : h('span', { class: 'top-back' });
  const soundButton = h('button', {
    class: 'top-icon',
    attrs: { type: 'button', 'aria-pressed': 'false', 'aria-label': words.soundOff, title: words.soundOff },
  });
  const paintSound = () => {
    soundButton.replaceChildren(icon(sound.on ? 'speaker' : 'speaker-off'));
    const label = sound.on ? words.soundOn : words.soundOff;
    soundButton.setAttribute('aria-pressed', String(sound.on));
    soundButton.setAttribute('aria-label', label);
    soundButton.title = label;
  };
  soundButton.addEventListener('click', () => {
    sound.toggle();
    paintSound();
  });
  paintSound();
  let rules: () => Node = () => h('p');
  const rulesButton = h(
    'button',
    { class: 'top-icon', attrs: { type: 'button', 'aria-label': words.rules, title: words.rules } },
    icon('info'),
  );
  const top = h(
    'header',
    { class: 'top' },
    back,
    h('h1', { class: 'top-title', text: boot.game.names[lang] }),
    soundButton,
    rulesButton,
  );

  const balance = h('output', { class: 'figure-value', attrs: { 'data-figure': 'balance' } });
  const net = h('output', { class: 'figure-value', attrs: { 'data-figure': 'net' } });
  const time = h('output', { class: 'figure-value', attrs: { 'data-figure': 'time' } }, '0:00');
  const figure = (label: string, value: HTMLElement, extra: Node | null = null) =>
    h('div', { class: 'figure' }, h('span', { class: 'figure-label', text: label }, extra), value);
  const status = h(
    'section',
    { class: 'status', attrs: { 'aria-label': words.balance } },
    figure(words.balance, balance, boot.mode === 'demo' ? h('em', { class: 'demo', text: words.playMoney }) : null),
    figure(words.net, net),
    figure(words.time, time),
  );
  const note = h('p', { class: 'note', attrs: { role: 'status', 'aria-live': 'polite' } });
  const stage = h('section', { class: 'stage' });
  const controls = h('footer', { class: 'controls' });
  const toast = h('div', { class: 'toast', attrs: { role: 'alert' } });
  const app = document.getElementById('app') ?? document.body;
  app.replaceChildren(top, status, note, stage, controls, toast);

  let toastTimer = 0;
  const say = (text: string, tone: 'error' | 'info' = 'info') => {
    toast.textContent = text;
    toast.className = `toast show ${tone}`;
    window.clearTimeout(toastTimer);
    toastTimer = window.setTimeout(() => (toast.className = 'toast'), 4200);
  };
  const sayError = (error: string) => {
    const text = (words.errors as Record<string, string>)[error] ?? words.errors.refused;
    say(text, 'error');
  };

  const dialog = (title: string, body: Node) => {
    const close = h('button', { class: 'dialog-close', text: words.close, attrs: { type: 'button' } });
    const box = h(
      'div',
      { class: 'dialog', attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-label': title } },
      h('div', { class: 'dialog-head' }, h('h2', { text: title }), close),
      h('div', { class: 'dialog-body' }, body),
    );
    const shade = h('div', { class: 'shade' }, box);
    const done = () => shade.remove();
    close.addEventListener('click', done);
    shade.addEventListener('click', (e) => e.target === shade && done());
    document.body.append(shade);
    close.focus();
  };
  rulesButton.addEventListener('click', () => dialog(words.rules, rules()));

  let last = { balance: null as number | null, staked: 0, won: 0 };
  const paint = (shown: typeof last) => {
    balance.textContent = shown.balance === null ? '—' : fmt.money(shown.balance);
    const position = shown.won - shown.staked;
    net.textContent = fmt.signed(position);
    net.className = `figure-value ${position > 0 ? 'up' : position < 0 ? 'down' : ''}`;
  };
  const preview = (stake: number) =>
    paint({
      balance: last.balance === null ? null : last.balance - stake,
      staked: last.staked + stake,
      won: last.won,
    });
  const update = (answer: Position, win = 0) => {
    last = {
      balance: answer.balance ?? last.balance,
      staked: answer.staked ?? last.staked,
      won: answer.won ?? last.won,
    };
    paint(last);
    note.textContent = answer.pending && win > 0 ? fill(words.pendingWin, { amount: fmt.money(win) }) : '';
    if (answer.error) {
      sayError(answer.error);
      return false;
    }
    return true;
  };

  const startClock = (openedAt: number, serverNow: number) => {
    const skew = Date.now() - serverNow;
    const paint = () => (time.textContent = clock(Date.now() - skew - openedAt));
    paint();
    window.setInterval(paint, 1000);
  };

  return {
    boot,
    lang,
    words,
    fmt,
    sound,
    api,
    stage,
    controls,
    update,
    preview,
    say,
    sayError,
    dialog,
    setRulesContent(build) {
      rules = build;
    },
    startClock,
  };
}

/** The RTP line every rules page ends with. */
export const rtpLine = (chrome: Chrome) =>
  h('p', { class: 'rtp', text: fill(chrome.words.rtp, { rtp: (chrome.boot.game.rtp / 100).toFixed(2) }) });

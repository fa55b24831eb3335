import { fill } from '../i18n/words';
import type { Position } from './api';
import { rtpLine, stepper, type Chrome } from './chrome';
import { h, icon } from './dom';
import { times } from './format';

interface RoundView {
  id: string;
  bet: number;
  target: number | null;
  elapsedMs: number;
  settled: boolean;
  crashed: boolean;
  point: number | null;
  cashout: number | null;
  win: number | null;
}
export interface CrashState extends Position {
  round: RoundView | null;
  history: number[];
}

const POLL_MS = 250;
/** Automatic cash-out targets in hundredths; 0 is off. */
const TARGETS = [0, 120, 150, 200, 300, 500, 1000, 2000, 5000, 10000];

export function crashView(chrome: Chrome, start: CrashState) {
  const { boot, words, fmt, sound, api } = chrome;
  const rules = boot.game.crash;
  if (!rules) throw new Error('no crash rules');
  const k = Math.LN2 / rules.doublingMs;
  const multiplierAt = (ms: number) => Math.floor(100 * Math.exp(k * Math.max(0, ms)) + 1e-9);

  const canvas = h('canvas', { class: 'graph', attrs: { 'aria-hidden': 'true' } });
  const flyer = h('div', { class: 'flyer' }, icon(boot.game.skin.flyer ?? 'rocket-flight', 'flyer-pic'));
  const big = h('output', { class: 'multiplier', attrs: { 'aria-live': 'off' } }, times(100));
  const message = h('p', { class: 'crash-message', attrs: { 'aria-live': 'polite' } }, words.crash.ready);
  const history = h('ol', { class: 'crash-history', attrs: { 'aria-label': words.crash.history } });
  chrome.stage.append(
    h('div', { class: 'history-row' }, h('span', { text: words.crash.history }), history),
    h('div', { class: 'sky' }, canvas, flyer, big, message),
  );

  const bet = stepper(words.bet, boot.game.stakes.crash, fmt.money, words, 3);
  const auto = stepper(words.crash.auto, TARGETS, (t) => (t === 0 ? words.crash.autoOff : times(t)), words, 0);
  const action = h('button', { class: 'spin-button wide', attrs: { type: 'button' } });
  chrome.controls.append(
    h('div', { class: 'control-row' }, bet.el),
    h('div', { class: 'control-row' }, auto.el),
    action,
  );

  let round: RoundView | null = null;
  let startedLocal = 0;
  let busy = false;
  let poller = 0;

  const paintHistory = (points: number[]) => {
    history.replaceChildren(
      ...points.map((p) => h('li', { class: p >= 1000 ? 'gold' : p >= 200 ? 'high' : 'low', text: times(p) })),
    );
  };

  const draw = (shown: number, elapsed: number, crashed: boolean) => {
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const span = Math.max(8000, elapsed * 1.15);
    const top = Math.max(2, (shown / 100) * 1.2);
    // Room at the left and bottom for the flyer at the start of its climb.
    const x = (ms: number) => 34 + (ms / span) * (width - 70);
    const y = (m: number) => height - 44 - ((m - 1) / (top - 1)) * (height - 90);
    ctx.strokeStyle = 'rgba(255,255,255,0.09)';
    ctx.lineWidth = 1;
    for (let i = 1; i <= 4; i++) {
      const gy = height - 44 - (i / 4) * (height - 90);
      ctx.beginPath();
      ctx.moveTo(16, gy);
      ctx.lineTo(width - 8, gy);
      ctx.stroke();
    }
    const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#ffd34d';
    const colour = crashed ? '#ff5a5a' : accent;
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    const steps = 60;
    for (let i = 1; i <= steps; i++) {
      const t = (elapsed * i) / steps;
      ctx.lineTo(x(t), y(Math.min(shown / 100, Math.exp(k * t))));
    }
    ctx.lineWidth = 4;
    ctx.strokeStyle = colour;
    ctx.stroke();
    ctx.lineTo(x(elapsed), y(1));
    ctx.closePath();
    const fill_ = ctx.createLinearGradient(0, 0, 0, height);
    fill_.addColorStop(0, `${colour}55`);
    fill_.addColorStop(1, `${colour}00`);
    ctx.fillStyle = fill_;
    ctx.fill();
    flyer.style.left = `${x(elapsed)}px`;
    flyer.style.top = `${y(shown / 100)}px`;
  };

  const paintAction = () => {
    const flying = round !== null && !round.crashed && round.cashout === null && !round.settled;
    action.classList.toggle('cash', flying);
    if (flying && round) {
      const now = multiplierAt(performance.now() - startedLocal);
      action.replaceChildren(
        h('span', {
          class: 'spin-text',
          text: fill(words.crash.cashOut, { amount: fmt.money(Math.floor((round.bet * now) / 100)) }),
        }),
      );
    } else {
      action.replaceChildren(h('span', { class: 'spin-text', text: `${words.crash.bet} ${fmt.money(bet.value)}` }));
    }
    const inRound = round !== null && !round.crashed;
    action.disabled = busy || (inRound && !flying);
    bet.lock(inRound || busy);
    auto.lock(inRound || busy);
    document.body.classList.toggle('playing', inRound);
  };

  const frame = () => {
    if (!round) return;
    const elapsed = round.crashed ? round.elapsedMs : performance.now() - startedLocal;
    const shown = round.crashed && round.point !== null ? round.point : multiplierAt(elapsed);
    big.textContent = times(shown);
    draw(shown, elapsed, round.crashed);
    paintAction();
    if (!round.crashed) requestAnimationFrame(frame);
  };

  /** Takes the server's word on the round: where it stands, and how it ended once it has. */
  const apply = (state: CrashState) => {
    paintHistory(state.history);
    const was = round;
    round = state.round;
    if (!round) return;
    if (!was || was.id !== round.id) startedLocal = performance.now() - round.elapsedMs;
    const sky = canvas.parentElement;
    if (round.cashout !== null && round.settled) {
      message.textContent = `${fill(words.crash.cashedOut, { x: times(round.cashout) })} · +${fmt.money(round.win ?? 0)}`;
      message.className = 'crash-message won';
      if (!was?.settled) sound.win(round.cashout >= 500);
    }
    if (round.crashed) {
      window.clearInterval(poller);
      poller = 0;
      sky?.classList.add('crashed');
      big.textContent = times(round.point ?? 100);
      if (round.cashout === null) {
        message.textContent = fill(words.crash.crashed, { x: times(round.point ?? 100) });
        message.className = 'crash-message lost';
      }
      if (!was?.crashed) sound.crash();
      chrome.update(state, state.pending ? (round.win ?? 0) : 0);
      frame();
    } else {
      sky?.classList.remove('crashed');
      if (round.cashout === null) {
        message.textContent = '';
        message.className = 'crash-message';
      }
      if (!poller) poller = window.setInterval(() => void poll(), POLL_MS);
      if (!was || was.id !== round.id) requestAnimationFrame(frame);
    }
    paintAction();
  };

  const poll = async () => {
    const state = await api<CrashState>('/api/v1/crash/state');
    if (!state.error) apply(state);
  };

  const play = async () => {
    if (busy) return;
    busy = true;
    paintAction();
    sound.click();
    if (round && !round.crashed && round.cashout === null) {
      const state = await api<CrashState>('/api/v1/crash/cashout');
      busy = false;
      if (state.error) chrome.update(state);
      else apply(state);
      return;
    }
    chrome.preview(bet.value);
    const state = await api<CrashState>('/api/v1/crash/bet', { bet: bet.value, target: auto.value || null });
    busy = false;
    if (state.error || !state.round) {
      chrome.update(state);
      paintAction();
      return;
    }
    apply(state);
  };
  action.addEventListener('click', () => void play());
  bet.onChange(() => paintAction());

  chrome.setRulesContent(() => h('div', { class: 'rules' }, h('p', { text: words.crash.rules }), rtpLine(chrome)));
  paintHistory(start.history);
  if (start.round && !start.round.crashed) apply(start);
  draw(100, 0, false);
  paintAction();
}

import { fill } from '../i18n/words';
import type { Position } from './api';
import { rtpLine, stepper, type Chrome } from './chrome';
import { h, icon, svg, wait } from './dom';

interface LineWin {
  line: number;
  symbol: string;
  count: number;
  multiplier: number;
  cells: number[];
}
interface Spin {
  grid: string[];
  lines: LineWin[];
  scatters: number;
  win: number;
  freeSpinsAwarded: number;
}
interface SpinAnswer extends Position {
  base: Spin;
  freeSpins: Spin[];
  totalWin: number;
}

/** UK RTS 14: no result before 2.5 s from the press of Spin; the reels then stop one by one. */
export const MIN_SPIN_MS = 2500;
const STOP_GAP_MS = 160;
const ROYALS: Record<string, string> = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' };
/** What the reels show before the first spin. */
const OPENING = ['1A3', 'K2Q', '4WJ', 'A3T', 'Q1K'];
/** What passes by while a reel spins (looks only: results come from the server). */
const BLUR = 'A1K3Q2J4TWKA';

export function slotView(chrome: Chrome) {
  const { boot, words, fmt, sound, api } = chrome;
  const art = boot.game.skin.slot ?? { pictures: ['', '', '', ''], wild: '', scatter: '' };
  const rules = boot.game.slot;
  if (!rules) throw new Error('no slot rules');
  const pictures: Record<string, string> = {
    '1': art.pictures[0],
    '2': art.pictures[1],
    '3': art.pictures[2],
    '4': art.pictures[3],
    W: art.wild,
    S: art.scatter,
  };

  const symbol = (letter: string) => {
    const el = h('span', { class: `sym sym-${letter}`, attrs: { 'data-symbol': letter } });
    const royal = ROYALS[letter];
    if (royal) el.append(h('b', { class: 'royal', text: royal }));
    else el.append(icon(pictures[letter] ?? 'info', 'sym-pic'));
    if (letter === 'W') el.append(h('b', { class: 'sym-tag', text: 'WILD' }));
    if (letter === 'S') el.append(h('b', { class: 'sym-tag', text: 'BONUS' }));
    return el;
  };

  const cells: HTMLElement[][] = [];
  const reels = OPENING.map((column, reel) => {
    const blur = h(
      'div',
      { class: 'blur-strip' },
      ...[...(BLUR + BLUR)].map((l) => h('span', { class: 'cell' }, symbol(l))),
    );
    const col: HTMLElement[] = [];
    const el = h('div', { class: 'reel' }, blur);
    [...column].forEach((letter, row) => {
      const cell = h(
        'span',
        { class: 'cell', attrs: { 'data-reel': String(reel), 'data-row': String(row) } },
        symbol(letter),
      );
      col.push(cell);
      el.append(cell);
    });
    cells.push(col);
    return el;
  });
  const lineLayer = svg('svg', {
    class: 'lines',
    viewBox: '0 0 500 300',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const window_ = h('div', { class: 'reels', attrs: { 'aria-label': words.slot.paytable } }, ...reels, lineLayer);
  const banner = h('div', { class: 'banner', attrs: { 'aria-live': 'polite' } });
  const feature = h('div', { class: 'feature-bar' });
  const info = h('p', { class: 'slot-info', text: fill(words.slot.lines, { n: rules.paylines.length }) });
  chrome.stage.append(
    h('div', { class: 'marquee' }, h('span', { class: 'marquee-name', text: boot.game.names[chrome.lang] })),
    feature,
    h('div', { class: 'cabinet' }, window_, banner),
    info,
  );

  const bet = stepper(words.bet, boot.game.stakes.slot, fmt.money, words, 2);
  const spinButton = h(
    'button',
    { class: 'spin-button', attrs: { type: 'button', 'aria-label': words.slot.spin } },
    h('span', { class: 'spin-arrows', text: '⟳' }),
    h('span', { class: 'spin-text', text: words.slot.spin }),
  );
  const winBox = h('output', { class: 'win-box-value', text: fmt.money(0) });
  chrome.controls.append(
    bet.el,
    h('div', { class: 'win-box' }, h('span', { class: 'stepper-label', text: words.win }), winBox),
    spinButton,
  );

  const show = (text: string, tone = '') => {
    banner.textContent = text;
    banner.className = `banner ${text ? 'show' : ''} ${tone}`;
  };
  const clearWins = () => {
    lineLayer.replaceChildren();
    for (const col of cells) for (const cell of col) cell.classList.remove('hit');
  };
  const setReel = (reel: number, letters: string) => {
    const col = cells[reel] ?? [];
    [...letters].forEach((letter, row) => col[row]?.replaceChildren(symbol(letter)));
  };

  const startSpinning = () => {
    clearWins();
    if (!document.body.classList.contains('free-spins')) winBox.textContent = fmt.money(0);
    show('');
    for (const reel of reels) reel.classList.remove('landed');
    for (const reel of reels) reel.classList.add('spinning');
  };
  /** Stops the reels on a screen, none before `from` + 2.5 s. */
  const land = async (spin: Spin | null, from: number, previous: string[]) => {
    for (const [i, reel] of reels.entries()) {
      await wait(Math.max(0, from + MIN_SPIN_MS + i * STOP_GAP_MS - performance.now()));
      setReel(i, spin ? (spin.grid[i] ?? '') : (previous[i] ?? ''));
      reel.classList.remove('spinning');
      reel.classList.add('landed');
      sound.stop();
    }
  };
  const showWins = (spin: Spin) => {
    for (const win of spin.lines) {
      const points = win.cells.map((row, reel) => `${50 + reel * 100},${50 + row * 100}`).join(' ');
      lineLayer.append(svg('polyline', { points, class: `payline line-${win.line % 5}` }));
      win.cells.slice(0, win.count).forEach((row, reel) => cells[reel]?.[row]?.classList.add('hit'));
    }
    if (spin.scatters >= 3) {
      for (const col of cells)
        for (const cell of col) if (cell.querySelector('[data-symbol="S"]')) cell.classList.add('hit');
    }
  };

  let screen = [...OPENING];
  let spinning = false;
  const lock = (locked: boolean) => {
    spinning = locked;
    spinButton.disabled = locked;
    bet.lock(locked);
    document.body.classList.toggle('playing', locked);
  };

  const play = async () => {
    if (spinning) return;
    lock(true);
    sound.click();
    const stake = bet.value;
    const from = performance.now();
    chrome.preview(stake);
    startSpinning();
    const answer = await api<SpinAnswer>('/api/v1/slot/spin', { bet: stake });
    if (answer.error || !('base' in answer)) {
      await land(null, from - MIN_SPIN_MS + 400, screen);
      chrome.update(answer);
      lock(false);
      return;
    }
    await land(answer.base, from, screen);
    screen = answer.base.grid;
    showWins(answer.base);
    winBox.textContent = fmt.money(answer.base.win);
    if (answer.base.win > 0) {
      show(`${words.win} ${fmt.money(answer.base.win)}`, 'win');
      sound.win(answer.base.win >= stake * 10);
    }
    if (answer.freeSpins.length > 0) await playFeature(answer, stake);
    chrome.update(answer, answer.pending ? answer.totalWin : 0);
    lock(false);
  };
  spinButton.addEventListener('click', () => void play());

  /** The free spins of a round: no stake, every win tripled, shown spin by spin. */
  const playFeature = async (answer: SpinAnswer, stake: number) => {
    await wait(1400);
    let total = answer.base.freeSpinsAwarded;
    show(fill(words.slot.freeSpinsWon, { n: total }), 'feature');
    document.body.classList.add('free-spins');
    sound.win(true);
    await wait(1800);
    let featureWin = 0;
    for (const [i, spin] of answer.freeSpins.entries()) {
      feature.textContent = `${fill(words.slot.freeSpinOf, { n: i + 1, total })} · ${words.slot.tripled}`;
      const from = performance.now();
      startSpinning();
      await land(spin, from, screen);
      screen = spin.grid;
      showWins(spin);
      featureWin += spin.win;
      winBox.textContent = fmt.money(answer.base.win + featureWin);
      total += spin.freeSpinsAwarded;
      if (spin.win > 0) {
        show(`${words.win} ${fmt.money(spin.win)}`, 'win');
        sound.win(spin.win >= stake * 10);
      }
      await wait(spin.freeSpinsAwarded > 0 ? 1600 : 700);
    }
    feature.textContent = '';
    document.body.classList.remove('free-spins');
    show(fill(words.slot.featureWin, { amount: fmt.money(featureWin) }), 'feature');
  };

  chrome.setRulesContent(() => paytable(chrome, symbol, bet.value));
}

/** The paytable at the current bet, the wild and scatter rules, the 20 lines, the spin time and the RTP. */
function paytable(chrome: Chrome, symbol: (letter: string) => HTMLElement, stake: number) {
  const { words, fmt } = chrome;
  const rules = chrome.boot.game.slot;
  if (!rules) return h('div');
  const lineBet = stake / rules.paylines.length;
  const rows = ['W', '1', '2', '3', '4', 'A', 'K', 'Q', 'J', 'T'].map((letter) => {
    const pays = rules.paytable[letter] ?? [0, 0, 0];
    return h(
      'div',
      { class: 'pay-row' },
      symbol(letter),
      h(
        'dl',
        { class: 'pays' },
        ...[5, 4, 3].flatMap((n) => [
          h('dt', { text: `${n}×` }),
          h('dd', { text: fmt.money(Math.round((pays[n - 3] ?? 0) * lineBet)) }),
        ]),
      ),
    );
  });
  const scatter = h(
    'div',
    { class: 'pay-row' },
    symbol('S'),
    h(
      'dl',
      { class: 'pays' },
      ...[5, 4, 3].flatMap((n) => [
        h('dt', { text: `${n}×` }),
        h('dd', { text: fmt.money((rules.scatterPays[String(n)] ?? 0) * stake) }),
      ]),
    ),
  );
  const lines = rules.paylines.map((line, i) =>
    h(
      'figure',
      { class: 'line-map' },
      h(
        'div',
        { class: 'line-grid' },
        ...[0, 1, 2].flatMap((row) => line.map((r) => h('i', { class: r === row ? 'on' : '' }))),
      ),
      h('figcaption', { text: String(i + 1) }),
    ),
  );
  return h(
    'div',
    { class: 'paytable' },
    h('p', { text: fill(words.slot.linePays, { bet: fmt.money(stake) }) }),
    h('div', { class: 'pay-grid' }, ...rows),
    h('p', { text: words.slot.wildRule }),
    scatter,
    h('p', { text: words.slot.scatterRule }),
    h('h3', { text: words.slot.paylines }),
    h('p', { text: words.slot.paysLeft }),
    h('div', { class: 'line-maps' }, ...lines),
    h('p', { text: words.slot.spinTime }),
    rtpLine(chrome),
  );
}

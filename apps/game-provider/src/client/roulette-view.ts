import type { Position } from './api';
import { rtpLine, stepper, type Chrome } from './chrome';
import { h, svg, wait } from './dom';

interface SpinAnswer extends Position {
  number: number;
  totalBet: number;
  totalWin: number;
  wins: { key: string; amount: number; win: number }[];
}

const SPIN_MS = 4200;
const POCKET = 360 / 37;

const tableColumn = (n: number) => (n - 1) % 3;
const tableRow = (n: number) => Math.floor((n - 1) / 3);
function neighbours(a: number, b: number) {
  if (a === b) return false;
  if (a === 0 || b === 0) return Math.max(a, b) <= 3;
  return (
    (tableRow(a) === tableRow(b) && Math.abs(tableColumn(a) - tableColumn(b)) === 1) ||
    (tableColumn(a) === tableColumn(b) && Math.abs(tableRow(a) - tableRow(b)) === 1)
  );
}

export function rouletteView(chrome: Chrome) {
  const { boot, words, fmt, sound, api } = chrome;
  const table = boot.game.roulette;
  if (!table) throw new Error('no roulette table');
  const red = new Set(table.red);
  const colour = (n: number) => (n === 0 ? 'green' : red.has(n) ? 'red' : 'black');
  const colourWord = (n: number) => words.roulette[colour(n)];

  // The wheel: 37 pockets in their order, and a ball that comes to rest in one.
  const disc = svg('svg', { class: 'wheel-disc', viewBox: '-100 -100 200 200', 'aria-hidden': 'true' });
  disc.append(svg('circle', { r: 99, class: 'wheel-rim' }));
  table.wheel.forEach((n, i) => {
    const a0 = ((i - 0.5) * POCKET - 90) * (Math.PI / 180);
    const a1 = ((i + 0.5) * POCKET - 90) * (Math.PI / 180);
    const [r0, r1] = [58, 92];
    const d = `M ${r0 * Math.cos(a0)} ${r0 * Math.sin(a0)} L ${r1 * Math.cos(a0)} ${r1 * Math.sin(a0)} A ${r1} ${r1} 0 0 1 ${r1 * Math.cos(a1)} ${r1 * Math.sin(a1)} L ${r0 * Math.cos(a1)} ${r0 * Math.sin(a1)} A ${r0} ${r0} 0 0 0 ${r0 * Math.cos(a0)} ${r0 * Math.sin(a0)} Z`;
    disc.append(svg('path', { d, class: `pocket ${colour(n)}` }));
    const label = svg('text', { class: 'pocket-label', x: 0, y: -80, transform: `rotate(${i * POCKET})` });
    label.textContent = String(n);
    disc.append(label);
  });
  disc.append(svg('circle', { r: 57, class: 'wheel-hub' }), svg('circle', { r: 20, class: 'wheel-cap' }));
  const ball = h('div', { class: 'ball-track' }, h('span', { class: 'ball' }));
  const result = h('div', { class: 'wheel-result', attrs: { 'aria-live': 'polite' } });
  const history = h('ol', { class: 'last-numbers', attrs: { 'aria-label': words.roulette.lastNumbers } });
  const wheel = h('div', { class: 'wheel' }, disc, ball, result);

  // The table, laid out across the phone: zero, twelve columns of three, the 2:1 bets, then dozens and even chances.
  const bets = new Map<string, number>();
  const placed: { key: string; amount: number }[] = [];
  const spots = new Map<string, HTMLElement>();
  const board = h('div', { class: 'board' });
  const markers = h('div', { class: 'markers', attrs: { 'aria-hidden': 'true' } });
  const spot = (key: string, text: string, cls: string, col: string, row: string) => {
    const el = h('button', {
      class: `spot ${cls}`,
      text,
      attrs: { type: 'button', 'data-key': key },
    });
    el.style.gridColumn = col;
    el.style.gridRow = row;
    spots.set(key, el);
    board.append(el);
    el.addEventListener('click', () => choose(key));
    return el;
  };
  spot('n0', '0', 'green zero', '1', '1 / span 3');
  for (let n = 1; n <= 36; n++)
    spot(`n${n}`, String(n), colour(n), String(2 + tableRow(n)), String(3 - tableColumn(n)));
  [3, 2, 1].forEach((c, i) => spot(`c${c}`, words.roulette.column, 'outside', '14', String(i + 1)));
  words.roulette.dozens.forEach((text, i) => spot(`d${i + 1}`, text, 'outside', `${2 + i * 4} / span 4`, '4'));
  (
    [
      ['low', words.roulette.low],
      ['even', words.roulette.even],
      ['red', ''],
      ['black', ''],
      ['odd', words.roulette.odd],
      ['high', words.roulette.high],
    ] as const
  ).forEach(([key, text], i) => {
    const el = spot(
      key,
      text,
      `outside ${key === 'red' || key === 'black' ? `swatch ${key}` : ''}`,
      `${2 + i * 2} / span 2`,
      '5',
    );
    if (!text) el.setAttribute('aria-label', words.roulette[key as 'red' | 'black']);
  });
  board.append(markers);

  chrome.stage.append(h('div', { class: 'table-top' }, wheel, history), board);

  const chip = stepper(words.roulette.chip, boot.game.stakes.chips, fmt.plain, words, 2);
  const total = h('output', { class: 'total-bet' });
  const splitButton = h('button', {
    class: 'tool',
    text: words.roulette.split,
    attrs: { type: 'button', 'aria-pressed': 'false' },
  });
  const undo = h('button', { class: 'tool', text: words.roulette.undo, attrs: { type: 'button' } });
  const clear = h('button', { class: 'tool', text: words.roulette.clear, attrs: { type: 'button' } });
  const spinButton = h(
    'button',
    { class: 'spin-button small', attrs: { type: 'button' } },
    h('span', { class: 'spin-text', text: words.roulette.spin }),
  );
  chrome.controls.append(
    h('div', { class: 'control-row' }, chip.el, total),
    h('div', { class: 'control-row' }, splitButton, undo, clear, spinButton),
  );

  let splitFirst: number | null = null;
  let spinning = false;
  const sum = () => [...bets.values()].reduce((a, b) => a + b, 0);

  const paint = () => {
    markers.replaceChildren();
    for (const el of spots.values()) el.classList.remove('has-chip', 'picked');
    if (splitFirst !== null) spots.get(`n${splitFirst}`)?.classList.add('picked');
    for (const [key, amount] of bets) {
      const marker = h('span', { class: 'chip-marker', text: fmt.plain(amount) });
      const split = /^s(\d+)-(\d+)$/.exec(key);
      const cellsOf = split ? [`n${split[1]}`, `n${split[2]}`] : [key];
      const els = cellsOf.map((k) => spots.get(k)).filter((el): el is HTMLElement => !!el);
      const x = els.reduce((s, el) => s + el.offsetLeft + el.offsetWidth / 2, 0) / els.length;
      const y = els.reduce((s, el) => s + el.offsetTop + el.offsetHeight / 2, 0) / els.length;
      marker.style.left = `${x}px`;
      marker.style.top = `${y}px`;
      if (split) marker.classList.add('split');
      markers.append(marker);
      for (const el of els) el.classList.add('has-chip');
    }
    total.textContent = `${words.roulette.totalBet}: ${fmt.money(sum())}`;
    undo.disabled = clear.disabled = spinning || placed.length === 0;
    spinButton.disabled = spinning;
    splitButton.setAttribute('aria-pressed', String(splitFirst !== null || splitMode));
  };

  let splitMode = false;
  const choose = (key: string) => {
    if (spinning) return;
    const n = /^n(\d+)$/.exec(key);
    if (splitMode && n) {
      const number = Number(n[1]);
      if (splitFirst === null) {
        splitFirst = number;
        paint();
        return;
      }
      if (neighbours(splitFirst, number)) {
        key = `s${Math.min(splitFirst, number)}-${Math.max(splitFirst, number)}`;
        splitFirst = null;
        splitMode = false;
      } else {
        splitFirst = number;
        paint();
        return;
      }
    }
    if (sum() + chip.value > boot.game.stakes.rouletteMax) {
      chrome.sayError('badBet');
      return;
    }
    sound.click();
    bets.set(key, (bets.get(key) ?? 0) + chip.value);
    placed.push({ key, amount: chip.value });
    for (const el of spots.values()) el.classList.remove('won', 'lost');
    paint();
  };
  splitButton.addEventListener('click', () => {
    splitMode = !splitMode;
    splitFirst = null;
    if (splitMode) chrome.say(words.roulette.splitHint);
    paint();
  });
  undo.addEventListener('click', () => {
    const last = placed.pop();
    if (!last) return;
    const left = (bets.get(last.key) ?? 0) - last.amount;
    if (left > 0) bets.set(last.key, left);
    else bets.delete(last.key);
    paint();
  });
  clear.addEventListener('click', () => {
    bets.clear();
    placed.length = 0;
    paint();
  });

  let wheelTurn = 0;
  let ballTurn = 0;
  const spinTo = async (number: number) => {
    const index = table.wheel.indexOf(number);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    wheelTurn += 720 + Math.round(((index * 37) % 11) * POCKET);
    // The ball ends over the pocket, wherever the wheel stopped, after turns the other way.
    const target = index * POCKET + wheelTurn;
    ballTurn = target - 360 * (Math.ceil((target - ballTurn) / 360) + 3);
    disc.style.transform = `rotate(${wheelTurn}deg)`;
    ball.style.transform = `rotate(${ballTurn}deg)`;
    const ms = reduced ? 600 : SPIN_MS;
    const ticks = window.setInterval(() => sound.tick(), 140);
    await wait(ms + 50);
    window.clearInterval(ticks);
  };

  const play = async () => {
    if (spinning) return;
    if (bets.size === 0) {
      chrome.say(words.roulette.placeBets);
      return;
    }
    spinning = true;
    document.body.classList.add('playing');
    paint();
    result.textContent = '';
    result.className = 'wheel-result';
    const layout = [...bets].map(([key, amount]) => ({ key, amount }));
    chrome.preview(sum());
    const answer = await api<SpinAnswer>('/api/v1/roulette/spin', { bets: layout });
    if (answer.error || typeof answer.number !== 'number') {
      chrome.update(answer);
    } else {
      await spinTo(answer.number);
      result.replaceChildren(h('b', { text: String(answer.number) }), h('span', { text: colourWord(answer.number) }));
      result.className = `wheel-result show ${colour(answer.number)}`;
      history.prepend(h('li', { class: colour(answer.number), text: String(answer.number) }));
      while (history.children.length > 8) history.lastElementChild?.remove();
      const won = new Set(answer.wins.map((w) => w.key));
      for (const [key, el] of spots) {
        if (won.has(key)) el.classList.add('won');
        else if (bets.has(key)) el.classList.add('lost');
      }
      spots.get(`n${answer.number}`)?.classList.add('won');
      if (answer.totalWin > 0) {
        chrome.say(`${words.win} ${fmt.money(answer.totalWin)}`, 'info');
        sound.win(answer.totalWin >= answer.totalBet * 5);
      } else chrome.say(words.roulette.noWin);
      chrome.update(answer, answer.pending ? answer.totalWin : 0);
    }
    spinning = false;
    document.body.classList.remove('playing');
    paint();
  };
  spinButton.addEventListener('click', () => void play());

  chrome.setRulesContent(() => h('div', { class: 'rules' }, h('p', { text: words.roulette.rules }), rtpLine(chrome)));
  new ResizeObserver(() => paint()).observe(board);
  paint();
}

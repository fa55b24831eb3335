import { dayjs, type Dayjs } from './dates';

/**
 * Lottery draws (spec section 7: numeros; known-api.md: /lgw/games/opened/numero, /lgw/numeros/near).
 * Ours, as the spec shows no schedule: a lottery draws every 5 minutes, an e-lottery every minute,
 * numbered per UTC day (numero YYYYMMDD + the draw of the day, 4 digits); a lottery draws 5 digits
 * 0-9, an e-lottery 3 dice 1-6.
 */
export interface DrawShape {
  intervalSeconds: number;
  count: number;
  min: number;
  max: number;
}

export function drawShape(gameType: string): DrawShape {
  return gameType === 'ELOTT'
    ? { intervalSeconds: 60, count: 3, min: 1, max: 6 }
    : { intervalSeconds: 300, count: 5, min: 0, max: 9 };
}

export interface Draw {
  numero: string;
  /** When betting on it closes and its numbers are drawn. */
  closesAt: Date;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function drawOfIndex(dayStart: Dayjs, index: number, intervalSeconds: number): Draw {
  return {
    numero: `${dayStart.format('YYYYMMDD')}${pad(index, 4)}`,
    closesAt: dayStart.add(index * intervalSeconds, 'second').toDate(),
  };
}

/** The draw open at `now`: the first of the day whose closing time is still ahead. */
export function openDraw(shape: Pick<DrawShape, 'intervalSeconds'>, now: Date): Draw {
  const at = dayjs.utc(now);
  const dayStart = at.startOf('day');
  return drawOfIndex(
    dayStart,
    Math.floor(at.diff(dayStart, 'second') / shape.intervalSeconds) + 1,
    shape.intervalSeconds,
  );
}

/** The `size` latest closed draws at `now`, newest first (across midnight too). */
export function closedDraws(shape: Pick<DrawShape, 'intervalSeconds'>, now: Date, size: number): Draw[] {
  // The last millisecond of the draw before `draw`.
  const before = (draw: Draw) =>
    dayjs(draw.closesAt).subtract(shape.intervalSeconds, 'second').subtract(1, 'millisecond').toDate();
  const draws: Draw[] = [];
  let at = before(openDraw(shape, now));
  while (draws.length < size) {
    const draw = openDraw(shape, at);
    draws.push(draw);
    at = before(draw);
  }
  return draws;
}

/** What a countdown shows: mm:ss, never below 00:00. Plain sums: the lottery screens that show it need no dayjs. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(seconds / 60), 2)}:${pad(seconds % 60, 2)}`;
}

// Our line fitting for names on art: a game's or vendor's name must stay whole and readable however long it is.
import { SHAPED_SIZE, shapeLine, type ShapedLine } from './display-font';

/** Height of a capital above the baseline, in ems (Lilita One). */
const CAP_HEIGHT = 0.7;
/** Baseline to baseline of two lines, in ems. */
const LINE_STEP = 0.95;
/** Ink this far below the baseline (Latin descenders) hangs out of the box, as printers let it. */
const DESCENDER_ALLOWANCE = 0.22;
/** Letters may be narrowed to this share of their width before the size goes down. */
const MAX_SQUEEZE = 0.8;

export interface TextBox {
  /** Centre of the text block. */
  cx: number;
  cy: number;
  width: number;
  /** The block's cap-to-baseline height may not exceed this. */
  height: number;
  /** Largest font size for one line and for each of two lines. */
  oneLineSize: number;
  twoLineSize: number;
}

interface Layout {
  lines: ShapedLine[];
  size: number;
  /** Horizontal scale of the letters (1 = as designed). */
  squeeze: number;
  metrics: Metrics;
}

/** Heights of a block of lines, in ems: Chinese rises above a capital, Burmese marks hang below. */
interface Metrics {
  ascent: number;
  step: number;
  /** First line's top to last line's lowest counted ink. */
  tall: number;
}

function metricsOf(lines: ShapedLine[]): Metrics {
  const ascent = Math.max(CAP_HEIGHT, ...lines.map((l) => -l.top / SHAPED_SIZE));
  const descent = Math.max(0, ...lines.map((l) => l.bottom / SHAPED_SIZE - DESCENDER_ALLOWANCE));
  const step = Math.max(LINE_STEP, ascent + descent + 0.1);
  return { ascent, step, tall: ascent + descent + (lines.length - 1) * step };
}

/** The size a set of lines gets in the box: as large as the widest line and the height allow. */
function layout(lines: ShapedLine[], box: TextBox): Layout {
  const widest = Math.max(...lines.map((l) => l.width), 1);
  const metrics = metricsOf(lines);
  const { tall } = metrics;
  const cap = lines.length === 1 ? box.oneLineSize : box.twoLineSize;
  const byHeight = Math.min(cap, box.height / tall);
  const byWidth = (box.width * SHAPED_SIZE) / widest;
  // Narrow letters a little first: a slightly condensed name reads better than a tiny one.
  const squeeze = Math.max(MAX_SQUEEZE, Math.min(1, byWidth / byHeight));
  return { lines, size: Math.min(byHeight, byWidth / squeeze), squeeze, metrics };
}

/** One line when it is large enough so, else the best break between two words. */
function bestLayout(text: string, box: TextBox): Layout {
  const one = layout([shapeLine(text)], box);
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2 || one.size >= box.twoLineSize) return one;
  let best = one;
  for (let at = 1; at < words.length; at++) {
    const two = layout([shapeLine(words.slice(0, at).join(' ')), shapeLine(words.slice(at).join(' '))], box);
    if (two.size > best.size) best = two;
  }
  return best;
}

/** A text laid out in its box: each line's outline and where it goes. */
export interface FittedText {
  lines: { d: string; x: number; y: number }[];
  /** Board units per shaped unit, across and down. */
  scaleX: number;
  scaleY: number;
  /** The widest line's ink, in board units. */
  width: number;
}

/** `text` fitted in `box`: one line or two, as large as the box allows up to its sizes, each line centred. */
export function fitText(text: string, box: TextBox): FittedText {
  const { lines, size, squeeze, metrics } = bestLayout(text.trim(), box);
  const k = size / SHAPED_SIZE;
  const firstBaseline = box.cy - (metrics.tall * size) / 2 + metrics.ascent * size;
  return {
    lines: lines.map((line, i) => ({
      d: line.d,
      x: box.cx - (line.left + line.width / 2) * k * squeeze,
      y: firstBaseline + i * metrics.step * size,
    })),
    scaleX: k * squeeze,
    scaleY: k,
    width: Math.max(0, ...lines.map((l) => l.width)) * k * squeeze,
  };
}

export interface TextPaint {
  fill: string;
  /** An outline drawn under the fill, its width in board units. */
  outline?: { colour: string; width: number };
  /** Moves the text down, for a shadow. */
  dy?: number;
  opacity?: number;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The fitted text as <path> elements in `paint`. */
export function textPaths(text: FittedText, paint: TextPaint): string {
  const { outline, dy = 0 } = paint;
  // Strokes scale with the outline, so their width is given in shaped units.
  const stroke = outline
    ? ` stroke="${outline.colour}" stroke-width="${round(outline.width / text.scaleY)}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  const opacity = paint.opacity === undefined ? '' : ` opacity="${paint.opacity}"`;
  const scale = `scale(${round(text.scaleX, 4)} ${round(text.scaleY, 4)})`;
  return text.lines
    .filter((line) => line.d)
    .map(
      (line) =>
        `<path d="${line.d}" transform="translate(${round(line.x)} ${round(line.y + dy)}) ${scale}" fill="${paint.fill}"${stroke}${opacity}/>`,
    )
    .join('');
}

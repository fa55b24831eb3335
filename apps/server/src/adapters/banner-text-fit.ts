// Fitting a text into a box without a font at hand: SVG has no wrapping, and the browser draws the
// art with whatever fonts the phone has. Widths are estimates per script, on the wide side, so a
// line that fits here fits there (Burmese glyphs are wide and tall; CJK ones a full em).

const MYANMAR = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/u;
/** Letters that start a Myanmar syllable: consonants, independent vowels, the great sa, digits. */
const MYANMAR_START = /[\u1000-\u102a\u103f\u1040-\u1049\u104c-\u104f\u1050-\u1055\u105a-\u105d]/u;
const MYANMAR_VIRAMA = '\u1039';
const MYANMAR_ASAT = '\u103a';
const CJK =
  /[\u2e80-\u2fdf\u3000-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;
/** Marks a CJK line may not start with, and ones it may not end with. */
const CJK_NO_START = /[、。，．：；！？）」』】〕〉》%％・ー～〜)\].,!?:;]/u;
const CJK_NO_END = /[（「『【〔〈《([]/u;
/** Marks that end a CJK clause: the breaks that keep phrases whole. */
const CJK_CLAUSE_END = /[、。，！？：；]/u;
const NON_SPACING = /\p{Mn}|\p{Me}|\u200b|\u200c|\u200d|\ufe0f/u;
const SPACING_MARK = /\p{Mc}/u;

/** The advance of one character in em, for a bold sans face (slightly generous). */
export function charWidth(ch: string): number {
  if (ch === ' ') return 0.3;
  if (NON_SPACING.test(ch)) return 0;
  if (CJK.test(ch)) return 1;
  if (MYANMAR.test(ch)) return SPACING_MARK.test(ch) ? 0.5 : ch >= '\u1040' && ch <= '\u1049' ? 0.62 : 0.9;
  if (SPACING_MARK.test(ch)) return 0.42;
  if (/[A-Z]/.test(ch)) return ch === 'M' || ch === 'W' ? 0.92 : ch === 'I' ? 0.34 : 0.72;
  if (/[a-z]/.test(ch)) return ch === 'm' || ch === 'w' ? 0.9 : 'ijlft'.includes(ch) ? 0.34 : 0.6;
  if (/[0-9]/.test(ch)) return 0.62;
  if (ch === '%') return 0.95;
  if (/[.,:;'!|]/.test(ch)) return 0.32;
  if (/[\u0e00-\u0e7f]/u.test(ch)) return 0.64;
  if (/[\u0900-\u097f]/u.test(ch)) return 0.72;
  if (/\p{L}/u.test(ch)) return 0.68;
  return 0.6;
}

/** The estimated width of a text in em. */
export const textWidth = (text: string): number => [...text].reduce((sum, ch) => sum + charWidth(ch), 0);

/**
 * Whether a line may break between `before` and `after` (code points), `next` being the one after
 * `after`; between Myanmar syllables and any CJK characters only with `syllables` (else at spaces
 * and after CJK clause marks, keeping words and phrases whole).
 */
function mayBreak(
  before: string,
  after: string,
  next: string | undefined,
  syllables: boolean,
  killed = false,
): boolean {
  if (after === ' ' || NON_SPACING.test(after) || SPACING_MARK.test(after)) return false;
  if (before === ' ') return true;
  if (before === '\u2014' || before === '-' || before === '/') return true;
  if (CJK.test(before) || CJK.test(after)) {
    if (/[0-9A-Za-z%]/.test(before) && /[0-9A-Za-z%]/.test(after)) return false;
    // Between whole phrases (after a clause's punctuation) unless any character will do.
    if (!syllables) return CJK_CLAUSE_END.test(before);
    return !CJK_NO_START.test(after) && !CJK_NO_END.test(before);
  }
  if (syllables && MYANMAR.test(before) && MYANMAR_START.test(after)) {
    // A stacked consonant or a killed one (asat, perhaps after a dot below) ends the syllable before it.
    if (before === MYANMAR_VIRAMA || next === MYANMAR_ASAT || next === MYANMAR_VIRAMA) return false;
    if (killed) return false;
    if (/[\u1040-\u1049]/u.test(before) && /[\u1040-\u1049]/u.test(after)) return false;
    return true;
  }
  return false;
}

/** The text cut where a line may break: each piece carries the spaces after it. */
export function breakPieces(text: string, syllables = true): string[] {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  const pieces: string[] = [];
  let current = '';
  chars.forEach((ch, i) => {
    const before = chars[i - 1];
    // Whether an asat follows this letter past its anusvara or dot below (န့်: the letter is a final).
    let at = i + 1;
    while (chars[at] === '\u1036' || chars[at] === '\u1037') at += 1;
    const killed = at > i + 1 && chars[at] === MYANMAR_ASAT;
    if (before !== undefined && mayBreak(before, ch, chars[i + 1], syllables, killed) && current.trim() !== '') {
      pieces.push(current);
      current = '';
    }
    current += ch;
  });
  if (current) pieces.push(current);
  return pieces;
}

/** Splits a piece too wide for any line between characters (never before a combining mark). */
function splitWide(piece: string, maxEm: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const ch of piece) {
    const joins = NON_SPACING.test(ch) || SPACING_MARK.test(ch);
    if (!joins && current.trim() !== '' && textWidth(current + ch) > maxEm) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * Greedy lines no wider than `maxEm` (a piece wider than a line is split between characters);
 * `syllables: false` breaks Burmese between words only.
 */
export function wrapLines(text: string, maxEm: number, syllables = true): string[] {
  const lines: string[] = [];
  let line = '';
  const pieces = breakPieces(text, syllables);
  for (const piece of pieces.flatMap((p) => (textWidth(p.trim()) > maxEm ? splitWide(p, maxEm) : [p]))) {
    const candidate = line + piece;
    if (line.trim() !== '' && textWidth(candidate.trim()) > maxEm) {
      lines.push(line.trim());
      line = piece.trimStart();
    } else line = candidate;
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines;
}

/** A line cut to `maxEm` with an ellipsis when it is wider. */
export function truncateLine(line: string, maxEm: number): string {
  if (textWidth(line) <= maxEm) return line;
  const chars = [...line];
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}…`) > maxEm) chars.pop();
  // Never leave a mark without its letter.
  while (chars.length > 0 && NON_SPACING.test(chars[chars.length - 1] ?? '')) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
  lineHeight: number;
}

export interface FitBox {
  width: number;
  height: number;
  maxFontSize: number;
  minFontSize: number;
  maxLines: number;
  /** Line height as a multiple of the font size. */
  leading: number;
}

/**
 * The largest font size (in steps of 2 px) at which the text fits the box on at most `maxLines`
 * lines; at the smallest, what does not fit ends with an ellipsis.
 */
export function fitText(text: string, box: FitBox): FittedText {
  const fits = (lines: string[], lineHeight: number) =>
    lines.length <= box.maxLines && lines.length * lineHeight <= box.height;
  // Whole words first, at sizes not much below the largest; else cut between syllables (Burmese)
  // or characters (CJK) at the largest size that fits.
  const words = breakPieces(text, false).map((p) => textWidth(p.trim()));
  const smallestWhole = Math.max(box.minFontSize, Math.round(box.maxFontSize * 0.7));
  for (let size = box.maxFontSize; size >= smallestWhole; size -= 2) {
    const lineHeight = size * box.leading;
    if (words.some((w) => w > box.width / size)) continue;
    const lines = wrapLines(text, box.width / size, false);
    if (fits(lines, lineHeight)) return { lines, fontSize: size, lineHeight };
  }
  for (let size = box.maxFontSize; size >= box.minFontSize; size -= 2) {
    const lineHeight = size * box.leading;
    const lines = wrapLines(text, box.width / size);
    if (fits(lines, lineHeight)) return { lines, fontSize: size, lineHeight };
  }
  const size = box.minFontSize;
  const lineHeight = size * box.leading;
  const room = Math.max(1, Math.min(box.maxLines, Math.floor(box.height / lineHeight)));
  const lines = wrapLines(text, box.width / size);
  if (lines.length <= room) return { lines, fontSize: size, lineHeight };
  const kept = lines.slice(0, room);
  kept[room - 1] = truncateLine(`${kept[room - 1] ?? ''} ${lines[room] ?? ''}`, box.width / size);
  return { lines: kept, fontSize: size, lineHeight };
}

/** Whether a text is in a script that stacks marks above and below (needs taller lines). */
export const isTallScript = (text: string): boolean =>
  [...text].some((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return (
      (code >= 0x1000 && code <= 0x109f) || (code >= 0x0e00 && code <= 0x0e7f) || (code >= 0x0900 && code <= 0x097f)
    );
  });

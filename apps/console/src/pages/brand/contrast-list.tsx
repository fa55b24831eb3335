import type { ThemeColorToken } from '@lobby/contract';
import { contrastRatio } from '@lobby/domain';
import { fill, useWords } from '../../lib/words';

/** The text colours the site draws on each background (tokens.css and the screens' styles). */
export const TEXT_PAIRS: readonly [text: ThemeColorToken, background: ThemeColorToken][] = [
  ['color-text', 'color-bg'],
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-2'],
  ['color-text-muted', 'color-bg'],
  ['color-text-muted', 'color-surface'],
  ['color-primary-text', 'color-primary'],
  ['color-primary-ink', 'color-bg'],
  ['color-primary-ink', 'color-surface'],
  ['color-accent', 'color-bg'],
  ['color-danger', 'color-bg'],
  ['color-danger', 'color-surface'],
  ['color-new', 'color-surface'],
];

/** WCAG AA for body text. */
const AA = 4.5;

/** The pairs of a palette whose text would not read (below AA), with their ratio. */
export function unreadablePairs(colours: Record<ThemeColorToken, string>) {
  return TEXT_PAIRS.flatMap(([text, background]) => {
    const ratio = contrastRatio(colours[text], colours[background]);
    return ratio !== null && ratio < AA ? [{ text, background, ratio }] : [];
  });
}

/** Says which of the palette's text colours would not read on their background, before it is saved. */
export function ContrastList({ colours }: { colours: Record<ThemeColorToken, string> }) {
  const { w } = useWords();
  const c = w.brandPage.contrast;
  const weak = unreadablePairs(colours);
  return (
    <div role="status" className="stack" data-testid="contrast">
      {weak.length === 0 ? (
        <p className="note">{c.fine}</p>
      ) : (
        <ul className="note note--warning">
          {weak.map(({ text, background, ratio }) => (
            <li key={`${text}/${background}`}>{fill(c.weak, { text, background, ratio: ratio.toFixed(1) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

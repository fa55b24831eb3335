import { DEFAULT_PALETTES, THEME_COLOR_TOKENS, type ThemeColorToken, type ThemePalette } from '@lobby/contract';
import { useWords } from '../../lib/words';
import { BrandPreview } from './brand-preview';
import { ContrastList } from './contrast-list';

/** A colour input takes #rrggbb only: #rgb is spelt out, an alpha part is left off. */
export const inputColour = (value: string) =>
  value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value.slice(0, 7);

interface Props {
  theme: 'dark' | 'light';
  palette: ThemePalette;
  name: string;
  onChange: (palette: ThemePalette) => void;
}

/**
 * One theme's colours: each token's picker (a token left out keeps the platform's default, shown
 * as such) beside a preview drawn in the colours being edited.
 */
export function PaletteEditor({ theme, palette, name, onChange }: Props) {
  const { w } = useWords();
  const set = (token: ThemeColorToken, value: string | undefined) => {
    const next: ThemePalette = { ...palette };
    if (value === undefined) delete next[token];
    else next[token] = value;
    onChange(next);
  };
  const colours = { ...DEFAULT_PALETTES[theme], ...palette };
  return (
    <div className="palette">
      <ul className="palette__tokens plain-list">
        {THEME_COLOR_TOKENS.map((token) => {
          const own = palette[token];
          const id = `${theme}-${token}`;
          return (
            <li key={token} className="palette__token">
              <input
                type="color"
                aria-label={token}
                aria-describedby={`${id}-value`}
                value={inputColour(own ?? DEFAULT_PALETTES[theme][token])}
                onChange={(event) => set(token, event.target.value)}
              />
              <span className="palette__name">
                <code>{token}</code>
                <span id={`${id}-value`} className="muted">
                  {own ?? w.brandPage.defaultColour}
                </span>
              </span>
              {own !== undefined && (
                <button type="button" className="button button--ghost" onClick={() => set(token, undefined)}>
                  {w.brandPage.resetColour}
                  <span className="visually-hidden"> {token}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="stack">
        <BrandPreview colours={colours} name={name} />
        <ContrastList colours={colours} />
      </div>
    </div>
  );
}

import type { ThemeColorToken } from '@lobby/contract';
import type { CSSProperties } from 'react';
import { useWords } from '../../lib/words';

/**
 * A phone's first screen in miniature, drawn with the colours being edited: the tokens are set as
 * the same custom properties the site reads, on this box only.
 */
export function BrandPreview({ colours, name }: { colours: Record<ThemeColorToken, string>; name: string }) {
  const { w } = useWords();
  const p = w.brandPage.preview;
  const style = Object.fromEntries(Object.entries(colours).map(([token, value]) => [`--${token}`, value]));
  return (
    <figure className="preview" style={style as CSSProperties} data-testid="brand-preview">
      <figcaption className="visually-hidden">{p.label}</figcaption>
      <div className="preview__header">{name}</div>
      <div className="preview__body">
        <div className="preview__card">
          <strong>{p.title}</strong>
          <span className="preview__muted">{p.text}</span>
          <span className="preview__progress" />
          <span className="preview__won">{p.won}</span>
        </div>
        <span className="preview__primary">{p.button}</span>
        <span className="preview__ink">{p.link}</span>
        <span className="preview__accent">{p.accent}</span>
        <span className="preview__danger">{p.danger}</span>
      </div>
    </figure>
  );
}

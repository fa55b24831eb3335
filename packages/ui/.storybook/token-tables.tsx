import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../src/theme/tokens.css?raw';
import { parseTokens, tokensOf, type Token } from './token-sheet';

const TOKENS = parseTokens(tokensCss);

const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #d8deea', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 12 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={{ ...cell, textAlign: 'left' }} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Name({ token }: { token: Token }) {
  return (
    <td style={cell}>
      <code style={code}>--{token.name}</code>
      {token.note && <div style={{ color: '#4e5a70', fontSize: 12 }}>{token.note}</div>}
    </td>
  );
}

const swatch = (background: string): CSSProperties => ({
  display: 'inline-block',
  width: 48,
  height: 28,
  borderRadius: 6,
  border: '1px solid rgb(0 0 0 / 20%)',
  background,
  verticalAlign: 'middle',
  marginRight: 8,
});

/** The colours, dark and light, as swatches with their values. */
export function ColorTokens() {
  return (
    <Table head={['Token', 'Dark', 'Light']}>
      {tokensOf(TOKENS, 'color-').map((token) => (
        <tr key={token.name}>
          <Name token={token} />
          <td style={cell}>
            <span style={swatch(token.dark)} />
            <code style={code}>{token.dark}</code>
          </td>
          <td style={cell}>
            <span style={swatch(token.light ?? token.dark)} />
            <code style={code}>{token.light ?? token.dark}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Sizes drawn to scale: spacing as bars, radii as corners, type as text, shadows as cards. */
export function MetricTokens({ kind }: { kind: 'space' | 'radius' | 'type' | 'shadow' | 'layout' }) {
  const prefixes = {
    space: ['space-'],
    radius: ['radius-'],
    type: ['font-'],
    shadow: ['shadow-'],
    layout: ['header-', 'footer-'],
  }[kind];
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {tokensOf(TOKENS, ...prefixes).map((token) => (
        <tr key={token.name}>
          <Name token={token} />
          <td style={cell}>
            <code style={code}>{token.dark}</code>
          </td>
          <td style={cell}>
            <Sample kind={kind} token={token} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Sample({ kind, token }: { kind: string; token: Token }) {
  const value = token.dark;
  switch (kind) {
    case 'space':
      return <span style={{ display: 'inline-block', width: value, height: 16, background: '#0070b8' }} />;
    case 'radius':
      return <span style={{ ...swatch('#e0a100'), borderRadius: value, border: 0 }} />;
    case 'shadow':
      return <span style={{ ...swatch('#ffffff'), boxShadow: value, border: 0, margin: 8 }} />;
    case 'layout':
      return <span style={{ display: 'inline-block', width: 120, height: value, background: '#eef1f7' }} />;
    default:
      return token.name === 'font-body' ? (
        <span style={{ fontFamily: value }}>Aa 中文 မြန်မာ ไทย</span>
      ) : (
        <span style={{ fontSize: value, fontFamily: 'var(--font-body)' }}>Play now · ကစားမည်</span>
      );
  }
}

import { THEME_COLOR_TOKENS, THEME_METRIC_TOKENS } from '@lobby/contract';
import { useState, type CSSProperties, type ReactNode } from 'react';
import base from '../tokens/base.tokens.json';
import themeLight from '../tokens/theme-light.tokens.json';
import { fileMeta, flattenTokens, tokensOf, type Token } from './token-sheet';

const TOKENS = flattenTokens(base);
const LIGHT = new Map(flattenTokens(themeLight).map((token) => [token.name, token]));
/** What a brand's file may set (@lobby/contract's brandThemeSchema); the rest is ui's own. */
const BRAND_SETTABLE = new Set<string>([...THEME_COLOR_TOKENS, ...THEME_METRIC_TOKENS, 'font-body']);

/** Every brand's token files, by brand folder: brand.tokens.json, dark.tokens.json, light.tokens.json. */
const BRAND_FILES = import.meta.glob<object>('../tokens/brands/*/*.tokens.json', { eager: true, import: 'default' });
const BRANDS = Object.entries(BRAND_FILES).reduce<Record<string, Record<string, object>>>((brands, [file, json]) => {
  const [, folder = '', name = ''] = /brands\/([^/]+)\/([^/]+)\.tokens\.json$/.exec(file) ?? [];
  brands[folder] = { ...brands[folder], [name]: json };
  return brands;
}, {});

const ink = '#141a26';
const muted = '#4e5a70';
const line = '#d8deea';
const fill = '#0070b8';
const cell: CSSProperties = { padding: '6px 8px', borderBottom: `1px solid ${line}`, verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 12 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13, color: ink }}>
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

/** The token's custom property, its description, and whether a brand may set it. */
function Name({ token, css = true }: { token: Token; css?: boolean }) {
  return (
    <td style={cell}>
      <code style={code}>{css ? `--${token.name}` : token.path.join('.')}</code>
      {BRAND_SETTABLE.has(token.name) && (
        <span style={{ marginLeft: 6, padding: '0 4px', borderRadius: 4, background: '#eef1f7', fontSize: 11 }}>
          brand
        </span>
      )}
      {token.description && <div style={{ color: muted, fontSize: 12 }}>{token.description}</div>}
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

function Swatch({ colour }: { colour: string }) {
  return (
    <>
      <span style={swatch(colour)} />
      <code style={code}>{colour}</code>
    </>
  );
}

/** The colours, dark and light, as swatches with their values. */
export function ColorTokens() {
  return (
    <Table head={['Token', 'Dark', 'Light']}>
      {tokensOf(TOKENS, 'color').map((token) => (
        <tr key={token.name}>
          <Name token={token} />
          <td style={cell}>
            <Swatch colour={token.css} />
          </td>
          <td style={cell}>
            <Swatch colour={LIGHT.get(token.name)?.css ?? token.css} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

const parts = (token: Token) => token.references ?? {};
const cssVar = (name: string | undefined, fallback: string) => (name ? `var(--${name})` : fallback);

/** The type ramp: a line set in each step's size, weight and line height (read from tokens.css). */
export function TypeRamp() {
  return (
    <Table head={['Step', 'Size / line height / weight', 'Sample']}>
      {tokensOf(TOKENS, 'type').map((token) => {
        const { fontSize, fontWeight, lineHeight } = token.value as Record<string, { value: number } | number>;
        const ref = parts(token);
        return (
          <tr key={token.name}>
            <Name token={token} css={false} />
            <td style={{ ...cell, ...code }}>
              {typeof fontSize === 'object' ? `${fontSize.value}px` : ''} / {String(lineHeight)} / {String(fontWeight)}
              <div style={{ ...code, fontSize: 11, color: muted }}>
                {[ref.fontSize, ref.lineHeight, ref.fontWeight].map((name) => name && `--${name}`).join(' ')}
              </div>
            </td>
            <td style={cell}>
              <span
                style={{
                  display: 'block',
                  fontFamily: cssVar(ref.fontFamily, 'var(--font-body)'),
                  fontSize: cssVar(ref.fontSize, ''),
                  fontWeight: cssVar(ref.fontWeight, ''),
                  lineHeight: cssVar(ref.lineHeight, ''),
                }}
              >
                Play now · ကစားမည် · 立即游戏
              </span>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

type MetricKind = 'space' | 'radius' | 'font' | 'weight' | 'line-height' | 'layout';

/** Sizes drawn to scale: spacing as bars, radii as corners, faces and weights as text, bar heights as bars. */
export function MetricTokens({ kind }: { kind: MetricKind }) {
  const tokens = {
    space: tokensOf(TOKENS, 'space'),
    radius: tokensOf(TOKENS, 'radius'),
    font: TOKENS.filter((token) => token.name === 'font-body' || token.path[1] === 'size'),
    weight: TOKENS.filter((token) => token.path[1] === 'weight'),
    'line-height': tokensOf(TOKENS, 'line-height'),
    layout: tokensOf(TOKENS, 'header', 'footer'),
  }[kind];
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {tokens.map((token) => (
        <tr key={token.name}>
          <Name token={token} />
          <td style={{ ...cell, ...code, maxWidth: 260 }}>{token.css}</td>
          <td style={cell}>
            <Sample kind={kind} token={token} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Sample({ kind, token }: { kind: MetricKind; token: Token }) {
  const value = `var(--${token.name})`;
  switch (kind) {
    case 'space':
      return <span style={{ display: 'inline-block', width: value, height: 16, background: fill }} />;
    case 'radius':
      return <span style={{ ...swatch('#e0a100'), borderRadius: value, border: 0 }} />;
    case 'layout':
      return <span style={{ display: 'inline-block', width: 120, height: value, background: '#eef1f7' }} />;
    case 'weight':
      return <span style={{ fontFamily: 'var(--font-body)', fontWeight: value }}>Play now · ကစားမည်</span>;
    case 'line-height':
      return (
        <span style={{ display: 'block', maxWidth: 180, lineHeight: value, fontSize: 12, background: '#eef1f7' }}>
          Two lines of text, to show the space between them.
        </span>
      );
    default:
      return token.name === 'font-body' ? (
        <span style={{ fontFamily: value }}>Aa 中文 မြန်မာ ไทย</span>
      ) : (
        <span style={{ fontSize: value, fontFamily: 'var(--font-body)' }}>Play now · ကစားမည်</span>
      );
  }
}

/** Elevation: a card lifted by each shadow. */
export function ElevationTokens() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, padding: '16px 8px', background: '#f4f6fb' }}>
      {tokensOf(TOKENS, 'shadow').map((token) => (
        <div
          key={token.name}
          style={{
            width: 200,
            padding: 16,
            borderRadius: 10,
            background: '#ffffff',
            boxShadow: `var(--${token.name})`,
            color: ink,
            fontSize: 12,
          }}
        >
          <code style={code}>--{token.name}</code>
          <div style={{ ...code, color: muted, margin: '4px 0' }}>{token.css}</div>
          <div>{token.description}</div>
        </div>
      ))}
    </div>
  );
}

// The dots travel by transition; asked for reduced motion, they jump, as the components' motion stops.
const MOTION_CSS = `@media (prefers-reduced-motion: reduce) { [data-motion-dot] { transition: none !important; } }`;
const TRACK = 220;

function Dot({ moved, duration, easing }: { moved: boolean; duration: string; easing: string }) {
  return (
    <span
      style={{
        position: 'relative',
        display: 'inline-block',
        width: TRACK + 14,
        height: 14,
        borderRadius: 7,
        background: '#eef1f7',
      }}
    >
      <span
        data-motion-dot=""
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: 14,
          height: 14,
          borderRadius: '50%',
          background: fill,
          transform: `translateX(${moved ? TRACK : 0}px)`,
          transition: `transform ${duration} ${easing}`,
        }}
      />
    </span>
  );
}

/** Motion: each duration and each easing moves a dot along a track; one button moves them all. */
export function MotionTokens() {
  const [moved, setMoved] = useState(false);
  const rows = [
    ...tokensOf(TOKENS, 'duration').map((token) => ({
      token,
      duration: `var(--${token.name})`,
      easing: 'var(--easing-standard)',
    })),
    // An easing over a whole second, so its curve shows.
    ...tokensOf(TOKENS, 'easing').map((token) => ({ token, duration: '1s', easing: `var(--${token.name})` })),
  ];
  return (
    <div>
      <style>{MOTION_CSS}</style>
      <button
        type="button"
        aria-pressed={moved}
        onClick={() => setMoved((value) => !value)}
        style={{
          margin: '8px 0',
          padding: '6px 14px',
          border: `1px solid ${fill}`,
          borderRadius: 6,
          background: '#ffffff',
          color: fill,
          fontSize: 13,
        }}
      >
        {moved ? 'Move the dots back' : 'Move the dots'}
      </button>
      <Table head={['Token', 'Value', 'Motion']}>
        {rows.map(({ token, duration, easing }) => (
          <tr key={token.name}>
            <Name token={token} />
            <td style={{ ...cell, ...code }}>{token.css}</td>
            <td style={cell}>
              <Dot moved={moved} duration={duration} easing={easing} />
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

/** The layers (z-index), the topmost first, each drawn as high as it stands. */
export function LayerTokens() {
  const layers = tokensOf(TOKENS, 'z').sort((a, b) => Number(b.value) - Number(a.value));
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0, color: ink, fontSize: 13 }}>
      {layers.map((token, i) => (
        <li
          key={token.name}
          style={{
            display: 'flex',
            gap: 12,
            alignItems: 'baseline',
            padding: '6px 8px',
            marginLeft: (layers.length - 1 - i) * 12,
            fontSize: 13,
            borderLeft: `4px solid ${fill}`,
            borderBottom: `1px solid ${line}`,
          }}
        >
          <code style={{ ...code, minWidth: 28, fontWeight: 700 }}>{token.css}</code>
          <span>
            <code style={code}>--{token.name}</code>
            <span style={{ color: muted, marginLeft: 8, fontSize: 13 }}>{token.description}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The breakpoints, drawn at half their width. */
export function BreakpointTokens() {
  return (
    <Table head={['Token', 'Width', 'Drawn at half size']}>
      {tokensOf(TOKENS, 'breakpoint').map((token) => {
        const { value } = token.value as { value: number };
        return (
          <tr key={token.name}>
            <Name token={token} css={false} />
            <td style={{ ...cell, ...code }}>{token.css}</td>
            <td style={cell}>
              <span style={{ display: 'inline-block', width: value / 2, height: 12, background: fill }} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

const BRAND_EXTENSION = 'com.lobby-platform.brand';

/** A section per brand: what its token files set over ui's, per theme. */
export function BrandOverrides() {
  return (
    <>
      {Object.entries(BRANDS).map(([folder, files]) => {
        const meta = fileMeta(files.brand ?? {});
        const { name = folder, defaultTheme = 'dark' } = (meta.extensions[BRAND_EXTENSION] ?? {}) as {
          name?: string;
          defaultTheme?: string;
        };
        const both = flattenTokens(files.brand ?? {});
        const dark = new Map(flattenTokens(files.dark ?? {}).map((token) => [token.name, token]));
        const light = new Map(flattenTokens(files.light ?? {}).map((token) => [token.name, token]));
        const colours = tokensOf(TOKENS, 'color').filter((token) => dark.has(token.name) || light.has(token.name));
        return (
          <section key={folder}>
            <h4>{name}</h4>
            <p style={{ color: ink, fontSize: 14 }}>
              {meta.description} Files: <code style={code}>tokens/brands/{folder}/</code>; opens in the {defaultTheme}{' '}
              theme.
            </p>
            {colours.length + both.length === 0 ? (
              <p style={{ color: muted, fontSize: 13 }}>No overrides: ui&apos;s own tokens.</p>
            ) : (
              <Table head={['Token', 'Dark', 'Light']}>
                {colours.map((token) => (
                  <tr key={token.name}>
                    <Name token={{ ...token, description: undefined }} />
                    {[dark.get(token.name), light.get(token.name)].map((override, i) => (
                      <td key={i} style={cell}>
                        {override ? (
                          <Swatch colour={override.css} />
                        ) : (
                          <span style={{ ...code, color: muted }}>
                            ui&apos;s {i === 0 ? token.css : (LIGHT.get(token.name)?.css ?? token.css)}
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
                {both.map((token) => (
                  <tr key={token.name}>
                    <Name token={{ ...token, description: undefined }} />
                    <td style={{ ...cell, ...code }} colSpan={2}>
                      {token.css}{' '}
                      <span style={{ color: muted, fontSize: 12 }}>
                        (ui&apos;s {TOKENS.find((own) => own.name === token.name)?.css ?? 'none'}) in both themes
                      </span>
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </section>
        );
      })}
    </>
  );
}

import { DEFAULT_PALETTES, THEME_COLOR_TOKENS, THEME_METRIC_TOKENS } from '@lobby/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** Every token a brand may set, as the chosen brand and theme resolve it (toolbar: Brand, Theme). */
function BrandTokens() {
  return (
    <div style={{ display: 'grid', gap: 8, fontSize: 12 }}>
      {THEME_COLOR_TOKENS.map((token) => (
        <div key={token} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span
            style={{
              width: 40,
              height: 24,
              borderRadius: 'var(--radius-s)',
              border: '1px solid var(--color-border)',
              background: `var(--${token})`,
            }}
          />
          <code>--{token}</code>
          <span style={{ color: 'var(--color-text-muted)' }}>ui: {DEFAULT_PALETTES.dark[token]}</span>
        </div>
      ))}
      {THEME_METRIC_TOKENS.filter((t) => t.startsWith('radius')).map((token) => (
        <div key={token} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span
            style={{ width: 40, height: 24, borderRadius: `var(--${token})`, background: 'var(--color-primary)' }}
          />
          <code>--{token}</code>
        </div>
      ))}
      <button
        type="button"
        style={{
          padding: '10px 16px',
          border: 0,
          borderRadius: 'var(--radius-m)',
          background: 'var(--color-primary)',
          color: 'var(--color-primary-text)',
          fontWeight: 700,
        }}
      >
        A primary button
      </button>
    </div>
  );
}

const meta = { title: 'Theme/Brand tokens', component: BrandTokens } satisfies Meta<typeof BrandTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Switch Brand in the toolbar: the demo brand (Lobby) and the second demo brand (Lotus Play). */
export const Tokens: Story = {};

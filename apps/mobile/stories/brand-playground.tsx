import { settingsApi } from '@lobby/api-client';
import {
  brandSchema,
  brandThemeSchema,
  DEFAULT_PALETTES,
  DEMO_BRAND,
  SECOND_BRAND,
  THEME_COLOR_TOKENS,
  type BrandFile,
  type ThemeColorToken,
} from '@lobby/contract';
import { brandStyleSheet, contrastRatio } from '@lobby/domain';
import { useEffect, useState, type ChangeEvent } from 'react';
import { applyTheme } from '../src/lib/theme';
import type { ScreenLook } from './screen-look';
import { ScreenStory, type StoryApp } from './screen-story';
import { GAME_SCREENS } from './screens';

type Mode = 'dark' | 'light';
const RADII = ['radius-s', 'radius-m', 'radius-l'] as const;

/** What a designer edits: the brand's code, host, name, logo, and its tokens. */
interface Draft {
  merchantCode: string;
  host: string;
  name: string;
  logo: string;
  theme: {
    defaultTheme: Mode;
    dark: Record<string, string>;
    light: Record<string, string>;
    metrics: Record<string, string>;
  };
}

const draftOf = (look: ScreenLook): Draft => {
  const base = look.brand === 'LOTUS' ? SECOND_BRAND : DEMO_BRAND;
  const theme = brandThemeSchema.parse(base.theme);
  return {
    merchantCode: 'NEWBRAND',
    host: 'newbrand.localhost',
    name: base.name,
    logo: base.logo,
    theme: {
      defaultTheme: theme.defaultTheme,
      dark: { ...DEFAULT_PALETTES.dark, ...theme.dark },
      light: { ...DEFAULT_PALETTES.light, ...theme.light },
      metrics: { 'radius-s': '4px', 'radius-m': '8px', 'radius-l': '12px', ...theme.metrics },
    },
  };
};

/** The brand file the draft makes: the demo brand's rules and switches, with the designer's look. */
export function brandFileOf(draft: Draft): BrandFile {
  return {
    ...DEMO_BRAND,
    merchantCode: draft.merchantCode,
    name: draft.name,
    hosts: [draft.host],
    logo: draft.logo,
    icon: draft.logo,
    theme: draft.theme,
  } as BrandFile;
}

/** A picture file as the brand file takes it: SVG as its markup, others as a data address. */
async function pictureOf(file: File): Promise<string> {
  if (file.type === 'image/svg+xml') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'));
    reader.readAsDataURL(file);
  });
}

/**
 * A brand made live: its colours (dark and light), corner radii, name and logo change the home
 * screen beside the form as they are edited, and the result is a brand file `npm run brand --
 * create` accepts (checked against the same schema before it is offered).
 */
export function BrandPlayground({ look }: { look: ScreenLook }) {
  const [draft, setDraft] = useState(() => draftOf(look));
  const [mode, setMode] = useState<Mode>(look.theme);
  const [app, setApp] = useState<StoryApp | null>(null);
  const checked = brandSchema.safeParse(brandFileOf(draft));
  const palette = draft.theme[mode];
  const primaryContrast =
    contrastRatio(palette['color-primary-text'] ?? '#000000', palette['color-primary'] ?? '#ffffff') ?? 0;

  // The brand's tokens as the server writes them into its pages, and the theme being edited.
  useEffect(() => {
    const sheet = document.getElementById('brand-tokens');
    if (sheet) sheet.textContent = brandStyleSheet(brandThemeSchema.parse(draft.theme));
    applyTheme(mode);
  }, [draft.theme, mode]);
  // The name and logo the header shows come with the brand's settings.
  useEffect(() => {
    app?.store.dispatch(
      settingsApi.util.updateQueryData('getSiteSettings', undefined, (settings) => {
        settings.logo = draft.logo;
        settings.siteName = draft.name;
      }),
    );
  }, [app, draft.logo, draft.name]);

  const setColour = (token: ThemeColorToken) => (event: ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, theme: { ...d.theme, [mode]: { ...d.theme[mode], [token]: event.target.value } } }));
  const setRadius = (token: (typeof RADII)[number]) => (event: ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({
      ...d,
      theme: { ...d.theme, metrics: { ...d.theme.metrics, [token]: `${event.target.value}px` } },
    }));
  const setText = (field: 'merchantCode' | 'host' | 'name') => (event: ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  const setLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) {
      const logo = await pictureOf(file);
      setDraft((d) => ({ ...d, logo }));
    }
  };
  const text = checked.success ? JSON.stringify(brandFileOf(draft), null, 2) : '';
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = `${draft.merchantCode.toLowerCase()}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start', padding: 16 }}>
      <form
        aria-label="Brand playground"
        data-testid="brand-playground"
        onSubmit={(event) => event.preventDefault()}
        style={{
          display: 'grid',
          gap: 8,
          width: 320,
          color: 'var(--color-text)',
          background: 'var(--color-surface)',
          padding: 12,
          borderRadius: 8,
        }}
      >
        <label>
          Code <input value={draft.merchantCode} onChange={setText('merchantCode')} />
        </label>
        <label>
          Host <input value={draft.host} onChange={setText('host')} />
        </label>
        <label>
          Name <input value={draft.name} onChange={setText('name')} />
        </label>
        <label>
          Logo <input type="file" accept="image/svg+xml,image/png,image/webp" onChange={(e) => void setLogo(e)} />
        </label>
        <label>
          Editing the{' '}
          <select value={mode} onChange={(e) => setMode(e.target.value === 'light' ? 'light' : 'dark')}>
            <option value="dark">dark</option>
            <option value="light">light</option>
          </select>{' '}
          theme
        </label>
        {THEME_COLOR_TOKENS.map((token) => (
          <label key={token} style={{ display: 'flex', justifyContent: 'space-between' }}>
            <code>--{token}</code>
            <input
              type="color"
              data-token={token}
              value={draft.theme[mode][token] ?? '#000000'}
              onChange={setColour(token)}
            />
          </label>
        ))}
        {RADII.map((token) => (
          <label key={token} style={{ display: 'flex', justifyContent: 'space-between' }}>
            <code>--{token}</code>
            <input
              type="number"
              min={0}
              max={32}
              data-token={token}
              value={Number.parseInt(draft.theme.metrics[token] ?? '0', 10)}
              onChange={setRadius(token)}
            />
          </label>
        ))}
        <p data-testid="contrast">
          Words on the primary colour: {primaryContrast.toFixed(1)}:1
          {primaryContrast < 4.5 ? ', below the 4.5:1 words need' : ''}
        </p>
        <p role="status" data-testid="brand-file-status">
          {checked.success
            ? 'A valid brand file'
            : checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}
        </p>
        <button type="button" onClick={download} disabled={!checked.success}>
          Export brand file
        </button>
        <pre
          data-testid="brand-file"
          tabIndex={0}
          aria-label="Brand file"
          style={{ maxHeight: 160, overflow: 'auto', fontSize: 11 }}
        >
          {text}
        </pre>
      </form>
      {/* A phone of its own: a transform makes it the frame of the app's fixed header and footer. */}
      <div
        style={{
          width: 390,
          height: 844,
          overflow: 'auto',
          border: '1px solid var(--color-border)',
          transform: 'translateZ(0)',
        }}
      >
        <ScreenStory screen={GAME_SCREENS.Home} look={look} onApp={setApp} />
      </div>
    </div>
  );
}

import { brandThemeSchema, DEFAULT_PALETTES, DEMO_BRAND, SECOND_BRAND } from '@lobby/contract';
import type { CSSProperties, ReactNode } from 'react';

/** The looks the "all" mode shows side by side: both demo brands, dark and light. */
const BRANDS = [DEMO_BRAND, SECOND_BRAND].map((brand) => ({
  name: brand.name,
  theme: brandThemeSchema.parse(brand.theme),
}));
const MODES = ['dark', 'light'] as const;

/**
 * A panel's own tokens: ui's palette for its theme under the brand's, set on the panel itself, so
 * four looks live on one page (the theme is colour tokens only; tokens.css says so).
 */
function panelStyle(theme: (typeof BRANDS)[number]['theme'], mode: (typeof MODES)[number]): CSSProperties {
  const tokens = { ...DEFAULT_PALETTES[mode], ...theme[mode], ...theme.metrics };
  const properties = Object.fromEntries(
    Object.entries(tokens).flatMap(([name, value]) => (value === undefined ? [] : [[`--${name}`, value]])),
  );
  return {
    ...properties,
    colorScheme: mode,
    background: 'var(--color-bg)',
    color: 'var(--color-text)',
    width: 390,
    padding: 16,
    boxSizing: 'border-box',
  } as CSSProperties;
}

/** The "all" mode: one story in every look at once, each in a phone-wide panel named by its look. */
export function AllLooks({ render }: { render: () => ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
      {BRANDS.flatMap((brand) =>
        MODES.map((mode) => (
          <section
            key={`${brand.name}-${mode}`}
            data-look={`${brand.name} ${mode}`}
            aria-label={`${brand.name}, ${mode}`}
            style={panelStyle(brand.theme, mode)}
          >
            {render()}
          </section>
        )),
      )}
    </div>
  );
}

import type { Theme } from '../stores/preferences';

const THEME_COLOR: Record<Theme, string> = { dark: '#0f1420', light: '#f4f6fb' };

/** Applies the theme tokens of @lobby/ui and the browser's chrome colour. */
export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

/** The console's light or dark theme: the operator's choice, else their system's. */
const KEY = 'lobby.console.theme';
export const CONSOLE_THEMES = ['light', 'dark'] as const;
export type ConsoleTheme = (typeof CONSOLE_THEMES)[number];

export function storedTheme(): ConsoleTheme {
  const stored = localStorage.getItem(KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Shows the theme (ui's tokens read `data-theme`) and keeps the choice. */
export function chooseTheme(theme: ConsoleTheme, keep = true) {
  document.documentElement.dataset.theme = theme;
  if (keep) localStorage.setItem(KEY, theme);
}

import type { Theme } from '../stores/preferences';

/** Applies the theme tokens of @lobby/ui (with the brand's over them) and the browser's chrome colour. */
export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  // Unchanged (the server's page is in it), it is left alone: a write would restyle the whole page.
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  // The brand's page background in this theme, as its style sheet now resolves it.
  const background = getComputedStyle(root).getPropertyValue('--color-bg').trim();
  if (background) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
}

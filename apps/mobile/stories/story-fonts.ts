import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-myanmar/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';

/**
 * Burmese and Chinese as a phone draws them, on any designer's machine (a desktop may have
 * neither): Noto's web fonts, in the two weights the screens use (others take the nearest). Latin
 * too: `system-ui` is whichever font the machine has, and two machines' pixels differed by it.
 */
const FAMILIES = ['Noto Sans', 'Noto Sans Myanmar', 'Noto Sans SC'];

/** Noto Sans (as Android draws Latin) before the machine's `system-ui`; a brand's own font stays first. */
function latinInWebFont() {
  const root = document.documentElement;
  root.style.removeProperty('--font-body');
  const stack = getComputedStyle(root).getPropertyValue('--font-body').trim();
  if (stack.startsWith('system-ui')) root.style.setProperty('--font-body', `'Noto Sans', ${stack}`);
}
const WEIGHTS = ['400', '700'];

/**
 * Loads, before a story draws, the slices of the web fonts its words need (the text of its
 * dictionary and recorded answers). Words laid out before their font arrived were seen to stay
 * drawn as empty boxes in headers and buttons; a screen compared by its pixels must not depend on
 * which arrived first.
 */
export async function loadStoryFonts(text: string): Promise<void> {
  latinInWebFont();
  await Promise.all(
    FAMILIES.flatMap((family) => WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px "${family}"`, text))),
  );
}

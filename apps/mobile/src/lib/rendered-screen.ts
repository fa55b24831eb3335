import { FIRST_SCREEN, type InterfaceLanguage } from '@lobby/contract/constants';
import type { Theme } from '../stores/preferences-storage';

/** What the server rendered the page's first screen with. */
export interface RenderedScreen {
  language: InterfaceLanguage;
  theme: Theme;
  /** The API cache the markup was rendered from. */
  api: unknown;
}

/** The page's rendered screen, when the server sent one; read once. */
export function takeRenderedScreen(): RenderedScreen | null {
  const script = document.getElementById(FIRST_SCREEN.stateId);
  if (!script?.textContent) return null;
  script.remove();
  try {
    const parsed = JSON.parse(script.textContent) as Partial<RenderedScreen>;
    return parsed.language && parsed.theme && parsed.api ? (parsed as RenderedScreen) : null;
  } catch {
    return null;
  }
}

/**
 * Shown when a game's icon is missing or fails to load (spec section 3: iconUrl falls back).
 * Written as a data URL needs it and no more (single quotes, `#` as %23; a data URL's path keeps
 * `<`, `>` and spaces as they are): every page carries it, and fully escaped it was a third longer.
 */
export const DEFAULT_GAME_ICON =
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'><rect width='120' height='120' rx='16' fill='%23222c44'/><path d='M38 48h44a10 10 0 0 1 10 10v14a10 10 0 0 1-10 10H38a10 10 0 0 1-10-10V58a10 10 0 0 1 10-10z' fill='none' stroke='%23a9b3c7' stroke-width='5'/><path d='M44 58v12M38 64h12' stroke='%23a9b3c7' stroke-width='5' stroke-linecap='round'/><circle cx='74' cy='60' r='3.5' fill='%23a9b3c7'/><circle cx='82' cy='68' r='3.5' fill='%23a9b3c7'/></svg>";

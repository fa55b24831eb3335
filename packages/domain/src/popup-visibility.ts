/**
 * When the announcement popup shows (spec section 4). What is remembered, per user or for the
 * anonymous visitor: the show flag, when 'hide for today' was chosen, and a hash of the titles
 * and contents then shown. Hidden, it comes back after the next local midnight, or at once when
 * the announcements change.
 */
export interface PopupMemory {
  show: boolean;
  /** Epoch ms of 'hide for today'. */
  hiddenAt: number;
  hash: string;
}

/** A short, stable hash (FNV-1a, 32 bits) of the popup's titles and contents, in order. */
export function popupContentHash(items: readonly { title: string; content: string }[]): string {
  let hash = 0x811c9dc5;
  const text = items.map((i) => `${i.title}\u0000${i.content}`).join('\u0001');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The first local midnight after `epochMs`. Plain Date rather than dayjs: home loads this on
 * every visit (the popup gate), and would fetch dayjs for this one line.
 */
export function nextLocalMidnight(epochMs: number): number {
  const d = new Date(epochMs);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}

/** Whether the popup shows now, given what was remembered and the current content. */
export function popupShows(memory: PopupMemory | null, hash: string, now: number): boolean {
  if (!memory || memory.show || memory.hash !== hash) return true;
  return now >= nextLocalMidnight(memory.hiddenAt);
}

/** What 'hide for today' remembers. */
export const hiddenForToday = (hash: string, now: number): PopupMemory => ({ show: false, hiddenAt: now, hash });

/** The storage key of one user's popup memory, or the anonymous visitor's. */
export const popupMemoryKey = (userName: string | null | undefined): string =>
  `lobby.announcementPopup.${userName ? `user:${userName}` : 'anonymous'}`;

/** Reads a remembered value defensively: anything malformed counts as nothing remembered. */
export function parsePopupMemory(raw: string | null): PopupMemory | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<PopupMemory> | null;
    if (
      !value ||
      typeof value.show !== 'boolean' ||
      typeof value.hiddenAt !== 'number' ||
      typeof value.hash !== 'string'
    )
      return null;
    return { show: value.show, hiddenAt: value.hiddenAt, hash: value.hash };
  } catch {
    return null;
  }
}

import { sanitizeHtml } from '@lobby/ui';
import dayjs from 'dayjs';

/** List dates (spec section 2): YYYY/MM/DD. */
export const listDate = (iso: string) => dayjs(iso).format('YYYY/MM/DD');
/** Detail dates (spec section 2): YYYY-MM-DD. */
export const detailDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/** The text of an announcement for its preview: tags dropped, spaces folded. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  // Block ends become spaces, so that paragraphs do not run together.
  doc.body.querySelectorAll('p, li, br, div, h1, h2, h3, h4').forEach((el) => el.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first image of an announcement (sequence 1, else the lowest). */
export function firstImage(images: readonly { url: string; sequence: number }[]): string | undefined {
  return [...images].sort((a, b) => a.sequence - b.sequence)[0]?.url;
}

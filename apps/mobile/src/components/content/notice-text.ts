import { formatDateTime } from '@lobby/domain';

/** List dates (spec section 2): YYYY/MM/DD. */
export const listDate = (iso: string) => formatDateTime(iso, { style: 'slashDate' });
/** Detail dates (spec section 2): YYYY-MM-DD. */
export const detailDate = (iso: string) => formatDateTime(iso, { style: 'isoDate' });

/**
 * The text of an announcement for its preview: tags dropped, spaces folded. Only text leaves the
 * parsed document (inert: nothing in it runs or loads), so it needs no sanitizer; what is not
 * read as text (scripts, styles, templates) is dropped first.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body
    .querySelectorAll('script, style, template, noscript, iframe, object, textarea, select')
    .forEach((el) => el.remove());
  // Block ends become spaces, so that paragraphs do not run together.
  doc.body.querySelectorAll('p, li, br, div, h1, h2, h3, h4').forEach((el) => el.append(' '));
  return doc.body.textContent.replace(/\s+/g, ' ').trim();
}

/**
 * A promotion's period for the list (spec section 2): `from - to` in YYYY/MM/DD, or the start
 * date alone when it runs with no end (the caller adds the long-term label).
 */
export function promotionPeriod(p: { startDate: string; endDate: string | null; noExpiry: 0 | 1 }): {
  from: string;
  to: string | null;
} {
  const from = listDate(p.startDate);
  return p.noExpiry === 1 || !p.endDate ? { from, to: null } : { from, to: listDate(p.endDate) };
}

/** A short preview of HTML content: its text, cut at a word near `max` characters. */
export function snippet(html: string, max = 80): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

import { NAMED_PROPS_PREFIX, openLinkApart } from './content-rules';

/**
 * The browser's own HTML sanitizer (`Element.setHTML`, the HTML Sanitizer API) where it has one:
 * it never lets anything run, whatever the configuration, and spares a first visit DOMPurify's
 * 11 KB. The same rules as the DOMPurify path (purify-sanitizer.ts): plain formatting, no forms,
 * frames, SVG/MathML or inline styles, prefixed ids and names, links opened apart.
 */

/** Elements operator content may use: HTML formatting, tables, pictures and links. */
const ELEMENTS = [
  'a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption', 'center',
  'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'i', 'img', 'ins', 'kbd', 'li',
  'main', 'mark', 'nav', 'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small',
  'source', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead',
  'time', 'tr', 'tt', 'u', 'ul', 'var', 'wbr',
]; // prettier-ignore

/** Their attributes: no `style`, no handlers (never kept anyway), no `data-*`. */
const ATTRIBUTES = [
  'align', 'alt', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'cite', 'class', 'color', 'cols', 'colspan',
  'datetime', 'dir', 'face', 'headers', 'height', 'href', 'hreflang', 'id', 'lang', 'name', 'open', 'rel',
  'reversed', 'rowspan', 'scope', 'sizes', 'span', 'src', 'srcset', 'start', 'title', 'type', 'valign', 'width',
]; // prettier-ignore

const CONFIG = { elements: ELEMENTS, attributes: ATTRIBUTES, comments: false, dataAttributes: false };

/** Addresses a link or a picture may have: the web, mail, phone, this site's paths and anchors; pictures also inline images. */
const LINK = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const PICTURE = /^(?:https?:|data:image\/(?:png|gif|jpe?g|webp|avif);|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** An address as the browser reads it: without the spaces, tabs and line breaks it drops. */
const address = (value: string | null) => (value ?? '').replace(/[\p{Cc}\s]/gu, '');

type WithSetHtml = Element & { setHTML(html: string, options: { sanitizer: typeof CONFIG }): void };

/** Whether this browser sanitizes by itself. */
export const canSanitizeNatively = (): boolean =>
  typeof Element !== 'undefined' && typeof (Element.prototype as Partial<WithSetHtml>).setHTML === 'function';

/** Puts `html` into `element`, sanitized by the browser and then held to our rules. */
export function setSanitizedHtml(element: Element, html: string): void {
  (element as WithSetHtml).setHTML(html, { sanitizer: CONFIG });
  for (const node of Array.from(element.querySelectorAll('[id], [name]')))
    for (const name of ['id', 'name']) {
      const value = node.getAttribute(name);
      if (value !== null && !value.startsWith(NAMED_PROPS_PREFIX))
        node.setAttribute(name, `${NAMED_PROPS_PREFIX}${value}`);
    }
  for (const node of Array.from(element.querySelectorAll('[href]'))) {
    if (!LINK.test(address(node.getAttribute('href')))) node.removeAttribute('href');
    if (node.tagName === 'A') openLinkApart(node);
  }
  for (const node of Array.from(element.querySelectorAll('[src], [srcset]'))) {
    if (node.hasAttribute('src') && !PICTURE.test(address(node.getAttribute('src')))) node.removeAttribute('src');
    // A picture set names several addresses: kept only when each is of the web or this site.
    const set = node.getAttribute('srcset');
    if (set !== null && !set.split(',').every((candidate) => /^\s*(?:https?:|\/|[^\s:]+(?:\s|$))/i.test(candidate)))
      node.removeAttribute('srcset');
  }
}

import createPurifier, { type DOMPurify } from 'dompurify';
import { NAMED_PROPS_PREFIX, openLinkApart } from './content-rules';

let purifier: DOMPurify | null = null;

/**
 * Our own DOMPurify, made on first use: importing this module touches no DOM (server rendering,
 * Node tests), and our hook never changes the host page's global DOMPurify.
 */
function ownPurifier(): DOMPurify | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  purifier = createPurifier(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') openLinkApart(node);
  });
  return purifier;
}

/**
 * Plain formatting only: no scripts, forms, frames, SVG/MathML or inline styles. Every `id` and
 * `name` is prefixed (NAMED_PROPS_PREFIX), so content can never take the name of an element the
 * app looks up (`root`) or of a `window`/`document` property (DOM clobbering); `template` is
 * dropped, as its inert content would bypass this check if any code ever brought it to life.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'template'],
  FORBID_ATTR: ['style'],
  SANITIZE_NAMED_PROPS: true,
};

/**
 * Server HTML made safe before it reaches the page, as a string: everything that could run is
 * removed. Without a DOM to parse it in (server rendering) nothing unchecked goes out: the answer
 * is empty. `SafeHtml` uses the browser's own sanitizer where there is one, this elsewhere.
 */
export function sanitizeHtml(html: string): string {
  return ownPurifier()?.sanitize(html, CONFIG) ?? '';
}

export { NAMED_PROPS_PREFIX };

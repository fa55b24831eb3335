import createPurifier, { type DOMPurify } from 'dompurify';
import { useLayoutEffect, useMemo, useRef } from 'react';
import styles from './safe-html.module.css';

export interface SafeHtmlProps {
  /** The operator's HTML (announcements, promotions, help, inbox). */
  html: string;
  className?: string;
}

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
    const href = node.tagName === 'A' ? node.getAttribute('href') : null;
    if (!href) return;
    // A link within the content follows its target's id, which now carries the content prefix.
    if (href.startsWith('#') && href.length > 1) {
      if (!href.startsWith(`#${NAMED_PROPS_PREFIX}`))
        node.setAttribute('href', `#${NAMED_PROPS_PREFIX}${href.slice(1)}`);
      return;
    }
    // Links from content open apart from the lobby and cannot reach back into it.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** DOMPurify's prefix for every `id` and `name` it keeps (SANITIZE_NAMED_PROPS). */
export const NAMED_PROPS_PREFIX = 'user-content-';

/**
 * Plain formatting only: no scripts, forms, frames, SVG/MathML or inline styles. Every `id` and
 * `name` is prefixed, so content can never take the name of an element the app looks up
 * (`root`) or of a `window`/`document` property (DOM clobbering); `template` is dropped, as its
 * inert content would bypass this check if any code ever brought it to life.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'template'],
  FORBID_ATTR: ['style'],
  SANITIZE_NAMED_PROPS: true,
};

/**
 * Server HTML made safe before it reaches the page: everything that could run is removed. Without
 * a DOM to parse it in (server rendering) nothing unchecked goes out: the answer is empty.
 */
export function sanitizeHtml(html: string): string {
  return ownPurifier()?.sanitize(html, CONFIG) ?? '';
}

/**
 * Renders the operator's HTML once sanitized. A picture of it that fails to load is hidden: the
 * text around it reads on, without the browser's broken-image icon.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  // Before any picture can fail: its error event comes as a task after the content is in place.
  useLayoutEffect(() => {
    const content = ref.current;
    if (!content) return;
    // A picture's error does not bubble: it is caught on its way down.
    const hide = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.hidden = true;
    };
    content.addEventListener('error', hide, true);
    return () => content.removeEventListener('error', hide, true);
  }, []);
  return (
    <div
      ref={ref}
      className={className ? `${styles.html} ${className}` : styles.html}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

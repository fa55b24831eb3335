import createPurifier, { type DOMPurify } from 'dompurify';
import { useMemo } from 'react';
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
  // Links from content open apart from the lobby and cannot reach back into it.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Plain formatting only: no scripts, forms, frames, SVG/MathML or inline styles. */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/**
 * Server HTML made safe before it reaches the page: everything that could run is removed. Without
 * a DOM to parse it in (server rendering) nothing unchecked goes out: the answer is empty.
 */
export function sanitizeHtml(html: string): string {
  return ownPurifier()?.sanitize(html, CONFIG) ?? '';
}

/** Renders the operator's HTML once sanitized. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.html} ${className}` : styles.html}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

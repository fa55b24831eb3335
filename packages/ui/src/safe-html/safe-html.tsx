import { useLayoutEffect, useRef } from 'react';
import { canSanitizeNatively, setSanitizedHtml } from './native-sanitizer';
import styles from './safe-html.module.css';

export { NAMED_PROPS_PREFIX } from './content-rules';

export interface SafeHtmlProps {
  /** The operator's HTML (announcements, promotions, help, inbox). */
  html: string;
  className?: string;
}

/** DOMPurify, fetched only by a browser without a sanitizer of its own. */
const loadPurifier = () => import('./purify-sanitizer').then((m) => m.sanitizeHtml);

/**
 * Renders the operator's HTML once sanitized: by the browser's own sanitizer where it has one,
 * by DOMPurify (loaded then) elsewhere. Nothing is rendered on the server (no DOM to check it
 * in). A picture of it that fails to load is hidden: the text around it reads on, without the
 * browser's broken-image icon.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Before paint, and before any picture can fail: its error event comes as a task after the content is in place.
  useLayoutEffect(() => {
    const content = ref.current;
    if (!content) return;
    let current = true;
    if (canSanitizeNatively()) setSanitizedHtml(content, html);
    else
      void loadPurifier().then((sanitize) => {
        if (current) content.innerHTML = sanitize(html);
      });
    return () => {
      current = false;
    };
  }, [html]);
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
  return <div ref={ref} className={className ? `${styles.html} ${className}` : styles.html} />;
}

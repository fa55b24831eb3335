/** DOMPurify's prefix for every `id` and `name` it keeps (SANITIZE_NAMED_PROPS); the browser's sanitizer path adds the same. */
export const NAMED_PROPS_PREFIX = 'user-content-';

/**
 * A link of the content, once sanitized: one within the content follows its target's id (which
 * now carries the prefix); any other opens apart from the lobby and cannot reach back into it.
 */
export function openLinkApart(anchor: Element): void {
  const href = anchor.getAttribute('href');
  if (!href) return;
  if (href.startsWith('#') && href.length > 1) {
    if (!href.startsWith(`#${NAMED_PROPS_PREFIX}`))
      anchor.setAttribute('href', `#${NAMED_PROPS_PREFIX}${href.slice(1)}`);
    return;
  }
  anchor.setAttribute('target', '_blank');
  anchor.setAttribute('rel', 'noopener noreferrer');
}

// The sanitizer on an entry of its own: only an app that shows operator HTML resolves DOMPurify.
export { NAMED_PROPS_PREFIX, SafeHtml, type SafeHtmlProps } from './safe-html/safe-html';
export { sanitizeHtml } from './safe-html/purify-sanitizer';

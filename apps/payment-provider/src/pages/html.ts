import { HTML_LANG, LANGUAGES, WORDS, type Language } from './words';

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Only our own files, never framed. `form-action 'self'` keeps the forms on this origin, and
 * `same-origin` referrers keep the Origin header on our own form posts (checked before any change).
 */
export const PAGE_SECURITY: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'cache-control': 'no-store',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** A POST form of one button (and hidden fields): the tester's controls. */
export function buttonForm(action: string, label: string, kind: string, fields: Record<string, string> = {}): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<form method="post" action="${escape(action)}">${hidden}<button type="submit" class="btn ${kind}">${escape(label)}</button></form>`;
}

/** The language links of a page at `path` (the page keeps its other state in the path). */
export function languageSwitch(path: string, current: Language): string {
  const words = WORDS[current];
  const links = LANGUAGES.map((lang) =>
    lang === current
      ? `<span aria-current="true" lang="${HTML_LANG[lang]}">${escape(WORDS[lang].languageName)}</span>`
      : `<a href="${escape(`${path}?lang=${lang}`)}" lang="${HTML_LANG[lang]}" hreflang="${HTML_LANG[lang]}">${escape(WORDS[lang].languageName)}</a>`,
  ).join('');
  return `<nav class="langs" aria-label="${escape(words.language)}">${links}</nav>`;
}

export function layout(options: { lang: Language; title: string; body: string; bodyClass?: string }): string {
  return `<!doctype html>
<html lang="${HTML_LANG[options.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="light">
<title>${escape(options.title)}</title>
<link rel="stylesheet" href="/assets/pay.css">
<script src="/assets/pay.js" defer></script>
</head>
<body class="${escape(options.bodyClass ?? '')}">
${options.body}
</body>
</html>`;
}

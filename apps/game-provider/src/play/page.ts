import type { GameDef } from '../catalogue/games';
import { fill, pickLanguage, WORDS, type Language } from '../i18n/words';

const HTML_LANG: Record<Language, string> = { my: 'my', en: 'en', cn: 'zh-CN', th: 'th' };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Only our own files, in a frame of the platform's page at most (its return URL's origin). */
export function pageSecurity(frameOrigin: string | null): Record<string, string> {
  const ancestors = frameOrigin ? `'self' ${frameOrigin}` : `'self'`;
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "object-src 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

export function originOf(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** The game page: a shell the script fills in, with what it needs to start. */
export function gamePage(game: GameDef, language: string, boot: object): string {
  const lang = pickLanguage(language);
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${escape(game.skin.bg[1])}">
<title>${escape(game.names[lang])}</title>
<link rel="stylesheet" href="/assets/game.css">
</head>
<body class="kind-${game.kind}">
<main id="app"><p class="loading">${escape(WORDS[lang].loading)}</p></main>
<script id="boot" type="application/json">${scriptJson(boot)}</script>
<script src="/assets/game.js" defer></script>
</body>
</html>`;
}

/** What a used or unknown launch URL shows: the session is over, and the way back when known. */
export function endedPage(language: string, returnUrl: string | null): string {
  const lang = pickLanguage(language);
  const words = WORDS[lang].ended;
  const back = returnUrl && originOf(returnUrl) ? returnUrl : null;
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(words.title)}</title>
<link rel="stylesheet" href="/assets/game.css">
</head>
<body class="ended-page">
<main class="ended">
<h1>${escape(words.title)}</h1>
<p>${escape(fill(words.body, {}))}</p>
${back ? `<a class="ended-back" href="${escape(back)}" target="_top">${escape(words.back)}</a>` : ''}
</main>
</body>
</html>`;
}

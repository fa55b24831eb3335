// The offline page's script (no bundle: it must run from the service worker's cache alone). It
// shows the page in the visitor's saved language and theme, else the brand's (the <html> data the
// server wrote), with the words of every language the build carries (#offline-words).
const root = document.documentElement;
let saved = {};
try {
  saved = JSON.parse(localStorage.getItem('lobby.preferences') ?? '{}') ?? {};
} catch {
  // Blocked site data: the brand's language and theme.
}
const words = JSON.parse(document.getElementById('offline-words')?.textContent ?? '{}');
const language = words[saved.language] ? saved.language : words[root.dataset.language] ? root.dataset.language : 'en';
if (saved.theme === 'light' || saved.theme === 'dark') root.dataset.theme = saved.theme;
root.lang = language === 'cn' ? 'zh-CN' : language;
for (const element of document.querySelectorAll('[data-word]')) {
  element.textContent = words[language]?.[element.dataset.word] ?? '';
}

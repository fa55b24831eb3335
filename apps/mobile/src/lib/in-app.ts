/** Running as the installed app or PWA: nothing to download there (spec section 2). */
export const inApp = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

/**
 * Image CDNs (spec section 9: image CDN fallback, random among the configured ones): a response's
 * images come from one CDN picked at random among the brand's configured ones, spreading the load;
 * with none configured they come from the site itself. The UI's default icon covers a CDN that fails.
 */
export function pickImageCdn(cdns: readonly string[], random: () => number = Math.random): string {
  const usable = cdns.map((cdn) => cdn.trim().replace(/\/+$/, '')).filter((cdn) => /^https:\/\/[^\s/]+/.test(cdn));
  // None usable: the site itself.
  return usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))] ?? '';
}

/** A site path on the picked CDN; absolute URLs stay as they are. */
export function onImageCdn(base: string, path: string): string {
  return base && path.startsWith('/') ? `${base}${path}` : path;
}

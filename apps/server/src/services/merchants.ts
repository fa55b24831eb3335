import type { SettingsRepo } from '../db/repositories/settings-repo';
import { AppError } from '../errors';

/** How long the list of brands is trusted before an unknown code or host reloads it. */
const RELOAD_MS = 5_000;

/** The host name without port, in lower case (`Brand2.localhost:3000` -> `brand2.localhost`). */
export const hostNameOf = (host: string | undefined): string =>
  (host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();

/**
 * The host a brand's own links name, from the host a request was asked at: that host when it is
 * one of the brand's host names (with its port, so a local or staging address still works), else
 * the brand's main domain. The Host header is the client's to write, so a forged one never reaches
 * what the server hands out.
 */
export function brandHostFor(askedHost: string, brand: { mainDomain: string; hosts: readonly string[] }): string {
  const name = hostNameOf(askedHost);
  const own = brand.hosts.find((host) => host.toLowerCase() === name);
  if (!own) return brand.mainDomain;
  const port = /:(\d{1,5})$/.exec(askedHost)?.[1];
  return port ? `${own}:${port}` : own;
}

/**
 * Known brands: their codes and the host names each is served at. Loaded once, and reloaded when
 * an unknown code or host shows up (at most every few seconds), so a brand stored by the brand
 * command is served without a restart.
 */
export function merchantDirectory(repo: SettingsRepo, defaultMerchant: string) {
  let codes = new Set<string>();
  let hosts = new Map<string, string>();
  let origins = new Map<string, string>();
  let loadedAt = 0;

  async function load(force = false) {
    if (!force && Date.now() - loadedAt < RELOAD_MS && codes.size > 0) return;
    const brands = await repo.brandHosts();
    codes = new Set(brands.map((b) => b.code));
    hosts = new Map(brands.flatMap((b) => b.hosts.map((h) => [h.toLowerCase(), b.code] as const)));
    origins = new Map(brands.flatMap((b) => b.origins.map((o) => [o, b.code] as const)));
    loadedAt = Date.now();
  }

  /** The brand whose host names hold this host; none: the default brand. */
  async function byHost(host: string | undefined): Promise<string> {
    const name = hostNameOf(host);
    if (!hosts.has(name)) await load();
    return hosts.get(name) ?? defaultMerchant;
  }

  return {
    byHost,
    /** A brand's code as asked (header or query), else the brand of the host; unknown codes are a 400. */
    async resolve(code: string | undefined, host?: string): Promise<string> {
      const wanted = code ?? (await byHost(host));
      if (!codes.has(wanted)) await load();
      if (codes.has(wanted)) return wanted;
      throw new AppError('merchant.unknown', 400);
    },
    /**
     * The brand that declared this origin (its own front end elsewhere), or undefined: an origin
     * no brand declares is granted nothing. A browser's Origin is matched exactly, as it sends it.
     */
    async byOrigin(origin: string | undefined): Promise<string | undefined> {
      if (!origin || origin.length > 280) return undefined;
      if (!origins.has(origin)) await load();
      return origins.get(origin);
    },
    /** Forgets what was loaded: the next question reads the brands again (after a brand changed). */
    reload: () => load(true),
  };
}
export type MerchantDirectory = ReturnType<typeof merchantDirectory>;

import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { contentSecurityPolicy, type HelmetOptions } from 'helmet';
import { isPublicAsset } from './public-assets';

/**
 * Security headers of every answer, set by helmet. The policy is ours and exact (no helmet
 * defaults): the site talks only to this origin, images may come from the brand's https CDNs,
 * games open in frames of this origin and of the game providers' origins only (`frameOrigins`),
 * and nothing may frame the site. Pictures and fonts may also come from the public asset base
 * (`assetOrigins`: an http one is a local trial; https is allowed for images anyway). No upgrade-insecure-requests: a local http server would lose
 * its own scripts.
 */
export const securityHeaders = (
  frameOrigins: readonly string[],
  assetOrigins: readonly string[] = [],
): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: a member's own KYC pictures, fetched with the session and shown from memory.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...assetOrigins],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:', ...assetOrigins],
      frameSrc: ["'self'", ...frameOrigins],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
    },
  },
  // Google sign-in opens a popup that reports back to this window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/**
 * The static Storybooks' policy (`/storybook/`, when served): the site's, except that the manager
 * shows the preview in a frame of this origin and a page may run its own inline scripts, each
 * allowed by its hash (`scriptHashes`, 'sha256-…'; each build writes its settings into them).
 * They share the site's origin, so no script runs that the build did not write: no
 * 'unsafe-inline', no eval (zod's probe for eval is refused and it works on without).
 */
const storybookPolicy = (scriptHashes: readonly string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    // The screens' mock worker, from its own folder.
    workerSrc: ["'self'"],
    frameSrc: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
  },
});

/** Headers of every answer under `/storybook/`: no inline script runs (see storybookPagePolicy). */
export const storybookSecurityHeaders: HelmetOptions = {
  contentSecurityPolicy: storybookPolicy([]),
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** Sets the CSP of one Storybook page over the one above: its own inline scripts, by hash, may run. */
export const storybookPagePolicy = (scriptHashes: readonly string[]) =>
  contentSecurityPolicy(storybookPolicy(scriptHashes));

/**
 * Headers that act on a document only: a script or a style sheet of the build is sent without
 * them (it keeps nosniff, its resource policy and HSTS). They came to 0.6 KB on each of the twenty
 * files a first visit loads, most of whose bodies are 1-2 KB.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Takes the document-only headers off an answer that sends a build script or style sheet. */
export function asBuildFile(reply: FastifyReply): FastifyReply {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  return reply;
}

/** Headers of their own for the answers under a path (`prefix` itself and below it). */
export interface PathSecurityHeaders {
  prefix: string;
  options: HelmetOptions;
}

const isUnder = (url: string, prefix: string) => url.startsWith(prefix) && /^(?:$|[/?])/.test(url.slice(prefix.length));

/**
 * Sets the security headers on every answer, API, site page or refusal alike (a path in
 * `ownPaths` gets its own instead). Helmet's middleware is built once here: the Fastify plugin
 * builds it again for every request, which cost a tenth of a cached answer's time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  frameOrigins: readonly string[] = [],
  assetOrigins: readonly string[] = [],
  ownPaths: readonly PathSecurityHeaders[] = [],
) {
  const site = helmet(securityHeaders(frameOrigins, assetOrigins));
  const own = ownPaths.map(({ prefix, options }) => ({ prefix, apply: helmet(options) }));
  app.addHook('onRequest', (request, reply, done) => {
    const apply = own.find(({ prefix }) => isUnder(request.url, prefix))?.apply ?? site;
    apply(request.raw, reply.raw, (err) => {
      // Public pictures and brand files may be shown by a brand's own front end on another origin.
      if (isPublicAsset(request.url)) reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      done(err instanceof Error ? err : undefined);
    });
  });
}

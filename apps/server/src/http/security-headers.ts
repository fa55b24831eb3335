import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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
 * Sets the security headers on every answer, API, site page or refusal alike. Helmet's middleware
 * is built once here: the Fastify plugin builds it again for every request, which cost a tenth of
 * a cached answer's time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  frameOrigins: readonly string[] = [],
  assetOrigins: readonly string[] = [],
) {
  const apply = helmet(securityHeaders(frameOrigins, assetOrigins));
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err) => {
      // Public pictures and brand files may be shown by a brand's own front end on another origin.
      if (isPublicAsset(request.url)) reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      done(err instanceof Error ? err : undefined);
    });
  });
}

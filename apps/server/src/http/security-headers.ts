import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers of every answer, set by helmet. The policy is ours and exact (no helmet
 * defaults): the site talks only to this origin, images may come from the brand's https CDNs,
 * vendors' games open in https frames, and nothing may frame the site. No
 * upgrade-insecure-requests: a local http server would lose its own scripts.
 */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameSrc: ["'self'", 'https:'],
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
};

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser that logged in to an account stays known for it. */
const KNOWN_FOR_DAYS = 180;

/**
 * Browsers that have logged in to an account before (the owner's phone): an HttpOnly cookie per
 * account, signed with a server secret, so an attack on the account elsewhere never asks the
 * owner for a captcha. Nothing is stored server-side; a forged or expired cookie is simply unknown.
 * Several instances must share the secret (it derives from ENCRYPTION_PRIVATE_KEY), or a browser
 * known to one is asked for a captcha by another.
 */
export function knownDevices(secret: Buffer, now: () => number = Date.now) {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const accountOf = (merchant: string, identity: string) => `${merchant}\n${identity.toLowerCase()}`;
  // The name hides which account the cookie is for; the value is its expiry and signature.
  const cookieName = (merchant: string, identity: string) =>
    `lk_${mac(`name\n${accountOf(merchant, identity)}`).slice(0, 16)}`;
  const signature = (merchant: string, identity: string, expires: number) =>
    mac(`known\n${accountOf(merchant, identity)}\n${expires}`);

  return {
    /** True when the request carries this account's valid, unexpired cookie. */
    isKnown(request: FastifyRequest, merchant: string, identity: string): boolean {
      const value = request.cookies[cookieName(merchant, identity)];
      const [, expiry, mac] = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '') ?? [];
      if (expiry === undefined || mac === undefined) return false;
      const expires = Number(expiry);
      if (expires <= now()) return false;
      const given = Buffer.from(mac);
      const expected = Buffer.from(signature(merchant, identity, expires));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    /** Marks this browser as known for the account (after a right password or code). */
    remember(request: FastifyRequest, reply: FastifyReply, merchant: string, identity: string): void {
      const expires = now() + KNOWN_FOR_DAYS * 86_400_000;
      reply.setCookie(cookieName(merchant, identity), `${expires}.${signature(merchant, identity, expires)}`, {
        path: '/wps/',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: KNOWN_FOR_DAYS * 86_400,
      });
    },
  };
}
export type KnownDevices = ReturnType<typeof knownDevices>;

import { createHash } from 'node:crypto';
import { e164Number } from '@lobby/domain';
import type { Cache } from '../adapters/cache';
import { InvalidIdToken, type VerifyIdToken } from '../adapters/firebase-id-token';
import { AppError } from '../errors';
import type { SettingsService } from './settings-service';
import type { CodePurpose, VerificationCodes } from './verification-codes';

type Phone = { countryDialingCode: string; mobileNum: string };
/** What a form sends to show it holds the number: our SMS code or a Firebase ID token. */
export type PhoneEvidence = { verificationCode?: string | undefined; firebaseIdToken?: string | undefined };

/** A Firebase ID token lives an hour: each one proves a number once in that time (and a little clock skew). */
const TOKEN_LIFE_SECONDS = 3600 + 120;

/**
 * A phone proof is the code just checked: Firebase keeps its sign-in and mints new ID tokens from
 * it for as long as it likes, so only a sign-in of the last few minutes shows the SMS was received.
 */
const PROOF_MAX_AGE_SECONDS = 300;

/** Firebase checks one client may ask for an hour: a bound on the signature work it can cause. */
export const FIREBASE_CHECKS_PER_CLIENT_HOURLY = 120;

/**
 * Proof that a person holds a phone number (spec sections 3, 4 and 7): our own SMS code, or, when
 * the brand has Firebase send the codes (`whitelabel.firebaseSms`), the ID token Firebase gives
 * for a code it checked. The token must come from a phone verification of that very number, and
 * is good once.
 */
export function phoneProof(deps: {
  codes: VerificationCodes;
  settings: SettingsService;
  verifyIdToken: VerifyIdToken | null;
  cache: Cache;
}) {
  const tokenKey = (idToken: string) => `phone-proof:${createHash('sha256').update(idToken).digest('base64url')}`;

  async function checkFirebase(merchant: string, phone: Phone, idToken: string): Promise<void> {
    const { whitelabel } = await deps.settings.stored(merchant);
    if (!whitelabel.firebaseSms || !deps.verifyIdToken) throw new AppError('verification.invalid');
    let identity;
    try {
      identity = await deps.verifyIdToken(idToken);
    } catch (error) {
      if (error instanceof InvalidIdToken) throw new AppError('verification.invalid');
      throw error;
    }
    if (identity.provider !== 'phone' || identity.phoneNumber !== e164Number(phone))
      throw new AppError('verification.invalid');
    if (!(Date.now() / 1000 - identity.authTime <= PROOF_MAX_AGE_SECONDS)) throw new AppError('verification.invalid');
  }

  async function useUp(idToken: string): Promise<void> {
    if ((await deps.cache.increment(tokenKey(idToken), TOKEN_LIFE_SECONDS)) > 1)
      throw new AppError('verification.invalid');
  }

  return {
    /**
     * Throws `verification.invalid` unless the evidence proves the number. `keep` leaves it for
     * one more use (a reset whose new password is refused); `discard` then uses it up.
     */
    async require(
      purpose: CodePurpose,
      merchant: string,
      phone: Phone,
      evidence: PhoneEvidence,
      keep = false,
    ): Promise<void> {
      if (evidence.firebaseIdToken) {
        await checkFirebase(merchant, phone, evidence.firebaseIdToken);
        if (!keep) await useUp(evidence.firebaseIdToken);
        // Kept for one more try, but never one already used up.
        else if ((await deps.cache.get(tokenKey(evidence.firebaseIdToken))) !== undefined)
          throw new AppError('verification.invalid');
        return;
      }
      if (!evidence.verificationCode) throw new AppError('verification.invalid');
      await deps.codes.require(purpose, merchant, phone, evidence.verificationCode, keep);
    },
    async discard(purpose: CodePurpose, merchant: string, phone: Phone, evidence: PhoneEvidence): Promise<void> {
      if (evidence.firebaseIdToken) await useUp(evidence.firebaseIdToken);
      else await deps.codes.discard(purpose, merchant, phone);
    },
  };
}
export type PhoneProof = ReturnType<typeof phoneProof>;

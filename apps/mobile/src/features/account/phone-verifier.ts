import { useGetSiteSettingsQuery, useRequestSmsCodeMutation, type SmsPurpose } from '@lobby/api-client';
import type { FirebaseWebConfig } from '@lobby/contract';
import { e164Number } from '@lobby/domain';
import { useMemo, useRef } from 'react';
import { firebaseAuth } from './google-id-token';
import type { HumanCheckAnswer } from './human-check-dialog';

type Phone = { mobileNum: string; countryDialingCode: string };

/** How long the send button waits before Firebase may be asked again (its display of spec section 9). */
const FIREBASE_RESEND_MS = 60_000;

/**
 * Who sends and checks SMS codes (spec section 7): our server, or Firebase phone auth when the
 * brand's firebaseSms setting is on. A form sends the typed code either way; `proof` adds what
 * proves it: nothing for our own codes (the server checks them), Firebase's ID token for its.
 */
export interface PhoneVerifier {
  kind: 'server' | 'firebase';
  /**
   * Sends a code; answers when the button may ask again (ms since the epoch). `humanCheck` is the
   * solved captcha our server asks for when the brand's smsHumanCheck is on.
   */
  send(phone: Phone, captchaHost: HTMLElement | null, humanCheck?: HumanCheckAnswer): Promise<number>;
  /** Throws when Firebase refuses the code: the form then stops without a message (spec section 4). */
  proof(code: string): Promise<{ firebaseIdToken?: string }>;
}

/** A send failure Firebase caused: the wait ends without a message (spec section 8). */
export class FirebaseSendFailure extends Error {}

async function firebaseSend(config: FirebaseWebConfig, phone: Phone, captchaHost: HTMLElement) {
  const { auth, sdk } = await firebaseAuth(config);
  const verifier = new sdk.RecaptchaVerifier(auth, captchaHost, { size: 'invisible' });
  try {
    return await sdk.signInWithPhoneNumber(auth, e164Number(phone), verifier);
  } finally {
    verifier.clear();
  }
}

export function usePhoneVerifier(purpose: SmsPurpose): PhoneVerifier {
  const { data: site } = useGetSiteSettingsQuery();
  const [requestCode] = useRequestSmsCodeMutation();
  const config = site?.whitelabel.firebaseSms ? site.firebase : null;
  // The last code Firebase sent: the typed code is checked against it.
  const pending = useRef<Awaited<ReturnType<typeof firebaseSend>> | null>(null);
  // Firebase confirms a code once: the token it gave is reused when the same code is sent again
  // (a form the server refused for another field), and the server decides whether it still holds.
  const confirmed = useRef<{ code: string; firebaseIdToken: string } | null>(null);
  return useMemo<PhoneVerifier>(() => {
    if (!config) {
      return {
        kind: 'server',
        async send(phone, _captchaHost, humanCheck) {
          const result = await requestCode({ purpose, phone: { ...phone, ...humanCheck } });
          if ('error' in result) throw result.error;
          return result.data.expirationTime;
        },
        proof: async () => ({}),
      };
    }
    return {
      kind: 'firebase',
      async send(phone, captchaHost) {
        if (!captchaHost) throw new FirebaseSendFailure('no captcha host');
        try {
          pending.current = await firebaseSend(config, phone, captchaHost);
          confirmed.current = null;
        } catch (error) {
          throw new FirebaseSendFailure(String(error));
        }
        return Date.now() + FIREBASE_RESEND_MS;
      },
      async proof(code) {
        if (confirmed.current?.code === code.trim()) return { firebaseIdToken: confirmed.current.firebaseIdToken };
        if (!pending.current) throw new FirebaseSendFailure('no code sent');
        const credential = await pending.current.confirm(code.trim());
        const firebaseIdToken = await credential.user.getIdToken();
        confirmed.current = { code: code.trim(), firebaseIdToken };
        // Our session is the lobby's token: Firebase keeps nothing.
        await firebaseAuth(config).then(({ auth, sdk }) => sdk.signOut(auth));
        return { firebaseIdToken };
      },
    };
  }, [config, purpose, requestCode]);
}

import type { FirebaseWebConfig } from '@lobby/contract';

/** Firebase's auth for the brand's project, loaded on first use (Google sign-in, phone codes). */
export async function firebaseAuth(config: FirebaseWebConfig) {
  const [{ getApps, initializeApp }, sdk] = await Promise.all([import('@firebase/app'), import('@firebase/auth')]);
  return { auth: sdk.getAuth(getApps()[0] ?? initializeApp(config)), sdk };
}

/** The visitor closed or replaced Google's popup: nothing to say (spec section 8). */
export function isCancelledSignIn(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request' || code === 'auth/user-cancelled'
  );
}

type Prepared = { signIn: () => Promise<string> };
let prepared: Promise<Prepared> | null = null;

/**
 * Loads Firebase and readies Google's provider. The dialog calls it as soon as the button shows,
 * so that the tap opens Google's popup at once: a popup opened after a slow download no longer
 * counts as the user's action and phones block it.
 */
export function prepareGoogleSignIn(config: FirebaseWebConfig): Promise<Prepared> {
  prepared ??= (async () => {
    const { auth, sdk } = await firebaseAuth(config);
    const { GoogleAuthProvider, signInWithPopup, signOut } = sdk;
    const provider = new GoogleAuthProvider();
    return {
      async signIn() {
        const credential = await signInWithPopup(auth, provider);
        const token = await credential.user.getIdToken();
        // Our session is the lobby's token: Firebase keeps nothing.
        await signOut(auth);
        return token;
      },
    };
  })();
  // A failed download may be tried again.
  prepared.catch(() => {
    prepared = null;
  });
  return prepared;
}

/** Google's popup, then the Firebase ID token for our server to verify. */
export async function googleIdToken(config: FirebaseWebConfig): Promise<string> {
  return (await prepareGoogleSignIn(config)).signIn();
}

import { passwordManager } from '../../lib/password-manager';

/**
 * The remembered login (DESIGN.md section 6): how the member logged in, the username or mobile
 * number and its dialing code, and never the password; the browser's password manager keeps
 * that. autoLogin is 0 after a logout (spec section 4), so nothing logs in by itself.
 */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  mobileNum: string;
  countryDialingCode: string;
}

const KEY = 'lobby.rememberedLogin';

/** Reads the record; `storage` defaults to local storage, read inside the try (blocked site data throws). */
export function loadRememberedLogin(storage?: Pick<Storage, 'getItem'>): RememberedLogin | null {
  try {
    const saved = JSON.parse((storage ?? localStorage).getItem(KEY) ?? 'null') as Partial<RememberedLogin> | null;
    if (!saved || (saved.type !== 'username' && saved.type !== 'sms')) return null;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 64) : '');
    return {
      type: saved.type,
      username: text(saved.username),
      mobileNum: text(saved.mobileNum),
      countryDialingCode: text(saved.countryDialingCode),
    };
  } catch {
    return null;
  }
}

/** Saves the record, or forgets it with null. Only the four named fields are ever written. */
export function saveRememberedLogin(record: RememberedLogin | null, storage?: Pick<Storage, 'setItem' | 'removeItem'>) {
  try {
    const store = storage ?? localStorage;
    if (!record) return store.removeItem(KEY);
    const { type, username, mobileNum, countryDialingCode } = record;
    store.setItem(KEY, JSON.stringify({ type, username, mobileNum, countryDialingCode }));
  } catch {
    // Private mode or a full quota: nothing is remembered.
  }
}

/** What recordNewPassword writes to: web storage (local storage unless given) and the browser's password manager. */
export interface PasswordKeepers {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  credentials?: Pick<CredentialsContainer, 'store'> | undefined;
  PasswordCredential?: (new (data: { id: string; password: string }) => Credential) | undefined;
}

const browserKeepers = (): PasswordKeepers => ({
  credentials: passwordManager(),
  PasswordCredential: (globalThis as { PasswordCredential?: PasswordKeepers['PasswordCredential'] }).PasswordCredential,
});

/**
 * After a password change (spec section 4): a remembered login now names this account, and the
 * new password goes to the browser's password manager where it takes one (Credential Management
 * API), never to web storage (DESIGN.md section 6).
 */
export async function recordNewPassword(
  userName: string,
  password: string,
  keepers: PasswordKeepers = browserKeepers(),
): Promise<void> {
  const remembered = loadRememberedLogin(keepers.storage);
  if (remembered) saveRememberedLogin({ ...remembered, username: userName }, keepers.storage);
  if (!keepers.PasswordCredential || !keepers.credentials) return;
  // The member may refuse the browser's offer: nothing else depends on it.
  await keepers.credentials.store(new keepers.PasswordCredential({ id: userName, password })).catch(() => undefined);
}

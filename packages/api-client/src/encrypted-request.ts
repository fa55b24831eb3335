import type { EncryptionPublicKey } from '@lobby/contract';
import { ENCRYPTION_SCHEME, HEADER } from '@lobby/contract/constants';
import type { ApiError } from './api-error';
import { encryptBody } from './encrypt-body';

export type BaseQuery = (args: {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
  timeout?: number;
}) => Promise<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/** Sends a body encrypted for the settings' key (DESIGN.md section 3). */
export async function sendEncrypted<T>(baseQuery: BaseQuery, url: string, method: string, encryption: EncryptionPublicKey, payload: unknown, timeoutMs?: number) {
  let body;
  try {
    body = await encryptBody(encryption, payload);
  } catch {
    // No WebCrypto (not HTTPS or localhost) or a key of another scheme.
    return { error: { code: 'request.encryption' } satisfies ApiError };
  }
  const result = await baseQuery({ url, method, body, headers: { [HEADER.encryption]: ENCRYPTION_SCHEME }, ...(timeoutMs ? { timeout: timeoutMs } : {}) });
  return result.error ? { error: result.error as ApiError } : { data: result.data as T };
}

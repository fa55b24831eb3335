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

/** A call whose body travels sealed: its path, method and payload (checked against the contract by the caller). */
export interface SealedCall {
  url: string;
  method: string;
  body: unknown;
}

/** Sends a call's body encrypted for the settings' key (DESIGN.md section 3). */
export async function sendEncrypted<T>(
  baseQuery: BaseQuery,
  call: SealedCall,
  encryption: EncryptionPublicKey,
  timeoutMs?: number,
) {
  let body;
  try {
    body = await encryptBody(encryption, call.body);
  } catch {
    // No WebCrypto (not HTTPS or localhost) or a key of another scheme.
    return { error: { code: 'request.encryption' } satisfies ApiError };
  }
  const result = await baseQuery({
    url: call.url,
    method: call.method,
    body,
    headers: { [HEADER.encryption]: ENCRYPTION_SCHEME },
    ...(timeoutMs ? { timeout: timeoutMs } : {}),
  });
  return result.error ? { error: result.error as ApiError } : { data: result.data as T };
}

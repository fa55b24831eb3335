import type { KeyObject } from 'node:crypto';
import {
  PROVIDER_HEADERS,
  providerWalletAnswerSchema,
  type ProviderWalletAnswer,
  type ProviderWalletMethod,
} from '@lobby/contract/provider';
import { signBody } from '../protocol/signature';

/**
 * A wallet call's outcome: the platform's answer (a 200 with a status, whatever the status), or
 * unknown (a time-out, another HTTP status, a dropped connection, a body that is no answer), in
 * which case the same bytes are sent again later.
 */
export type CallOutcome = { kind: 'answer'; answer: ProviderWalletAnswer } | { kind: 'unknown'; reason: string };

export interface WalletClientOptions {
  baseUrl: string;
  providerCode: string;
  privateKey: KeyObject;
  timeoutMs: number;
  /** Replaceable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface WalletClient {
  /** Sends one signed call; the body is sent exactly as given, so a retry repeats it byte for byte. */
  call(method: ProviderWalletMethod, body: string): Promise<CallOutcome>;
}

export function walletClient(options: WalletClientOptions): WalletClient {
  const send = options.fetch ?? fetch;
  return {
    async call(method, body) {
      let response: Response;
      try {
        response = await send(`${options.baseUrl}/${method}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [PROVIDER_HEADERS.provider]: options.providerCode,
            [PROVIDER_HEADERS.signature]: signBody(body, options.privateKey),
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        return { kind: 'unknown', reason: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
      }
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'unknown', reason: `HTTP ${response.status}` };
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch (err) {
        return { kind: 'unknown', reason: `unreadable answer: ${String(err)}` };
      }
      const answer = providerWalletAnswerSchema.safeParse(json);
      return answer.success
        ? { kind: 'answer', answer: answer.data }
        : { kind: 'unknown', reason: 'no status in answer' };
    },
  };
}

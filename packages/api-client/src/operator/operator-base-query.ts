import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiError } from '../api-error';
import { isEnvelope, toApiError } from '../base-query';

/** What the operator's base query needs from the console app (the store's thunk extra argument). */
export interface OperatorClientConfig {
  /** Origin of the platform API; '' for same origin. */
  baseUrl: string;
  /** The console session's token, null before sign-in. */
  getToken: () => string | null;
  /** Told when the server refuses the session (expired, ended elsewhere): the app signs out. */
  onSessionRefused?: () => void;
  timeoutMs?: number;
}

export interface OperatorClientExtra {
  operatorClient: OperatorClientConfig;
}

const configOf = (extra: unknown) => {
  const config = (extra as Partial<OperatorClientExtra> | undefined)?.operatorClient;
  if (!config) throw new Error("api-client/operator: the store's thunk extraArgument has no { operatorClient }");
  return config;
};

/** The operator API's calls: the bearer token in, the envelope unwrapped (`value`, or `{ code }`). */
export const operatorBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const config = configOf(api.extra);
  const token = config.getToken();
  const raw = fetchBaseQuery({
    baseUrl: config.baseUrl,
    timeout: config.timeoutMs ?? 15_000,
    prepareHeaders(headers) {
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const result = await raw(args, api, extra as object);
  if (result.error) {
    const error = toApiError(result.error);
    if (token && error.status === 401) config.onSessionRefused?.();
    return { error };
  }
  if (typeof Blob !== 'undefined' && result.data instanceof Blob) return { data: result.data };
  if (!isEnvelope(result.data)) return { error: { code: 'unknown' } };
  if (!result.data.success)
    return { error: toApiError({ status: result.meta?.response?.status ?? 200, data: result.data }) };
  return { data: result.data.value };
};

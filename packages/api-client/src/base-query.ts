import type { Envelope } from '@lobby/contract';
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from './api-error';
import type { ApiClientExtra } from './config';
import { standardHeaders } from './requests';

const TIMEOUT_MS = 15_000;

function configOf(extra: unknown) {
  const config = (extra as Partial<ApiClientExtra> | undefined)?.apiClient;
  if (!config)
    // Short: every page carries it. The README shows the store this asks for.
    throw new Error(
      "api-client: the store's thunk extraArgument has no { apiClient }: see apiClientMiddlewareOptions(apiClient)",
    );
  return config;
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR') return { code: 'network' };
  if (error.status === 'TIMEOUT_ERROR') return { code: 'timeout' };
  // A body that is not JSON (a gateway's HTML page) keeps its HTTP status as originalStatus.
  const status =
    typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : undefined;
  const body = 'data' in error ? error.data : undefined;
  if (isEnvelope(body) && !body.success) {
    return { code: body.errorCode, ...(status ? { status } : {}), ...(body.data ? { data: body.data } : {}) };
  }
  // A gateway with no answer of ours behind it: the platform is being upgraded (spec section 8).
  if (status === 502 || status === 503 || status === 504) return { code: 'upgrading', status };
  return { code: 'unknown', ...(status ? { status } : {}) };
}

/** What a call's result says about it besides its data: the session token it carried. */
export interface LobbyQueryMeta {
  token: string | null;
}

/**
 * Adds Merchant, Device, Language (and Accept-Language) and Authorization, then unwraps the envelope:
 * `value` on success, `{ code }` on any failure (DESIGN.md section 2).
 */
export const lobbyBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, LobbyQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const config = configOf(api.extra);
  // The token this call carries: a refusal of it ends only this session, not a newer one.
  const token = config.getToken();
  const meta: LobbyQueryMeta = { token };
  const raw = fetchBaseQuery({
    baseUrl: config.baseUrl,
    timeout: config.timeoutMs ?? TIMEOUT_MS,
    ...(config.fetchFn ? { fetchFn: config.fetchFn } : {}),
    prepareHeaders(headers) {
      const standard = standardHeaders({
        ...config,
        language: config.getLanguage(),
        interfaceLanguage: config.getInterfaceLanguage?.(),
        token,
      });
      for (const [name, value] of Object.entries(standard)) headers.set(name, value);
      return headers;
    },
  });
  const result = await raw(args, api, extraOptions as object);
  if (result.error) return { error: toApiError(result.error), meta };
  // A file (a KYC picture) comes as it is; only JSON answers wear the envelope.
  if (typeof Blob !== 'undefined' && result.data instanceof Blob) return { data: result.data, meta };
  if (!isEnvelope(result.data)) return { error: { code: 'unknown' }, meta };
  if (!result.data.success)
    return { error: toApiError({ status: result.meta?.response?.status ?? 200, data: result.data }), meta };
  const assetOrigin = config.assetOrigin ?? config.baseUrl;
  // Only an app on another origin than the API needs its picture paths made absolute: the code
  // that does it loads then, and stays out of a same-origin app's first page.
  if (!/^https?:\/\//.test(assetOrigin)) return { data: result.data.value, meta };
  const { withAbsoluteAssets } = await import('./asset-addresses');
  return { data: withAbsoluteAssets(result.data.value, assetOrigin), meta };
};

import type { ApiClientConfig, ApiClientExtra } from './config';

/**
 * The options of RTK's `getDefaultMiddleware` that hand the base query its config: the thunk
 * middleware's `extraArgument: { apiClient }`, read by every call at request time. Spread it to
 * add options of your own (`{ ...apiClientMiddlewareOptions(apiClient), serializableCheck: false }`).
 *
 * @example
 * configureStore({
 *   reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
 *   middleware: (getDefault) => getDefault(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware),
 * });
 */
export function apiClientMiddlewareOptions(apiClient: ApiClientConfig): { thunk: { extraArgument: ApiClientExtra } } {
  return { thunk: { extraArgument: { apiClient } } };
}

/** Error shape every endpoint rejects with: a stable code the UI maps to an i18n message. */
export interface ApiError {
  /** Envelope errorCode, or 'network' / 'timeout' / 'upgrading' / 'unknown' for client-side failures. */
  code: string;
  status?: number;
  data?: Record<string, unknown>;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).code === 'string';
}

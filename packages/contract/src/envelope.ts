import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** Every response: `{ success, value?, errorCode?, message?, data? }` (DESIGN.md section 3). */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.optional(),
    errorCode: z.string().optional(),
    message: z.string().optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  });

export interface OkEnvelope<T> {
  success: true;
  value: T;
}
export interface ErrorEnvelope {
  success: false;
  errorCode: string;
  message?: string;
  data?: Record<string, unknown>;
}
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

export const errorCodeSchema = z.enum(ERROR_CODES);

export function ok<T>(value: T): OkEnvelope<T> {
  return { success: true, value };
}

export function fail(errorCode: string, message?: string, data?: Record<string, unknown>): ErrorEnvelope {
  return { success: false, errorCode, ...(message ? { message } : {}), ...(data ? { data } : {}) };
}

import { z } from 'zod';
import { DEVICES, LANGUAGES } from './headers';

export const languageSchema = z.enum(LANGUAGES);
export const deviceSchema = z.enum(DEVICES);

/** Request headers the server reads; missing Merchant means the default brand. */
export const requestHeadersSchema = z.object({
  merchant: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9_-]+$/).optional(),
  device: deviceSchema.optional(),
  language: languageSchema.optional(),
});
export type RequestHeaders = z.infer<typeof requestHeadersSchema>;

/** Query flags arrive as strings: '1'/'true' are on. */
export const flagSchema = z
  .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')])
  .transform((v) => v === '1' || v === 'true');

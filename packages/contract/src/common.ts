import { z } from 'zod';
import { DEVICES, INTERFACE_LANGUAGES, LANGUAGES } from './headers';

export const languageSchema = z.enum(LANGUAGES);
export const interfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES);
export const deviceSchema = z.enum(DEVICES);

/** A brand's merchant code, from the `Merchant` header or a query parameter. */
export const merchantCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Request headers the server reads; missing Merchant means the default brand. */
export const requestHeadersSchema = z.object({
  merchant: merchantCodeSchema.optional(),
  device: deviceSchema.optional(),
  language: languageSchema.optional(),
});
export type RequestHeaders = z.infer<typeof requestHeadersSchema>;

/** Query flags arrive as strings: '1'/'true' are on. */
export const flagSchema = z
  .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')])
  .transform((v) => v === '1' || v === 'true');

/** A vendor code (`vassalage`) such as JL or TCG_LOTTO_VN; matched without regard to case. */
export const vendorCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/)
  .transform((v) => v.toUpperCase());

/**
 * Clients send every query parameter, empty when unused (spec section 7): an empty string
 * counts as absent.
 */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

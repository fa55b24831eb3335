import { z } from 'zod';
import { CURRENCY_CODES } from './currency-constants';

/** An ISO 4217 code of a currency the platform counts in (brand files, settings). */
export const currencyCodeSchema = z.enum(CURRENCY_CODES, { error: `one of ${CURRENCY_CODES.join(', ')}` });

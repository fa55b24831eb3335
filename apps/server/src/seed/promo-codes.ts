import type { Db } from '../db/database';
import { promoCodesRepo } from '../db/repositories/promo-codes-repo';

/**
 * Promo codes of the demo brand (spec section 2, /m/promoCode behind REWCEN3): each credits its
 * bonus once per member through the ledger. Public demo data, like the catalogue.
 */
const DEMO_PROMO_CODES: Readonly<Record<string, number>> = { WELCOME10: 1_000, LUCKY5: 500 };

/** Stores the demo codes for a brand (idempotent: a brand seeded earlier gets them on its next start). */
export const seedPromoCodes = (db: Db, merchantCode: string) => promoCodesRepo(db).add(merchantCode, DEMO_PROMO_CODES);

/**
 * Promo codes of the demo brand (spec section 2, /m/promoCode behind REWCEN3): each credits its
 * bonus once per member through the ledger. Public demo data, like the catalogue.
 */
export const DEMO_PROMO_CODES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  DEMO: { WELCOME10: 1_000, LUCKY5: 500 },
};

import { describe, expect, it } from 'vitest';
import {
  createIntentRequestSchema,
  createPayoutRequestSchema,
  getObjectRequestSchema,
  PAYMENT_HTTP_STATUS,
  PAYMENT_STATUSES,
  paymentEventSchema,
} from './payment';

const intent = {
  reference: 'dep_1001',
  amount_minor: 150000,
  currency: 'MMK',
  method: 'ewallet',
  method_name: 'KBZPay',
  member_id: 'm_1',
  language: 'my',
  return_url: 'https://brand.example/m/wallet',
  callback_url: 'https://api.brand.example/payments/callback',
  expires_in_seconds: 900,
};

describe('payment protocol schemas', () => {
  it('takes a well-formed intent and refuses floats, bad currencies and non-http URLs', () => {
    expect(createIntentRequestSchema.safeParse(intent).success).toBe(true);
    for (const bad of [
      { amount_minor: 10.5 },
      { amount_minor: 0 },
      { currency: 'mmk' },
      { language: 'th' },
      { return_url: 'javascript:alert(1)' },
      { method: 'card' },
    ]) {
      expect(createIntentRequestSchema.safeParse({ ...intent, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('looks an object up by id or by reference, not both', () => {
    expect(getObjectRequestSchema.safeParse({ id: 'pi_1' }).success).toBe(true);
    expect(getObjectRequestSchema.safeParse({ reference: 'dep_1' }).success).toBe(true);
    expect(getObjectRequestSchema.safeParse({ id: 'pi_1', reference: 'dep_1' }).success).toBe(false);
  });

  it('describes payouts and events', () => {
    const payout = { ...intent, account: { holder: 'Aung Aung', number: '09123456789' } };
    expect(createPayoutRequestSchema.safeParse(payout).success).toBe(true);
    expect(
      paymentEventSchema.safeParse({
        event_id: 'evt_1',
        type: 'payout.paid',
        created: 1_700_000_000,
        data: { id: 'po_1', reference: 'wd_1', amount_minor: 5000, currency: 'USD', state: 'paid' },
      }).success,
    ).toBe(true);
  });

  it('gives every status an HTTP status', () => {
    for (const status of PAYMENT_STATUSES) expect(PAYMENT_HTTP_STATUS[status]).toBeGreaterThanOrEqual(200);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { outbox, webhookSender } from '../src/adapters/outbox';

const sms = (n: number) => ({ channel: 'sms' as const, to: '+95 9000000001', text: `code ${n}` });

describe('outbox (the local message sender)', () => {
  it('keeps messages newest first, at most `max`, and logs each', async () => {
    const lines: string[] = [];
    const box = outbox((line) => lines.push(line), 2);
    for (const n of [1, 2, 3]) await box.send(sms(n));
    expect(box.list().map((m) => m.text)).toEqual(['code 3', 'code 2']);
    expect(lines).toHaveLength(3);
    expect(box.list()[0]).toMatchObject({
      channel: 'sms',
      to: '+95 9000000001',
      id: expect.any(String),
      sentAt: expect.any(String),
    });
  });
});

describe('webhookSender (a provider bridge by configuration)', () => {
  it('posts each message as JSON and fails loudly when the bridge refuses', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const sender = webhookSender('http://bridge.local/send', fetchImpl as typeof fetch);
    await sender.send(sms(1));
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://bridge.local/send',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(sms(1)) }),
    );
    fetchImpl.mockResolvedValueOnce(new Response(null, { status: 502 }));
    await expect(sender.send(sms(2))).rejects.toThrow('502');
  });
});

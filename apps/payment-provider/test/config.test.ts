import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { secret, tempDir } from './support';

describe('loadConfig', () => {
  it('refuses to start without secrets, saying how to make them', () => {
    expect(() => loadConfig({})).toThrow(/PAYMENT_API_SECRET and PAYMENT_WEBHOOK_SECRET[\s\S]*dev-secrets\.mjs/);
    expect(() => loadConfig({ PAYMENT_API_SECRET: secret() })).toThrow(/set PAYMENT_WEBHOOK_SECRET /);
    expect(() => loadConfig({ PAYMENT_API_SECRET: 'short', PAYMENT_WEBHOOK_SECRET: secret() })).toThrow(
      /shorter than 32/,
    );
  });

  it('reads defaults, lists of secrets and secret files', () => {
    const dir = tempDir();
    const file = path.join(dir, 'webhook-secret');
    const [a, b, c] = [secret(), secret(), secret()];
    writeFileSync(file, `${c}\n`);
    const config = loadConfig({ PAYMENT_API_SECRET: `${a}, ${b}`, PAYMENT_WEBHOOK_SECRET_FILE: file });
    expect(config).toMatchObject({
      port: 3200,
      host: 'localhost',
      platformId: 'LOBBY',
      apiSecrets: [a, b],
      webhookSecrets: [c],
    });
    expect(config.publicUrl).toBeUndefined();
    expect(() =>
      loadConfig({ PAYMENT_API_SECRET: a, PAYMENT_WEBHOOK_SECRET: b, PAYMENT_WEBHOOK_SECRET_FILE: file }),
    ).toThrow(/not both/);
    expect(() => loadConfig({ PAYMENT_API_SECRET: a, PAYMENT_WEBHOOK_SECRET: b, PAYMENT_PROVIDER_PORT: 'x' })).toThrow(
      /PAYMENT_PROVIDER_PORT/,
    );
  });
});

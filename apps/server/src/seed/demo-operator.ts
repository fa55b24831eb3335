import { randomUUID } from 'node:crypto';
import { ALL_BRANDS } from '@lobby/contract/operator';
import { hashPassword } from '../adapters/password-hash';
import { operatorSecretBox } from '../adapters/secret-box';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { operatorsRepo } from '../db/repositories/operators-repo';
import { newOperatorPassword } from '../services/operator-accounts';

export const DEMO_OPERATOR = 'admin';

/**
 * A local run's first admin (development tools only): made once, when no operator exists, with
 * its password printed this once. Production has none: its first admin comes from
 * `npm run operator -- create`.
 */
export async function seedDemoOperator(db: Db, config: Config, log: (msg: string) => void): Promise<void> {
  if (!config.LOBBY_DEV_TOOLS) return;
  const repo = operatorsRepo(db);
  if ((await repo.count()) > 0) return;
  const password = config.DEMO_OPERATOR_PASSWORD ?? newOperatorPassword();
  const id = randomUUID();
  await repo.create({ id, username: DEMO_OPERATOR, passwordHash: await hashPassword(password) }, [
    { role: 'admin', brand: ALL_BRANDS },
  ]);
  if (config.DEMO_OPERATOR_TOTP_SECRET) {
    await repo.startEnrol(id, operatorSecretBox(config.ENCRYPTION_PRIVATE_KEY).seal(config.DEMO_OPERATOR_TOTP_SECRET));
    // Step 0 marks the authenticator enrolled without using up any code of today.
    await repo.useStep(id, 0, new Date());
  }
  log(
    config.DEMO_OPERATOR_PASSWORD
      ? `demo operator "${DEMO_OPERATOR}" made with the password of DEMO_OPERATOR_PASSWORD`
      : `demo operator "${DEMO_OPERATOR}" made; its password, shown only now: ${password}`,
  );
}

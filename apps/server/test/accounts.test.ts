import { describe, expect, it } from 'vitest';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { sessions } from '../src/db/schema';
import { accountsService } from '../src/services/accounts-service';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('accounts on $name', (database) => {
  const t = useTestApp(database);
  let clock = new Date('2026-11-21T10:00:00Z');
  const service = () =>
    accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 24 * HOUR, now: () => clock });

  it('stores an argon2id hash, never the password, and refuses a taken username in any case', async () => {
    const member = await service().register('DEMO', { username: 'Alice01', password: 'secret-pass-1' });
    expect(member.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(member.passwordHash).not.toContain('secret-pass-1');
    await expect(service().register('DEMO', { username: 'alice01', password: 'other-pass-2' })).rejects.toMatchObject({
      code: 'register.usernameTaken',
    });
  });

  it('logs in with a 128-bit token stored only as its hash; one answer for every failure', async () => {
    const session = await service().login('DEMO', { username: 'ALICE01' }, 'secret-pass-1');
    expect(Buffer.from(session.token, 'base64url')).toHaveLength(16);
    const stored = await t.runtime.database.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === session.token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    expect((await service().authenticate(session.token))?.member.username).toBe('Alice01');
    for (const [user, password] of [
      ['alice01', 'wrong-pass'],
      ['nobody', 'secret-pass-1'],
      ['', ''],
    ]) {
      await expect(service().login('DEMO', { username: user! }, password!)).rejects.toMatchObject({
        code: 'login.failed',
        status: 401,
      });
    }
    await expect(service().login('OTHER', { username: 'alice01' }, 'secret-pass-1')).rejects.toMatchObject({
      code: 'login.failed',
    });
  });

  it('expires sessions, renews a live one for a full term, revokes on logout', async () => {
    const session = await service().login('DEMO', { username: 'alice01' }, 'secret-pass-1');
    clock = new Date(clock.getTime() + 23 * HOUR);
    const renewed = await service().renew(session.token);
    expect(renewed.expiresAt.getTime()).toBe(clock.getTime() + 24 * HOUR);
    clock = new Date(clock.getTime() + 23 * HOUR);
    expect(await service().authenticate(session.token)).not.toBeNull();
    clock = new Date(clock.getTime() + 2 * HOUR);
    expect(await service().authenticate(session.token)).toBeNull();
    await expect(service().renew(session.token)).rejects.toMatchObject({ code: 'session.expired' });

    const other = await service().login('DEMO', { username: 'alice01' }, 'secret-pass-1');
    await service().logout(other.token);
    expect(await service().authenticate(other.token)).toBeNull();
    expect(await service().authenticate('not-a-token')).toBeNull();
  });

  it('changes the password: old must be right, new must differ, every other session ends', async () => {
    const phone = await service().login('DEMO', { username: 'alice01' }, 'secret-pass-1');
    const laptop = await service().login('DEMO', { username: 'alice01' }, 'secret-pass-1');
    await expect(service().changePassword(phone.token, 'wrong', 'new-pass-3')).rejects.toMatchObject({
      code: 'password.oldIncorrect',
    });
    await expect(service().changePassword(phone.token, 'secret-pass-1', 'secret-pass-1')).rejects.toMatchObject({
      code: 'modify.new.old.same',
    });
    const fresh = await service().changePassword(phone.token, 'secret-pass-1', 'new-pass-3');
    expect(await service().authenticate(phone.token)).toBeNull();
    expect(await service().authenticate(laptop.token)).toBeNull();
    expect(await service().authenticate(fresh.token)).not.toBeNull();
    await expect(service().login('DEMO', { username: 'alice01' }, 'secret-pass-1')).rejects.toMatchObject({
      code: 'login.failed',
    });
    expect((await service().login('DEMO', { username: 'alice01' }, 'new-pass-3')).member.username).toBe('Alice01');
  });
});

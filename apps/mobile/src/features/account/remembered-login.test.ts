import { describe, expect, it } from 'vitest';
import { loadRememberedLogin, recordNewPassword, saveRememberedLogin } from './remembered-login';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    raw: () => [...map.values()].join(''),
  };
}

describe('remembered login (DESIGN.md section 6)', () => {
  it('round-trips type, username, mobile and dialing code', () => {
    const storage = memoryStorage();
    const record = { type: 'sms', username: '', mobileNum: '9123456789', countryDialingCode: '+95' } as const;
    saveRememberedLogin(record, storage);
    expect(loadRememberedLogin(storage)).toEqual(record);
  });

  it('never writes a password, even when one is handed over', () => {
    const storage = memoryStorage();
    const withPassword = {
      type: 'username',
      username: 'demo01',
      mobileNum: '',
      countryDialingCode: '+95',
      password: 'Demo-pass-01',
    };
    saveRememberedLogin(withPassword as never, storage);
    expect(storage.raw()).not.toContain('Demo-pass-01');
    expect(storage.raw()).not.toContain('password');
  });

  it.each(['not json', '{"type":"firebase"}', 'null', '5'])('ignores junk %j', (junk) => {
    const storage = memoryStorage();
    storage.setItem('lobby.rememberedLogin', junk);
    expect(loadRememberedLogin(storage)).toBeNull();
  });

  it('forgets with null', () => {
    const storage = memoryStorage();
    saveRememberedLogin({ type: 'username', username: 'a', mobileNum: '', countryDialingCode: '' }, storage);
    saveRememberedLogin(null, storage);
    expect(loadRememberedLogin(storage)).toBeNull();
  });

  describe('after a password change', () => {
    class FakeCredential {
      constructor(readonly data: { id: string; password: string }) {}
    }
    const keepers = (storage = memoryStorage(), refuse = false) => {
      const stored: unknown[] = [];
      return {
        stored,
        storage,
        credentials: {
          store: async (c: unknown) => (refuse ? Promise.reject(new Error('refused')) : (stored.push(c), c)),
        } as never,
        PasswordCredential: FakeCredential as never,
      };
    };

    it('hands the new password to the password manager and keeps it out of web storage', async () => {
      const k = keepers();
      saveRememberedLogin(
        { type: 'username', username: 'old-name', mobileNum: '', countryDialingCode: '+95' },
        k.storage,
      );
      await recordNewPassword('demo01', 'New-pass-02', k);
      expect(k.stored).toEqual([new FakeCredential({ id: 'demo01', password: 'New-pass-02' })]);
      expect(loadRememberedLogin(k.storage)).toEqual({
        type: 'username',
        username: 'demo01',
        mobileNum: '',
        countryDialingCode: '+95',
      });
      expect(k.storage.raw()).not.toContain('New-pass-02');
    });

    it('remembers nothing new when nothing was remembered, and survives a refusal or no API', async () => {
      const k = keepers(memoryStorage(), true);
      await expect(recordNewPassword('demo01', 'New-pass-02', k)).resolves.toBeUndefined();
      expect(loadRememberedLogin(k.storage)).toBeNull();
      await expect(recordNewPassword('demo01', 'New-pass-02', { storage: k.storage })).resolves.toBeUndefined();
    });
  });
});

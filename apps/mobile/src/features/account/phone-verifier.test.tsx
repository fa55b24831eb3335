import { settingsApi } from '@lobby/api-client';
import type { SiteSettings } from '@lobby/contract';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../stores/store';
import { usePhoneVerifier } from './phone-verifier';

// Firebase's SDK stands in here: a code confirms once, as with the real one.
const confirm = vi.fn();
vi.mock('./google-id-token', () => ({
  firebaseAuth: async () => ({
    auth: {},
    sdk: {
      RecaptchaVerifier: class {
        clear() {}
      },
      signInWithPhoneNumber: async () => ({ confirm }),
      signOut: async () => undefined,
    },
  }),
}));

describe('usePhoneVerifier with Firebase sending the codes', () => {
  it('confirms a code once and reuses its token when the same code is sent again; a new code send forgets it', async () => {
    const token = (value: string) => ({ user: { getIdToken: async () => value } });
    confirm
      .mockResolvedValueOnce(token('token-1'))
      .mockRejectedValueOnce(new Error('auth/invalid-verification-code'))
      .mockResolvedValueOnce(token('token-2'));
    const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
    const firebase = { apiKey: 'public-key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };
    await store.dispatch(
      settingsApi.util.upsertQueryData('getSiteSettings', undefined, {
        whitelabel: { firebaseSms: true },
        firebase,
      } as SiteSettings),
    );
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => usePhoneVerifier('reset'), { wrapper });
    expect(result.current.kind).toBe('firebase');
    const phone = { mobileNum: '912345678', countryDialingCode: '+95' };

    await result.current.send(phone, document.createElement('div'));
    expect(await result.current.proof(' 123456 ')).toEqual({ firebaseIdToken: 'token-1' });
    // The server refused the form for another field: the same code again gives the same token.
    expect(await result.current.proof('123456')).toEqual({ firebaseIdToken: 'token-1' });
    expect(confirm).toHaveBeenCalledTimes(1);
    // Another code goes to Firebase, which refuses it.
    await expect(result.current.proof('654321')).rejects.toThrow('auth/invalid-verification-code');
    // A new code sent: the old token is forgotten.
    await result.current.send(phone, document.createElement('div'));
    expect(await result.current.proof('123456')).toEqual({ firebaseIdToken: 'token-2' });
    expect(confirm).toHaveBeenCalledTimes(3);
  });
});

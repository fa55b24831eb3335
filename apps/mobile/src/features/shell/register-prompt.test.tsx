import { createI18n } from '@lobby/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterPrompt } from './register-prompt';

afterEach(cleanup);

describe('RegisterPrompt', () => {
  it('asks a free-play account to register, and answers both buttons', async () => {
    const i18n = await createI18n('en', [initReactI18next]);
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <RegisterPrompt onCancel={onCancel} onConfirm={onConfirm} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: i18n.t('nav.profile') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('account.registerNow') }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('account.cancel') }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

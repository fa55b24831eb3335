import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../stores/store';
import { ApplicationForm } from './application-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MB = 1024 * 1024;

/** A file of the given size, without holding that many bytes. */
function file(name: string, size = 2000, type = 'image/png') {
  const chosen = new File([''], name, { type });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
}

function renderForm() {
  const sent = vi.fn(async () => Response.json({ success: true, value: null }));
  vi.stubGlobal('fetch', sent);
  const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
  render(
    <Provider store={store}>
      <ApplicationForm promotionId="promo-1" />
    </Provider>,
  );
  const images = screen.getByLabelText('promotions.images');
  const choose = (...files: File[]) => act(async () => fireEvent.change(images, { target: { files } }));
  const remark = screen.getByLabelText('promotions.remark');
  const write = (value: string) => act(async () => fireEvent.change(remark, { target: { value } }));
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'promotions.submit' })));
  const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
  return { sent, images, choose, remark, write, submit, alerts };
}

describe('the activity application', () => {
  it('says at once what is wrong with the images chosen, and is quiet again once they are removed', async () => {
    const { choose, images, alerts } = renderForm();
    await choose(file('big.png', 6 * MB));
    expect(alerts()).toEqual(['promotions.errors.imageSize']);
    expect(images.getAttribute('aria-invalid')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'promotions.removeImage' })));
    expect(alerts()).toEqual([]);
    expect(images.getAttribute('aria-invalid')).toBe('false');

    await choose(file('a.png'), file('b.gif', 2000, 'image/gif'));
    await choose(file('c.png'), file('d.png', 6 * MB));
    expect(alerts()).toEqual([
      'promotions.errors.imageCount',
      'promotions.errors.imageType',
      'promotions.errors.imageSize',
    ]);
    expect(screen.getByTestId('application-files').textContent).toContain('d.png (6.0 MB)');
  });

  it('says at once that the remark is too long, and sends nothing while a rule is broken', async () => {
    const { sent, remark, write, submit, alerts } = renderForm();
    await write('x'.repeat(141));
    expect(alerts()).toEqual(['promotions.errors.remarkTooLong']);
    expect(remark.getAttribute('aria-invalid')).toBe('true');
    await submit();
    expect(sent).not.toHaveBeenCalled();
    expect(remark).toHaveProperty('value', 'x'.repeat(141));
    await write('x'.repeat(140));
    expect(alerts()).toEqual([]);
    expect(screen.getByText(/^140\/140/)).toBeTruthy();
  });

  it('sends the trimmed remark and every image chosen', async () => {
    const { sent, choose, write, submit } = renderForm();
    await choose(file('a.png'));
    await choose(file('b.png'));
    await write('  first deposit  ');
    await submit();
    expect(sent).toHaveBeenCalledTimes(1);
    const body = (sent.mock.calls[0] as unknown as [Request])[0];
    expect(body.url).toContain('MCSFE_applyPromotion');
    const form = await body.formData();
    expect(form.get('promotionId')).toBe('promo-1');
    expect(form.get('remark')).toBe('first deposit');
    expect(form.getAll('images')).toHaveLength(2);
  });
});

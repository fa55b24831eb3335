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

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TEXT = new TextEncoder().encode('just some text');

/** A file of the given size and first bytes, without holding that many bytes. */
function file(name: string, size = 2000, bytes: Uint8Array<ArrayBuffer> = PNG_HEAD) {
  const chosen = new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'application/octet-stream' });
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
  it('keeps a refused file out of the list and names it with the reason; a good choice clears it', async () => {
    const { choose, images, alerts } = renderForm();
    await choose(file('big.png', 6 * MB));
    await vi.waitFor(() => expect(alerts()).toEqual(['big.png: promotions.errors.imageSize']));
    expect(images.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('application-files')).toBeNull();

    // A text file named .png is no picture: its bytes say so, whatever its name.
    await choose(file('a.png'), file('notes.png', 2000, TEXT));
    await vi.waitFor(() => expect(alerts()).toEqual(['notes.png: promotions.errors.imageType']));
    await choose(file('c.png'), file('d.png', 6 * MB));
    await vi.waitFor(() => expect(alerts()).toEqual(['d.png: promotions.errors.imageSize']));
    await choose(file('e.png'), file('f.png'));
    await vi.waitFor(() => expect(alerts()).toEqual(['f.png: promotions.errors.imageCount']));
    const listed = screen.getByTestId('application-files').textContent;
    expect(['a.png', 'c.png', 'e.png'].every((name) => listed.includes(name))).toBe(true);
    expect(['notes.png', 'd.png', 'f.png'].some((name) => listed.includes(name))).toBe(false);

    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'promotions.removeImage' })[0]!));
    await vi.waitFor(() => expect(alerts()).toEqual([]));
    expect(images.getAttribute('aria-invalid')).toBe('false');
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
    await vi.waitFor(() => expect(screen.getByTestId('application-files').textContent).toContain('a.png'));
    await choose(file('b.png'));
    await vi.waitFor(() => expect(screen.getByTestId('application-files').textContent).toContain('b.png'));
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

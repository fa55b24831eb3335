import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton, type SmsCodeButtonProps } from './sms-code-button';

const T0 = Date.UTC(2025, 5, 15, 12, 0, 0);
const labels = { idle: 'Send code', sending: 'Sending…', counting: (s: number) => `${s} s` };

/** A request the test settles by hand, so the sending phase can be seen. */
function deferred() {
  let resolve!: (expirationTime: number | undefined) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<number | undefined>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(props: Partial<SmsCodeButtonProps> = {}) {
  const request = deferred();
  const onRequest = vi.fn(() => request.promise);
  const view = render(<SmsCodeButton onRequest={onRequest} labels={labels} {...props} />);
  return { onRequest, request, view };
}

const button = () => screen.getByRole('button') as HTMLButtonElement;
const click = () => fireEvent.click(button());
/** Lets the request's promise settle and React render the result. */
const settle = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('SmsCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is an idle button announcing its text politely', () => {
    setup();
    expect(button().getAttribute('type')).toBe('button');
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Send code');
    expect(screen.getByText('Send code').getAttribute('aria-live')).toBe('polite');
  });

  it('goes idle -> sending -> counting from 60 -> idle at the expiry', async () => {
    const { onRequest, request } = setup();
    click();
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Sending…');
    expect(button().disabled).toBe(true);

    request.resolve(T0 + 60_000);
    await settle();
    expect(button().textContent).toBe('60 s');
    expect(button().disabled).toBe(true);

    await advance(1_000);
    expect(button().textContent).toBe('59 s');
    await advance(58_000);
    expect(button().textContent).toBe('1 s');
    await advance(500);
    expect(button().textContent).toBe('1 s');
    await advance(500);
    expect(button().textContent).toBe('Send code');
    expect(button().disabled).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows 60 at first, then the real seconds to the server expiry', async () => {
    const { request } = setup();
    click();
    request.resolve(T0 + 90_000);
    await settle();
    expect(button().textContent).toBe('60 s');
    await advance(500);
    expect(button().textContent).toBe('90 s');
  });

  it('counts 60 s from when sending ended when the server gives no expiry', async () => {
    const { request } = setup();
    click();
    await advance(3_000);
    request.resolve(undefined);
    await settle();
    await advance(59_500);
    expect(button().textContent).toBe('1 s');
    await advance(500);
    expect(button().textContent).toBe('Send code');
  });

  it('goes back to idle when the request fails, and may ask again', async () => {
    const { onRequest, request } = setup();
    click();
    request.reject(new Error('network'));
    await settle();
    expect(button().textContent).toBe('Send code');
    expect(button().disabled).toBe(false);
    click();
    expect(onRequest).toHaveBeenCalledTimes(2);
  });

  it('goes back to idle when the request throws before returning a promise', async () => {
    const onRequest = vi.fn((): Promise<number | undefined> => {
      throw new Error('no mobile');
    });
    render(<SmsCodeButton onRequest={onRequest} labels={labels} />);
    click();
    await settle();
    expect(button().textContent).toBe('Send code');
  });

  it('asks nothing while disabled', () => {
    const { onRequest } = setup({ disabled: true });
    expect(button().disabled).toBe(true);
    click();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('asks nothing while sending or counting', async () => {
    const { onRequest, request } = setup();
    click();
    click();
    request.resolve(T0 + 60_000);
    await settle();
    await advance(10_000);
    click();
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('uses the given clock', async () => {
    const { request } = setup({ now: () => T0 + 30_000 });
    click();
    request.resolve(T0 + 60_000);
    await settle();
    await advance(500);
    expect(button().textContent).toBe('30 s');
  });

  it('stops its interval on unmount', async () => {
    const { request, view } = setup();
    click();
    request.resolve(T0 + 60_000);
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts no countdown when unmounted while sending', async () => {
    const { request, view } = setup();
    click();
    view.unmount();
    request.resolve(T0 + 60_000);
    await settle();
    expect(vi.getTimerCount()).toBe(0);
  });
});

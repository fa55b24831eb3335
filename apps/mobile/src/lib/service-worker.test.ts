import { afterEach, describe, expect, it, vi } from 'vitest';

const register = vi.fn<() => Promise<ServiceWorkerRegistration | undefined>>();
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register = register;
  },
}));
vi.mock('./install-prompt', () => ({ listenForInstallOffer: () => {} }));

const { registerServiceWorker } = await import('./service-worker');

describe('registerServiceWorker', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    else Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  const withServiceWorkers = () => Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });

  it('registers the worker where the browser allows it', async () => {
    withServiceWorkers();
    register.mockResolvedValueOnce({} as ServiceWorkerRegistration);
    await expect(registerServiceWorker(() => {})).resolves.toBe(true);
  });

  it('leaves the page without an error when the browser refuses the worker or answers nothing', async () => {
    withServiceWorkers();
    register.mockRejectedValueOnce(new DOMException('The operation is insecure.', 'SecurityError'));
    await expect(registerServiceWorker(() => {})).resolves.toBe(false);
    // Workbox reading the missing registration's `waiting` rejects its promise with a TypeError.
    register.mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'waiting')"));
    await expect(registerServiceWorker(() => {})).resolves.toBe(false);
  });

  it('does nothing in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    register.mockClear();
    await expect(registerServiceWorker(() => {})).resolves.toBe(false);
    expect(register).not.toHaveBeenCalled();
  });
});

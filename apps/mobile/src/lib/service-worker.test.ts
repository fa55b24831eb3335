import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./install-prompt', () => ({ listenForInstallOffer: () => {} }));

const { registerServiceWorker } = await import('./service-worker');

/** A service worker of the page's registration, in a state that can change. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** `navigator.serviceWorker` with one registration, and whether a worker controls the page already. */
function withServiceWorkers(
  registration: Partial<ServiceWorkerRegistration> | Error | DOMException,
  controlled = true,
) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() =>
      registration instanceof Error || registration instanceof DOMException
        ? Promise.reject(registration)
        : Promise.resolve(
            registration instanceof EventTarget
              ? registration
              : Object.assign(new EventTarget(), { waiting: null, installing: null }, registration),
          ),
    ),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

describe('registerServiceWorker', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    else Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers the worker for the site where the browser allows it', async () => {
    const container = withServiceWorkers({});
    await expect(registerServiceWorker(() => {})).resolves.toBe(true);
    expect(container.register).toHaveBeenCalledWith('/m/sw.js', { scope: '/m/' });
  });

  it('leaves the page without an error when the browser refuses the worker or answers nothing', async () => {
    withServiceWorkers(new DOMException('The operation is insecure.', 'SecurityError'));
    await expect(registerServiceWorker(() => {})).resolves.toBe(false);
    // A registration blocked by automation (Playwright's `serviceWorkers: 'block'`) resolves to nothing.
    const container = withServiceWorkers({});
    container.register.mockImplementation(() => Promise.resolve(undefined as unknown as EventTarget));
    await expect(registerServiceWorker(() => {})).resolves.toBe(false);
  });

  it('does nothing in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(registerServiceWorker(() => {})).resolves.toBe(false);
  });

  it('offers a waiting update once, and applies it by asking the worker to take over, then reloading', async () => {
    const waiting = new FakeWorker('installed');
    const container = withServiceWorkers({ waiting: waiting as unknown as ServiceWorker });
    const onUpdate = vi.fn();
    await registerServiceWorker(onUpdate);
    expect(onUpdate).toHaveBeenCalledOnce();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    (onUpdate.mock.calls[0]![0] as () => void)();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('offers an update found later once it has installed, and none for the first worker of a page', async () => {
    const registration = new EventTarget() as EventTarget & { installing: FakeWorker | null; waiting: null };
    registration.installing = null;
    registration.waiting = null;
    withServiceWorkers(registration as unknown as ServiceWorkerRegistration);
    const onUpdate = vi.fn();
    await registerServiceWorker(onUpdate);
    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(onUpdate).not.toHaveBeenCalled();
    next.become('installed');
    next.become('installed');
    expect(onUpdate).toHaveBeenCalledOnce();

    const first = new FakeWorker('installing');
    withServiceWorkers({ installing: first as unknown as ServiceWorker }, false);
    const none = vi.fn();
    await registerServiceWorker(none);
    first.become('installed');
    expect(none).not.toHaveBeenCalled();
  });
});

/** Chromium's install offer, kept for the page's own "Add to home screen" button. */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();

/** Starts listening for the browser's install offer (once the service worker is registered). */
export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our button offers it where the visitor looks for it (the download popup), not a bar of the browser.
    event.preventDefault();
    offer = event as InstallOffer;
    listeners.forEach((notify) => notify());
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    listeners.forEach((notify) => notify());
  });
}

/** Whether the browser allows installing now. */
export const canInstall = (): boolean => offer !== null;

/** Shows the browser's install dialog; the offer is used up either way. */
export async function install(): Promise<void> {
  const current = offer;
  offer = null;
  listeners.forEach((notify) => notify());
  await current?.prompt();
}

/** Calls `notify` when the install offer comes or goes; returns the unsubscribe. */
export function onInstallOfferChange(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

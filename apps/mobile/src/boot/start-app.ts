import { FIRST_SCREEN } from '@lobby/contract/constants';

/** However the paint and the image fare, the app starts by then. */
const WAIT_LIMIT_MS = 3000;

/** Adds the held tags to the head as new elements (a script copied from a template would not run). */
function addHeldCode(held: HTMLTemplateElement) {
  held.remove();
  for (const tag of Array.from(held.content.children)) {
    const copy = document.createElement(tag.localName);
    for (const { name, value } of Array.from(tag.attributes)) copy.setAttribute(name, value);
    document.head.appendChild(copy);
  }
}

/** Resolves once the browser reports the page's first contentful paint (at once where it cannot). */
function firstContentfulPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the page's high-priority image (its largest paint) has loaded or failed. */
function leadImageSettled(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The frame after next, then a task: by then what the page showed is on screen with its image. */
const nextFramesPainted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** A rendered page's screen and its largest image are painted (read once the document is parsed). */
export const renderedScreenPainted = (): Promise<void> =>
  Promise.all([firstContentfulPaint(), leadImageSettled()]).then(() => undefined);

/**
 * Starts the app a page holds back once `painted` has settled and the frame after it is on
 * screen: the phone's first bandwidth and CPU go to what the visitor sees (a rendered screen,
 * the profile's picture in the boot shell). At once when there is nothing to wait for (null) or
 * nobody sees the page (a tab opened in the background paints nothing).
 */
export function startHeldApp(painted: (() => Promise<void>) | null) {
  // This script may run before the parser has reached the template (it loads async).
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => startHeldApp(painted), { once: true });
    return;
  }
  const held = document.getElementById(FIRST_SCREEN.heldAppCodeId);
  if (!(held instanceof HTMLTemplateElement)) return;
  if (!painted || document.visibilityState === 'hidden') {
    addHeldCode(held);
    return;
  }
  // A paint that went wrong still starts the app.
  const shown = painted()
    .catch(() => undefined)
    .then(nextFramesPainted);
  const limit = new Promise<void>((resolve) => setTimeout(resolve, WAIT_LIMIT_MS));
  void Promise.race([shown, limit]).then(() => {
    if (held.isConnected) addHeldCode(held);
  });
}

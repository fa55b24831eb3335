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

/**
 * Starts the app a rendered page holds back: when the page is shown as rendered, once its
 * screen and largest image are painted (the phone's first bandwidth and CPU go to what the
 * visitor sees); at once when the browser renders the page itself (other preferences) or
 * nobody sees it (a tab opened in the background paints nothing).
 */
export function startHeldApp(showsRendered: boolean) {
  // This script may run before the parser has reached the template (it loads async).
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => startHeldApp(showsRendered), { once: true });
    return;
  }
  const held = document.getElementById(FIRST_SCREEN.heldAppCodeId);
  if (!(held instanceof HTMLTemplateElement)) return;
  if (!showsRendered || document.visibilityState === 'hidden') {
    addHeldCode(held);
    return;
  }
  const painted = Promise.all([firstContentfulPaint(), leadImageSettled()]).then(nextFramesPainted);
  const limit = new Promise<void>((resolve) => setTimeout(resolve, WAIT_LIMIT_MS));
  void Promise.race([painted, limit]).then(() => {
    if (held.isConnected) addHeldCode(held);
  });
}

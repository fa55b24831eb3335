import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
// A loaded CI machine (jsdom suites beside builds) may take over the default 1 s to show lazy words.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has <dialog> but not showModal(): opening is enough for the tests (the browser's part,
// the top layer, the inert page and Escape as a `cancel` event, is not ours to test). Node-only
// tests (no DOM at all) skip it.
if (typeof HTMLDialogElement !== 'undefined') {
  const dialog: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  dialog.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
}

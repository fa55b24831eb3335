import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has <dialog> but not showModal(): opening is enough for the tests (the browser's part,
// the top layer, the inert page and Escape as a `cancel` event, is not ours to test).
const dialog: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
dialog.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};

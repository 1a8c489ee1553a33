/**
 * jsdom has no modal dialogs: in the tests of a describe block that calls this, `showModal`
 * opens a dialog and `close` closes it, which is enough for a test of what a dialog holds (the
 * browser tests have the real ones).
 */
import { afterAll, beforeAll } from 'vitest';

export function withDialogsThatOpen(): void {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterAll(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });
}

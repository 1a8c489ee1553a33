/**
 * Gives the browser a turn (input, paint) before the next piece of start-up work.
 *
 * Not `setTimeout(0)`: a page being prerendered is hidden, and Chromium holds a hidden page's
 * timers for up to a second, so a prerendered page would still be booting when the visitor
 * opens it. `scheduler.yield()` and a message are not held back.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

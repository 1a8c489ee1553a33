/**
 * Gives the browser a turn (input, paint, other work) before the next piece of start-up work:
 * the rest runs in a task of its own, queued behind whatever is already waiting.
 *
 * Not `setTimeout(0)`: a page being prerendered is hidden, and Chromium holds a hidden page's
 * timers for up to a second, so a prerendered page would still be booting when the visitor
 * opens it. A message is not held back. (Nor `scheduler.yield()`: its continuation jumps the
 * queue, ahead of the work this is meant to let through.)
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

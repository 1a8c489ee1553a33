/**
 * Failed sign-ins slow down, per account and per address: after 5 failures, each further try
 * must wait, twice as long as the one before (1 s, 2 s, 4 s … up to 15 minutes).
 * A wait is counted for any e-mail typed, known or not, so the answer never tells whether an
 * address belongs to someone. A successful sign-in clears the account's count.
 */
export const freeTries = 5;
export const longestWait = 15 * 60 * 1000;

interface Count {
  failures: number;
  /** When the next try may come. */
  nextTryAt: number;
}

export class SignInThrottle {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly now: () => number = Date.now) {}

  /** How long to wait before trying again, in milliseconds (0: try now), for any of these keys. */
  waitFor(keys: string[]): number {
    const now = this.now();
    return Math.max(0, ...keys.map((key) => (this.counts.get(key)?.nextTryAt ?? 0) - now));
  }

  failed(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const count = this.counts.get(key) ?? { failures: 0, nextTryAt: 0 };
      count.failures++;
      const over = count.failures - freeTries;
      count.nextTryAt = over >= 0 ? now + Math.min(longestWait, 1000 * 2 ** over) : 0;
      this.counts.set(key, count);
    }
    // Forget counts nobody has touched for the longest wait, so the map stays small.
    if (this.counts.size > 10_000) for (const [key, count] of this.counts) if (count.nextTryAt + longestWait < now) this.counts.delete(key);
  }

  succeeded(keys: string[]): void {
    for (const key of keys) this.counts.delete(key);
  }
}

/** "2 minutes", "30 seconds": a wait in words. */
export function waitInWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

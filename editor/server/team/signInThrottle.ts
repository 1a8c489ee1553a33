/**
 * Failed sign-ins slow down, per account and per address: past a few failures, each further try
 * must wait, twice as long as the one before (1 s, 2 s, 4 s … up to 15 minutes). An address is
 * allowed more than an account: a whole office may sign in from one.
 * A try counts as failed from the moment it starts, before its password is checked (checking
 * takes a while on purpose), so tries sent all at once cannot slip past the count.
 * A wait is counted for any e-mail typed, known or not, so the answer never tells whether an
 * address belongs to someone. A successful sign-in clears the account's count and takes its
 * own try off the address's.
 */
export const freeTries = { account: 5, address: 20 } as const;
export const longestWait = 15 * 60 * 1000;

type Kind = keyof typeof freeTries;
/** People type their e-mail address in any case. */
const keyOf = (kind: Kind, value: string) => `${kind}:${kind === 'account' ? value.toLowerCase() : value}`;

interface Count {
  failures: number;
  /** When the next try may come. */
  nextTryAt: number;
}

export class SignInThrottle {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts a try: how long to wait first, in milliseconds, or 0 when it may go on (it is then counted). */
  begin(account: string, address: string): number {
    const now = this.now();
    const tries: [Kind, string][] = [
      ['account', account],
      ['address', address],
    ];
    const wait = Math.max(0, ...tries.map(([kind, value]) => (this.counts.get(keyOf(kind, value))?.nextTryAt ?? 0) - now));
    if (wait === 0) for (const [kind, value] of tries) this.count(kind, value, 1, now);
    return wait;
  }

  /** The try was right: the account starts afresh, and the address does not hold the try against it. */
  succeeded(account: string, address: string): void {
    this.counts.delete(keyOf('account', account));
    this.count('address', address, -1, this.now());
  }

  private count(kind: Kind, value: string, change: 1 | -1, now: number): void {
    const key = keyOf(kind, value);
    const count = this.counts.get(key) ?? { failures: 0, nextTryAt: 0 };
    count.failures = Math.max(0, count.failures + change);
    const over = count.failures - freeTries[kind];
    if (change > 0 || over < 0) count.nextTryAt = over >= 0 ? now + Math.min(longestWait, 1000 * 2 ** over) : 0;
    if (count.failures === 0) this.counts.delete(key);
    else this.counts.set(key, count);
    // Forget counts nobody has touched for the longest wait, so the map stays small.
    if (this.counts.size > 10_000) for (const [old, { nextTryAt }] of this.counts) if (nextTryAt + longestWait < now) this.counts.delete(old);
  }
}

/** "2 minutes", "30 seconds": a wait in words. */
export function waitInWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

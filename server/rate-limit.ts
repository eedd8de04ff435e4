/**
 * How many new requests one address (server/client-address.ts: an IPv4 address or an IPv6 /64)
 * may make in a sliding window. Kept in memory, so no address is ever stored: it resets when the
 * service restarts, and each process counts its own (docs/deploy.md says what that leaves to an
 * abuser). The privacy texts promise that an address stays at most an hour: sweep() forgets every
 * address whose last request is older than the window, quiet ones included.
 */
export class RateLimiter {
  /** Each address's request times, oldest first; the map in the order of each address's last request. */
  private readonly seen = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Beyond this many addresses the oldest are forgotten: memory stays bounded under a flood. */
    private readonly maxAddresses = 50_000,
  ) {}

  /** Milliseconds until this address may send again, or 0 when it may now. */
  waitFor(address: string, now: number): number {
    const times = this.recent(address, now);
    return times.length < this.max ? 0 : times[0] + this.windowMs - now;
  }

  /** How many requests this address made within the window. */
  count(address: string, now: number): number {
    return this.recent(address, now).length;
  }

  record(address: string, now: number): void {
    const times = this.recent(address, now);
    times.push(now);
    this.seen.delete(address);
    this.seen.set(address, times);
    if (this.seen.size > this.maxAddresses) this.seen.delete(this.seen.keys().next().value!);
  }

  /** Takes back a request recorded at `time` that was not made after all (a copy, a refusal, a failure). */
  unrecord(address: string, time: number): void {
    const times = this.seen.get(address);
    const index = times?.lastIndexOf(time) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.seen.delete(address);
  }

  /** Forgets every address whose last request is older than the window. */
  sweep(now: number): void {
    for (const [address, times] of this.seen) {
      // In the order of their last request: the first one still recent ends the sweep.
      if (times[times.length - 1] > now - this.windowMs) break;
      this.seen.delete(address);
    }
  }

  /** Sweeps every `everyMs` until the returned function is called; the timer never keeps the process alive. */
  sweepEvery(everyMs: number, now: () => number = Date.now): () => void {
    const timer = setInterval(() => this.sweep(now()), everyMs);
    timer.unref?.();
    return () => clearInterval(timer);
  }

  /** How many addresses are remembered. */
  get size(): number {
    return this.seen.size;
  }

  private recent(address: string, now: number): number[] {
    return (this.seen.get(address) ?? []).filter((time) => time > now - this.windowMs);
  }
}

/** The privacy texts' promise: an address stays at most this long in the service's memory. */
export const ADDRESS_MEMORY_MS = 60 * 60 * 1000;

/** How often the sweep runs; the window is shortened by as much, so that no address outlives the promise. */
export const SWEEP_EVERY_MS = 60 * 1000;

/** The window of the limit per address, within the privacy texts' hour (with the sweep's delay). */
export const ADDRESS_WINDOW_MS = ADDRESS_MEMORY_MS - SWEEP_EVERY_MS;

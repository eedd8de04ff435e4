/**
 * How many new requests one IP address may make in a sliding window. Kept in memory, so no
 * address is ever stored: it resets when the service restarts, and each process counts its own
 * (docs/deploy.md says what that leaves to an abuser).
 */
export class RateLimiter {
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

  record(address: string, now: number): void {
    const times = this.recent(address, now);
    times.push(now);
    this.seen.delete(address);
    this.seen.set(address, times);
    if (this.seen.size > this.maxAddresses) this.seen.delete(this.seen.keys().next().value!);
  }

  private recent(address: string, now: number): number[] {
    return (this.seen.get(address) ?? []).filter((time) => time > now - this.windowMs);
  }
}

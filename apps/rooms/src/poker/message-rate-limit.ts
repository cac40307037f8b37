/**
 * A token bucket per connection: `burst` messages at once, refilled at `perSecond`. A client over the
 * limit gets its message refused; one that keeps flooding is disconnected by the room.
 */
export class MessageRateLimit {
  private tokens: number;
  private last: number;
  private refused = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** True when the message may go through. */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refused = 0;
      return true;
    }
    this.refused++;
    return false;
  }

  /** Messages refused in a row since the last one that went through. */
  get refusedInARow(): number {
    return this.refused;
  }
}

/** The subset of Colyseus's room clock the timers use (cleared with the room). */
interface RoomClock {
  setTimeout(callback: () => void, ms: number): { clear(): void };
}

/**
 * The two timers of a table, rearmed after every change: the acting player's deadline (the engine
 * then checks or folds for them) and the start of the next hand once none is in play and enough
 * players are ready. Each fires once; the room runs what it asks through its command queue.
 */
export class TableTimers {
  private action: { clear(): void; deadline: number } | null = null;
  private nextHand: { clear(): void } | null = null;

  constructor(
    private readonly clock: RoomClock,
    private readonly now: () => number,
    private readonly nextHandDelayMs: number,
    private readonly on: { deadline(): void; startHand(): void },
  ) {}

  /** `deadline`: the acting player's, or null; `canStartHand`: no hand in play and two or more ready. */
  arm(deadline: number | null, canStartHand: boolean): void {
    if (this.action && this.action.deadline !== deadline) {
      this.action.clear();
      this.action = null;
    }
    if (deadline !== null && !this.action) {
      const timer = this.clock.setTimeout(
        () => {
          this.action = null;
          this.on.deadline();
        },
        Math.max(0, deadline - this.now()) + 10,
      );
      this.action = { clear: () => timer.clear(), deadline };
    }
    if (canStartHand && !this.nextHand) {
      const timer = this.clock.setTimeout(() => {
        this.nextHand = null;
        this.on.startHand();
      }, this.nextHandDelayMs);
      this.nextHand = { clear: () => timer.clear() };
    }
  }

  clear(): void {
    this.action?.clear();
    this.nextHand?.clear();
    this.action = this.nextHand = null;
  }
}

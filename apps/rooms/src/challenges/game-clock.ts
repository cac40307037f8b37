/**
 * A duel's game time (ms): stands still until the game runs, then follows the wall clock from where
 * it was. A resumed game starts again at its last persisted action, so the time a crashed host was
 * away is counted against nobody (the common decisions, "Phase").
 */
export class GameClock {
  private base = 0;
  private wallAtBase: number | null = null;

  constructor(private readonly wall: () => number) {}

  /** Runs from `gameMs` now. */
  runFrom(gameMs: number): void {
    this.base = gameMs;
    this.wallAtBase = this.wall();
  }

  /** Stops where it stands (the game ended). */
  stop(): void {
    this.base = this.now();
    this.wallAtBase = null;
  }

  get running(): boolean {
    return this.wallAtBase !== null;
  }

  now(): number {
    return this.wallAtBase === null ? this.base : this.base + Math.max(0, this.wall() - this.wallAtBase);
  }

  /** The wall time at which game time reaches `gameMs` (while running). */
  wallAt(gameMs: number): number {
    return this.wall() + (gameMs - this.now());
  }
}

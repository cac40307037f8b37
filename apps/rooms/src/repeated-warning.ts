/**
 * A warning that can repeat thousands of times a second under overload (every presence change while
 * the database pool is exhausted): the first is logged at once, the repeats within `intervalMs` are
 * counted and logged as one line with their count and the last error when the interval has passed
 * and the warning comes again. The log keeps its signal without drowning the operator.
 */
export class RepeatedWarning {
  private windowStart = Number.NEGATIVE_INFINITY;
  private suppressed = 0;

  constructor(
    private readonly what: string,
    private readonly log: (message: string) => void,
    private readonly intervalMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  warn(error: unknown): void {
    const at = this.now();
    if (at - this.windowStart < this.intervalMs) {
      this.suppressed++;
      return;
    }
    const repeats =
      this.suppressed > 0
        ? ` (${this.suppressed} more in the last ${Math.round((at - this.windowStart) / 1000)} s)`
        : '';
    this.log(`${this.what}: ${String(error)}${repeats}`);
    this.windowStart = at;
    this.suppressed = 0;
  }
}

// Every call of `pnpm bench crowd`, by name ("POST /api/slots/spin", "room live bet"): how many were
// made in the measured window, how long each took, and how each ended. A call is counted when it
// STARTED inside the window (the warm-up before it and the drain after it are not measured), whether
// it was answered, refused or failed, so a slow or lost answer is never left out of the figures.
//
// Outcomes: `ok` (2xx, or the room's answer), `refused` (a refusal the player can meet in the product
// and that the bench names explicitly, e.g. a poker seat taken a moment before ours, counted apart by
// code), `error` (anything else: an unexpected status, a timeout, a lost connection, a room message
// never answered by the time its session ended).
import { percentile, round } from '../bench-kit.js';

export type Outcome = 'ok' | 'refused' | 'error';

interface CallRecord {
  latencies: number[];
  refused: Map<string, number>;
  errors: Map<string, number>;
  /** The first few error details (status and body), to say what went wrong. */
  samples: string[];
}

export interface CallSummary {
  call: string;
  count: number;
  ok: number;
  refused: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  refusedBy: Record<string, number>;
  errorsBy: Record<string, number>;
  errorSamples: string[];
}

const SAMPLES_PER_CALL = 3;

export class CallStats {
  private readonly calls = new Map<string, CallRecord>();
  /** The measured window on performance.now()'s clock; nothing is measured until it is set. */
  private from = Infinity;
  private to = Infinity;

  open(now: number, seconds: number): void {
    this.from = now;
    this.to = now + seconds * 1000;
  }

  close(now: number): void {
    this.to = Math.min(this.to, now);
  }

  /** Whether a call started at `t0` falls in the measured window. */
  inWindow(t0: number): boolean {
    return t0 >= this.from && t0 < this.to;
  }

  /**
   * One finished call. `code` names a refusal or an error kind (the api's error code, "timeout",
   * "status 500"); `detail` is kept as a sample of an error.
   */
  record(name: string, t0: number, ms: number, outcome: Outcome, code = '', detail = ''): void {
    if (!this.inWindow(t0)) return;
    let rec = this.calls.get(name);
    if (!rec) {
      rec = { latencies: [], refused: new Map(), errors: new Map(), samples: [] };
      this.calls.set(name, rec);
    }
    rec.latencies.push(ms);
    if (outcome === 'refused') rec.refused.set(code, (rec.refused.get(code) ?? 0) + 1);
    if (outcome === 'error') {
      rec.errors.set(code, (rec.errors.get(code) ?? 0) + 1);
      if (rec.samples.length < SAMPLES_PER_CALL) rec.samples.push(`${code}: ${detail}`.slice(0, 300));
    }
  }

  summaries(): CallSummary[] {
    return [...this.calls.entries()]
      .map(([call, rec]) => {
        const sorted = [...rec.latencies].sort((a, b) => a - b);
        const refused = [...rec.refused.values()].reduce((a, b) => a + b, 0);
        const errors = [...rec.errors.values()].reduce((a, b) => a + b, 0);
        return {
          call,
          count: sorted.length,
          ok: sorted.length - refused - errors,
          refused,
          errors,
          p50Ms: round(percentile(sorted, 50)),
          p95Ms: round(percentile(sorted, 95)),
          p99Ms: round(percentile(sorted, 99)),
          maxMs: round(sorted.at(-1) ?? 0),
          refusedBy: Object.fromEntries(rec.refused),
          errorsBy: Object.fromEntries(rec.errors),
          errorSamples: rec.samples,
        };
      })
      .sort((a, b) => a.call.localeCompare(b.call));
  }

  /** Every call together (the percentiles of all latencies). */
  overall(): { count: number; p50Ms: number; p99Ms: number; maxMs: number } {
    const all = [...this.calls.values()].flatMap((r) => r.latencies).sort((a, b) => a - b);
    return {
      count: all.length,
      p50Ms: round(percentile(all, 50)),
      p99Ms: round(percentile(all, 99)),
      maxMs: round(all.at(-1) ?? 0),
    };
  }
}

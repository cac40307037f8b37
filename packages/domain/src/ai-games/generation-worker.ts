import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { createPeriodicJob, type PeriodicJob } from '../concurrency/periodic-job.js';
import { runGenerationJobs, type GenerationReport } from './ai-game-generation.js';
import type { LanguageModel } from './language-model.js';

/**
 * The designer of generated games in an api process: every intervalMs it designs the due jobs
 * (each by one process: ai-game-generation.ts); `kick` runs it at once after a request.
 */
export function createGenerationWorker(
  db: Kysely<Database>,
  options: {
    clock: Clock;
    intervalMs: number;
    languageModel: LanguageModel | null;
    onResult?: (report: GenerationReport) => void;
    onError?: (error: unknown) => void;
    onModelError?: (error: unknown) => void;
  },
): PeriodicJob<GenerationReport> {
  return createPeriodicJob({
    run: () =>
      runGenerationJobs(db, {
        clock: options.clock,
        languageModel: options.languageModel,
        ...(options.onModelError ? { onModelError: options.onModelError } : {}),
      }),
    intervalMs: options.intervalMs,
    runAtStart: true,
    ...(options.onResult ? { onResult: options.onResult } : {}),
    onError: (error) => options.onError?.(error),
  });
}

import { createGenerationWorker, openAiCompatibleModel } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../api-context.js';

export interface AiGameDesigner {
  /** Runs the designer now (after a request): its job is queued, so this never waits for it. */
  kick(): void;
}

/**
 * The designer of generated games in this api process (issue 19): every workerIntervalMs it designs
 * the queued games (each by one process: SKIP LOCKED under a lease), and a request kicks it at once.
 * With AI_GAMES_WORKER_INTERVAL_MS=0 this process designs nothing (another must).
 */
export function registerAiGameDesigner(app: ApiInstance, ctx: ApiContext): AiGameDesigner {
  const { workerIntervalMs, languageModel } = ctx.config.aiGames;
  if (workerIntervalMs === 0) return { kick: () => undefined };
  const worker = createGenerationWorker(ctx.db, {
    clock: ctx.clock,
    intervalMs: workerIntervalMs,
    languageModel: languageModel ? openAiCompatibleModel(languageModel) : null,
    onResult: (report) => {
      if (report.designed + report.failed + report.retried > 0) app.log.info(report, 'AI game designer ran');
    },
    onError: (err) => app.log.error({ err }, 'AI game designer run failed'),
    onModelError: (err) =>
      app.log.warn({ err }, 'language model proposal not used; the procedural designer named the game'),
  });
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', async () => worker.stop());
  return {
    kick: () =>
      void worker.runOnce().catch((err: unknown) => app.log.error({ err }, 'AI game designer run failed')),
  };
}

import {
  FREE_COINS,
  MINIMUM_AGE_YEARS,
  PRIZE_VALUE_PER_SWEEPSTAKES_COIN_USD,
  STARTING_GRANT,
  SweepstakesRules,
} from '@casino/contracts';
import { applyPlaythroughMultiple } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { kycProviderOf, payoutProviderOf } from '../../redemption-providers.js';

const MULTIPLE_RETRY_MS = 5_000;

/**
 * The Official Sweepstakes Rules' numbers, as this server applies them (issue 18: the page never
 * disagrees with the server), readable signed out. At start-up the configured playthrough multiple
 * is written where the ledger records grants with it.
 */
export function sweepstakesRulesRoutes(app: ApiInstance, ctx: ApiContext): void {
  const config = ctx.config.sweepstakes;
  // Written at start; a database that is away then must not keep the api from starting (it answers
  // 503 meanwhile, README "Outages"), so the write is retried until it lands.
  let retry: NodeJS.Timeout | undefined;
  const writeMultiple = async (): Promise<void> => {
    try {
      await applyPlaythroughMultiple(ctx.db, config.playthroughMultiple);
      clearInterval(retry);
      retry = undefined;
    } catch (err) {
      if (retry) return;
      app.log.warn({ err }, 'playthrough multiple not written yet (database away); retrying');
      retry = setInterval(() => void writeMultiple(), MULTIPLE_RETRY_MS).unref();
    }
  };
  app.addHook('onReady', writeMultiple);
  app.addHook('onClose', (_instance, done) => {
    clearInterval(retry);
    done();
  });
  const rules: SweepstakesRules = {
    minimumAge: MINIMUM_AGE_YEARS,
    excludedRegions: ctx.config.sweepsExcludedRegions,
    redemptionMinimum: config.redemptionMinimum,
    prizeValuePerCoinUsd: PRIZE_VALUE_PER_SWEEPSTAKES_COIN_USD,
    playthroughMultiple: config.playthroughMultiple,
    startingSweepstakesCoins: STARTING_GRANT.sweepstakesCoins,
    freeCoins: { sweepstakesCoins: FREE_COINS.sweepstakesCoins, intervalHours: FREE_COINS.intervalHours },
    amoe: {
      coinsPerEntry: config.amoeCoinsPerEntry,
      dailyLimit: config.amoeDailyLimit,
      mailingAddress: config.amoeMailingAddress,
    },
    kycProvider: kycProviderOf(config, ctx.db).info,
    payoutProvider: payoutProviderOf(config, ctx.db).info,
  };

  app.get(
    '/api/sweepstakes/rules',
    {
      schema: {
        tags: ['sweepstakes'],
        summary:
          'The Official Sweepstakes Rules as configured: eligibility, how sweepstakes coins are obtained, playthrough, the redemption minimum, the mail-in entry and the providers (signed out too)',
        response: { 200: SweepstakesRules },
      },
    },
    () => Promise.resolve(rules),
  );
}

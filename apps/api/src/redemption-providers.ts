import {
  createSandboxKycProvider,
  createSandboxPayoutProvider,
  parseMoney,
  type AmoeRules,
  type KycProvider,
  type PayoutProvider,
  type RedemptionRules,
} from '@casino/domain';
import type { Database, Kysely } from '@casino/db';
import type { ApiConfig, SweepstakesConfig } from './config.js';

/** The identity provider the configuration names (KYC_PROVIDER): the built-in sandbox. */
export function kycProviderOf(config: SweepstakesConfig, db: Kysely<Database>): KycProvider {
  switch (config.kycProvider) {
    case 'sandbox':
      return createSandboxKycProvider(db);
  }
}

/** The payout provider the configuration names (PAYOUT_PROVIDER): the built-in sandbox. */
export function payoutProviderOf(config: SweepstakesConfig, db: Kysely<Database>): PayoutProvider {
  switch (config.payoutProvider) {
    case 'sandbox':
      return createSandboxPayoutProvider(db);
  }
}

/** The redemption rules: the configured minimum and the one list of excluded regions (SWEEPS_EXCLUDED_REGIONS). */
export const redemptionRulesOf = (config: ApiConfig): RedemptionRules => ({
  minimumUnits: parseMoney(config.sweepstakes.redemptionMinimum),
  excludedRegions: config.sweepsExcludedRegions,
});

export const amoeRulesOf = (config: ApiConfig): AmoeRules => ({
  coinsPerEntryUnits: parseMoney(config.sweepstakes.amoeCoinsPerEntry),
  dailyLimit: config.sweepstakes.amoeDailyLimit,
  mailingAddress: config.sweepstakes.amoeMailingAddress,
  excludedRegions: config.sweepsExcludedRegions,
});

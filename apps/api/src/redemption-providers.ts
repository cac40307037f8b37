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
import type { SweepstakesConfig } from './config.js';

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

export const redemptionRulesOf = (config: SweepstakesConfig): RedemptionRules => ({
  minimumUnits: parseMoney(config.redemptionMinimum),
  excludedRegions: config.excludedRegions,
});

export const amoeRulesOf = (config: SweepstakesConfig): AmoeRules => ({
  coinsPerEntryUnits: parseMoney(config.amoeCoinsPerEntry),
  dailyLimit: config.amoeDailyLimit,
  mailingAddress: config.amoeMailingAddress,
  excludedRegions: config.excludedRegions,
});

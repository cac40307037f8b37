import { z } from 'zod';
import { MoneyString } from './money.js';

/** GET /api/coin-packages: one package (spec: Coin package). Sweepstakes coins are a free bonus, never sold. */
export const CoinPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  priceUsd: MoneyString,
  coins: MoneyString,
  sweepstakesCoins: MoneyString.describe('free bonus sweepstakes coins that come with the package'),
  bonusPercentage: z.number().int(),
  description: z.string(),
  isPopular: z.boolean(),
});
export type CoinPackage = z.infer<typeof CoinPackage>;

/** The payment provider that takes the money; the built-in sandbox is test mode and charges nothing. */
export const PaymentProviderInfo = z.object({
  name: z.string(),
  displayName: z.string(),
  testMode: z.boolean().describe('true for the sandbox: no real money is charged'),
});
export type PaymentProviderInfo = z.infer<typeof PaymentProviderInfo>;

/** POST /api/coin-packages/purchase, sent with an `Idempotency-Key` header. */
export const CoinPurchaseRequest = z.strictObject({
  packageId: z.coerce.number().int().positive(),
});
export type CoinPurchaseRequest = z.infer<typeof CoinPurchaseRequest>;

/**
 * The key names one purchase attempt: the same key never pays twice and replays the first answer;
 * with a different body it is refused (422); while the first is in flight a duplicate gets 409.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKey = z
  .string({ error: 'is required: send an Idempotency-Key header naming this purchase attempt' })
  .min(8, 'must be at least 8 characters')
  .max(200, 'must be at most 200 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'may contain only letters, digits and . _ : -');

export const CoinPurchaseHeaders = z.object({
  'idempotency-key': IdempotencyKey,
});

export const CoinPurchaseResponse = z.object({
  purchaseId: z.string(),
  packageId: z.number().int(),
  priceUsd: MoneyString,
  coinsReceived: MoneyString,
  sweepstakesCoinsReceived: MoneyString,
  balance: MoneyString,
  sweepstakesCoins: MoneyString,
  paymentProvider: PaymentProviderInfo,
  providerReference: z.string(),
});
export type CoinPurchaseResponse = z.infer<typeof CoinPurchaseResponse>;

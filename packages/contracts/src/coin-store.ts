import { z } from 'zod';
import { Id } from './ids.js';
import { MoneyString } from './money.js';
import { plainText } from './plain-text.js';
import { PurchaseBonus } from './promotions.js';

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
  packageId: Id,
});
export type CoinPurchaseRequest = z.infer<typeof CoinPurchaseRequest>;

/**
 * The key names one purchase attempt: the same key never pays twice and replays the first answer;
 * with a different body it is refused (422); while the first is still pending a duplicate gets the
 * pending state (202, CoinPurchasePending), and once it is settled, its final answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKey = plainText({
  error: 'is required: send an Idempotency-Key header naming this purchase attempt',
})
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
  /** Promotions this purchase earned (welcome bonus, Friday reload), already in `balance`. */
  promotionBonuses: z.array(PurchaseBonus),
});
export type CoinPurchaseResponse = z.infer<typeof CoinPurchaseResponse>;

/**
 * Where a purchase stands. `pending`: the payment's outcome is not known yet (being charged, or
 * interrupted and waiting for the reconciler to ask the provider); it always ends `completed` (coins
 * credited once) or `failed` (nothing credited, and the message says whether the player was charged).
 */
export const CoinPurchaseStatus = z.enum(['pending', 'completed', 'failed']);
export type CoinPurchaseStatus = z.infer<typeof CoinPurchaseStatus>;

/** 202 from POST /api/coin-packages/purchase: not settled yet; follow it at GET /api/coin-packages/purchases/{purchaseId}. */
export const CoinPurchasePending = z.object({
  status: z.literal('pending'),
  purchaseId: z.string(),
  packageId: z.number().int(),
  message: z.string(),
});
export type CoinPurchasePending = z.infer<typeof CoinPurchasePending>;

export const CoinPurchaseId = z
  .string()
  .regex(/^[1-9][0-9]{0,17}$/, 'must be a purchase id, such as "42"')
  .describe('purchase id');
export const CoinPurchaseParams = z.strictObject({ purchaseId: CoinPurchaseId });

/** GET /api/coin-packages/purchases(/{purchaseId}): one of the player's purchases and its outcome. */
export const CoinPurchaseState = z.object({
  purchaseId: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  priceUsd: MoneyString,
  coins: MoneyString,
  sweepstakesCoins: MoneyString,
  status: CoinPurchaseStatus,
  /** Pending: what is happening; failed: why, and whether the player was charged; completed: null. */
  message: z.string().nullable(),
  providerReference: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type CoinPurchaseState = z.infer<typeof CoinPurchaseState>;

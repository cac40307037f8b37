import { z } from 'zod';
import { Card } from './cards.js';
import { RoundFairness } from './fairness.js';
import { Id } from './ids.js';
import { MoneyString, moneyUnitsOf, PositiveMoneyAmount } from './money.js';

/** Fields every settled play answers with, besides the game's own. */
const Settled = {
  sessionId: z.string().nullable().describe('the game session recorded, once the round is settled'),
  balance: MoneyString.describe('coin balance after the play'),
  fairness: RoundFairness,
};

// Slots ---------------------------------------------------------------------------------------
export const SlotSpinRequest = z.strictObject({
  betAmount: PositiveMoneyAmount,
  gameId: Id,
  /** Pay with a free spin from the loyalty balance instead of coins (issue 5). */
  useFreeSpin: z.boolean().optional(),
});
export type SlotSpinRequest = z.infer<typeof SlotSpinRequest>;
export const SlotSpinResponse = z.object({
  reels: z.array(z.string()).length(5),
  isWin: z.boolean(),
  winAmount: MoneyString,
  winMultiplier: z.number(),
  betAmount: MoneyString,
  /** Present on a free spin: the stake came from the promotions account, not the balance. */
  freeSpin: z.boolean().optional(),
  freeSpinsRemaining: z.number().int().optional(),
  /** Present when the spin won the Grand Jackpot: the pool paid, included in winAmount. */
  jackpotWon: MoneyString.optional(),
  ...Settled,
});
export type SlotSpinResponse = z.infer<typeof SlotSpinResponse>;

// Blackjack -----------------------------------------------------------------------------------
export const BlackjackDealRequest = z.strictObject({ betAmount: PositiveMoneyAmount });
export const BlackjackOutcome = z.enum(['continue', 'blackjack', 'bust', 'win', 'lose', 'push']);
export const BlackjackRound = z.object({
  roundId: z.string(),
  phase: z.enum(['betting', 'playing', 'finished']),
  playerCards: z.array(Card),
  dealerCards: z.array(Card).describe('the hole card is hidden while the player plays'),
  playerValue: z.number().int(),
  dealerValue: z.number().int(),
  result: BlackjackOutcome,
  winAmount: MoneyString,
  totalBet: MoneyString,
  hands: z.array(
    z.object({
      cards: z.array(Card),
      value: z.number().int(),
      bet: MoneyString,
      outcome: BlackjackOutcome,
      winAmount: MoneyString,
    }),
  ),
  activeHand: z.number().int(),
  canDouble: z.boolean(),
  canSplit: z.boolean(),
  ...Settled,
});
export type BlackjackRound = z.infer<typeof BlackjackRound>;

// Roulette ------------------------------------------------------------------------------------
export const RouletteBetType = z.enum(['red', 'black', 'even', 'odd', 'number']);
const POCKET_MESSAGE = 'must be a pocket number from 0 to 36';
/**
 * The pocket of a straight-up bet: 0-36 as a JSON integer or in decimal digits ("17"). null and ""
 * (what an outside bet may carry) mean none.
 */
export const RoulettePocket = z
  .union(
    [
      z.number().int(POCKET_MESSAGE).min(0, POCKET_MESSAGE).max(36, POCKET_MESSAGE),
      z
        .string()
        .regex(/^(?:[0-9]|[12][0-9]|3[0-6])?$/, POCKET_MESSAGE)
        .transform((s) => (s === '' ? null : Number(s))),
      z.null(),
    ],
    { error: POCKET_MESSAGE },
  )
  .optional();
const NEEDS_POCKET = 'is required for a number bet: a pocket from 0 to 36';

export const RouletteBet = z
  .strictObject({ type: RouletteBetType, value: RoulettePocket, amount: PositiveMoneyAmount })
  .refine((bet) => bet.type !== 'number' || (bet.value ?? null) !== null, {
    message: NEEDS_POCKET,
    path: ['value'],
  });
export type RouletteBet = z.infer<typeof RouletteBet>;
/** The spec's form (total betAmount, first bet's betType/betValue) or every chip in `bets`. */
export const RouletteSpinRequest = z
  .strictObject({
    betAmount: PositiveMoneyAmount.optional(),
    betType: RouletteBetType.optional(),
    betValue: RoulettePocket,
    bets: z.array(RouletteBet).max(50).optional(),
    gameId: Id.optional(),
  })
  .superRefine((request, ctx) => {
    const { bets, betAmount } = request;
    if (bets && bets.length > 0) {
      // With every chip in `bets`, the spec's total is only a cross-check.
      const total = bets.reduce((sum, bet) => sum + (moneyUnitsOf(bet.amount) ?? 0n), 0n);
      if (betAmount !== undefined && moneyUnitsOf(betAmount) !== total)
        ctx.addIssue({ code: 'custom', path: ['betAmount'], message: 'must equal the sum of the bets' });
    } else if (request.betType === 'number' && (request.betValue ?? null) === null) {
      ctx.addIssue({ code: 'custom', path: ['betValue'], message: NEEDS_POCKET });
    }
  });
export type RouletteSpinRequest = z.infer<typeof RouletteSpinRequest>;
export const RouletteSpinResponse = z.object({
  number: z.number().int().min(0).max(36),
  color: z.enum(['red', 'black', 'green']),
  winAmount: MoneyString,
  isWin: z.boolean(),
  totalBet: MoneyString,
  bets: z.array(
    z.object({
      type: RouletteBetType,
      value: z.number().int().nullable(),
      amount: MoneyString,
      won: z.boolean(),
      payout: MoneyString,
    }),
  ),
  ...Settled,
});
export type RouletteSpinResponse = z.infer<typeof RouletteSpinResponse>;

// Video poker ---------------------------------------------------------------------------------
export const VideoPokerDealRequest = z.strictObject({ betAmount: PositiveMoneyAmount });
export const VideoPokerDrawRequest = z.strictObject({ held: z.array(z.boolean()).length(5) });
export const VideoPokerRound = z.object({
  roundId: z.string(),
  phase: z.enum(['holding', 'finished']),
  cards: z.array(Card).length(5),
  held: z.array(z.boolean()).length(5),
  handName: z.string(),
  multiplier: z.number(),
  betAmount: MoneyString,
  winAmount: MoneyString,
  ...Settled,
});
export type VideoPokerRound = z.infer<typeof VideoPokerRound>;

// Craps ---------------------------------------------------------------------------------------
export const CrapsBetType = z.enum([
  'pass',
  'dont-pass',
  'field',
  'any-seven',
  'any-craps',
  'hard-six',
  'hard-eight',
]);
export const CrapsBet = z.strictObject({ type: CrapsBetType, amount: PositiveMoneyAmount });
export const CrapsRollRequest = z.strictObject({ bets: z.array(CrapsBet).max(20).optional() });
export const CrapsTable = z.object({
  phase: z.enum(['come-out', 'point']),
  point: z.number().int().nullable(),
  bets: z.array(z.object({ type: CrapsBetType, amount: MoneyString })),
  history: z.array(
    z.object({ dice: z.tuple([z.number().int(), z.number().int()]), total: z.number().int() }),
  ),
});
export type CrapsTable = z.infer<typeof CrapsTable>;
export const CrapsRollResponse = CrapsTable.extend({
  dice: z.tuple([z.number().int(), z.number().int()]),
  total: z.number().int(),
  event: z.enum(['point-set', 'point-made', 'seven-out', 'natural', 'craps', 'none']),
  settlements: z.array(
    z.object({
      type: CrapsBetType,
      amount: MoneyString,
      outcome: z.enum(['win', 'lose', 'push']),
      returned: MoneyString,
    }),
  ),
  winAmount: MoneyString,
  ...Settled,
});
export type CrapsRollResponse = z.infer<typeof CrapsRollResponse>;

// Baccarat ------------------------------------------------------------------------------------
export const BaccaratBetType = z.enum(['player', 'banker', 'tie']);
export const BaccaratDealRequest = z.strictObject({
  bets: z
    .array(z.strictObject({ type: BaccaratBetType, amount: PositiveMoneyAmount }))
    .min(1)
    .max(3)
    .refine(
      (bets) => new Set(bets.map((b) => b.type)).size === bets.length,
      'may hold at most one bet on each of player, banker and tie',
    ),
});
export const BaccaratDealResponse = z.object({
  playerCards: z.array(Card),
  bankerCards: z.array(Card),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  natural: z.boolean(),
  bets: z.array(
    z.object({
      type: BaccaratBetType,
      amount: MoneyString,
      outcome: z.enum(['win', 'lose', 'push']),
      returned: MoneyString,
    }),
  ),
  winAmount: MoneyString,
  ...Settled,
});
export type BaccaratDealResponse = z.infer<typeof BaccaratDealResponse>;

/** Spec section 9 messages the server answers with. */
export const PlayMessages = {
  insufficientBalance: "You don't have enough balance for this bet.",
  noBets: 'Please place at least one bet before spinning.',
} as const;

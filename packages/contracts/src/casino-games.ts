import { CRAPS_BET_TYPES, ROULETTE_BET_TYPES, ROULETTE_INSIDE_SIZES } from '@casino/engine';
import { z } from 'zod';
import { Card } from './cards.js';
import { RoundFairness } from './fairness.js';
import { Id } from './ids.js';
import { MoneyString, moneyUnitsOf, PlayCurrency, PositiveMoneyAmount, WagerCurrency } from './money.js';

/** Fields every settled play answers with, besides the game's own. */
const Settled = {
  sessionId: z.string().nullable().describe('the game session recorded, once the round is settled'),
  currency: PlayCurrency.describe('the currency the round is played with: every amount is in it'),
  balance: MoneyString.describe('balance of that currency after the play'),
  fairness: RoundFairness,
};

// Slots ---------------------------------------------------------------------------------------
export const SlotSpinRequest = z.strictObject({
  betAmount: PositiveMoneyAmount,
  gameId: Id,
  /** Pay with a free spin from the loyalty balance instead of coins (issue 5; coins only). */
  useFreeSpin: z.boolean().optional(),
  currency: WagerCurrency,
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
export const BlackjackDealRequest = z.strictObject({
  betAmount: PositiveMoneyAmount,
  currency: WagerCurrency,
});
export const BlackjackOutcome = z.enum(['continue', 'blackjack', 'bust', 'win', 'lose', 'push']);
/** The answer to the insurance (or, holding a blackjack, even money) offer against a dealer ace. */
export const BlackjackInsuranceRequest = z.strictObject({
  take: z.boolean(),
  /** The round the decision was made on: refused if another round is open now (a stale click). */
  roundId: z
    .string()
    .regex(/^[1-9][0-9]{0,18}$/, 'must be a round id')
    .optional(),
});
export type BlackjackInsuranceRequest = z.infer<typeof BlackjackInsuranceRequest>;
export const BlackjackInsurance = z.object({
  offer: z
    .enum(['insurance', 'even-money'])
    .describe('even money is insurance offered on a player blackjack'),
  decision: z.enum(['pending', 'taken', 'declined']),
  bet: MoneyString.describe('the insurance stake: half the bet when taken, else 0.00'),
  winAmount: MoneyString.describe('what the insurance returned, stake included (2:1)'),
});
export type BlackjackInsurance = z.infer<typeof BlackjackInsurance>;
export const BlackjackRound = z.object({
  roundId: z.string(),
  phase: z.enum(['betting', 'playing', 'finished']),
  playerCards: z.array(Card),
  dealerCards: z.array(Card).describe('the hole card is hidden while the player plays'),
  playerValue: z.number().int(),
  playerSoft: z.boolean().describe('an ace counts 11 in playerValue ("soft 17")'),
  dealerValue: z.number().int(),
  dealerSoft: z.boolean(),
  result: BlackjackOutcome,
  winAmount: MoneyString.describe('everything the round returned, insurance included'),
  totalBet: MoneyString.describe('everything staked on the round, insurance included'),
  insurance: BlackjackInsurance.nullable().describe('offered when the dealer shows an ace'),
  hands: z.array(
    z.object({
      cards: z.array(Card),
      value: z.number().int(),
      soft: z.boolean(),
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
/** Every European bet (issue 12): the spec's red, black, even, odd and number, and the rest. */
// The bet types are the engine's (it settles them); the contract only names them for the wire.
export const RouletteBetType = z.enum(ROULETTE_BET_TYPES);
export type RouletteBetType = z.infer<typeof RouletteBetType>;
/**
 * How many numbers an inside bet names in `numbers`. Which sets of that size are a split, street,
 * corner or six line of the layout is the engine's rule (a refused shape is a 400 naming the field).
 */
const INSIDE_BET_SIZES: Partial<Record<RouletteBetType, number>> = ROULETTE_INSIDE_SIZES;
const INSIDE_BET_NAMES: Partial<Record<RouletteBetType, string>> = {
  split: 'a split',
  street: 'a street',
  corner: 'a corner',
  'six-line': 'a six line',
};
const POCKET_MESSAGE = 'must be a pocket number from 0 to 36';
const DOZEN_OR_COLUMN = 'must be 1, 2 or 3';
/**
 * The pocket of a straight-up bet (or the dozen / column 1-3): an integer in JSON or in decimal
 * digits ("17"). null and "" (what an outside bet may carry) mean none.
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
const RouletteNumbers = z
  .array(z.number().int(POCKET_MESSAGE).min(0, POCKET_MESSAGE).max(36, POCKET_MESSAGE))
  .max(6, 'names at most 6 numbers (a six line)')
  .describe('the numbers of a split (2), street (3), corner (4) or six line (6), in any order');

/** The fields one bet needs, by type; `where` names the fields in the spec's one-bet form. */
function checkRouletteBet(
  bet: { type: RouletteBetType; value?: number | null | undefined; numbers?: number[] | undefined },
  ctx: z.RefinementCtx,
  where: { value: string; numbers: string | null },
): void {
  const size = INSIDE_BET_SIZES[bet.type];
  const name = INSIDE_BET_NAMES[bet.type] ?? bet.type;
  const value = bet.value ?? null;
  if (size !== undefined) {
    if (where.numbers === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['betType'],
        message: `${name} names its numbers: send it in bets as { type, numbers, amount }`,
      });
    } else if (bet.numbers?.length !== size) {
      ctx.addIssue({
        code: 'custom',
        path: [where.numbers],
        message: `${name} names exactly ${size} numbers`,
      });
    } else if (new Set(bet.numbers).size !== size) {
      ctx.addIssue({ code: 'custom', path: [where.numbers], message: 'must be different numbers' });
    }
    return;
  }
  if (bet.numbers !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: [where.numbers ?? 'numbers'],
      message: `is only for a split, street, corner or six line, not ${name}`,
    });
  if (bet.type === 'number' && value === null)
    ctx.addIssue({ code: 'custom', path: [where.value], message: NEEDS_POCKET });
  if ((bet.type === 'dozen' || bet.type === 'column') && !(value !== null && value >= 1 && value <= 3))
    ctx.addIssue({
      code: 'custom',
      path: [where.value],
      message: `${DOZEN_OR_COLUMN} for a ${bet.type} bet (${bet.type === 'dozen' ? '1-12, 13-24, 25-36' : 'column 1 holds 1, 4 … 34'})`,
    });
}

export const RouletteBet = z
  .strictObject({
    type: RouletteBetType,
    value: RoulettePocket.describe('the pocket of a number bet; the dozen or column (1-3)'),
    numbers: RouletteNumbers.optional(),
    amount: PositiveMoneyAmount,
  })
  .superRefine((bet, ctx) => checkRouletteBet(bet, ctx, { value: 'value', numbers: 'numbers' }));
export type RouletteBet = z.infer<typeof RouletteBet>;
/** The spec's form (total betAmount, first bet's betType/betValue) or every chip in `bets`. */
export const RouletteSpinRequest = z
  .strictObject({
    betAmount: PositiveMoneyAmount.optional(),
    betType: RouletteBetType.optional(),
    betValue: RoulettePocket,
    bets: z.array(RouletteBet).max(50).optional(),
    gameId: Id.optional(),
    currency: WagerCurrency,
  })
  .superRefine((request, ctx) => {
    const { bets, betAmount } = request;
    if (bets && bets.length > 0) {
      // With every chip in `bets`, the spec's total is only a cross-check.
      const total = bets.reduce((sum, bet) => sum + (moneyUnitsOf(bet.amount) ?? 0n), 0n);
      if (betAmount !== undefined && moneyUnitsOf(betAmount) !== total)
        ctx.addIssue({ code: 'custom', path: ['betAmount'], message: 'must equal the sum of the bets' });
    } else if (request.betType !== undefined) {
      checkRouletteBet({ type: request.betType, value: request.betValue }, ctx, {
        value: 'betValue',
        numbers: null,
      });
    }
  });
export type RouletteSpinRequest = z.infer<typeof RouletteSpinRequest>;
/** A signed amount: what a round won (+) or lost (-) the player, "-20.00". */
const NetMoneyString = z
  .string()
  .regex(/^-?\d{1,13}\.\d{2}$/, 'must be a signed decimal amount such as "-20.00"')
  .describe('returned minus staked, signed, e.g. "-20.00"');
export const RouletteSpinResponse = z.object({
  number: z.number().int().min(0).max(36),
  color: z.enum(['red', 'black', 'green']),
  winAmount: MoneyString.describe('returned over all bets, the stakes of winning bets included'),
  isWin: z.boolean().describe('true only when the player is up on the round (net above zero)'),
  totalBet: MoneyString,
  net: NetMoneyString,
  bets: z.array(
    z.object({
      type: RouletteBetType,
      value: z.number().int().nullable(),
      /** Every pocket the bet covers, ascending. */
      pockets: z.array(z.number().int().min(0).max(36)),
      /** The bet's odds, N to 1 (35 for a number, 17 for a split ...). */
      odds: z.number().int(),
      amount: MoneyString,
      won: z.boolean(),
      /** Returned on this bet, its stake included; 0.00 when it lost. */
      payout: MoneyString,
      net: NetMoneyString,
    }),
  ),
  ...Settled,
});
export type RouletteSpinResponse = z.infer<typeof RouletteSpinResponse>;

// Video poker ---------------------------------------------------------------------------------
export const VideoPokerDealRequest = z.strictObject({
  betAmount: PositiveMoneyAmount,
  currency: WagerCurrency,
});
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
export const CrapsBetType = z.enum(CRAPS_BET_TYPES);
export type CrapsBetType = z.infer<typeof CrapsBetType>;
const POINT_MESSAGE = 'must be a point number: 4, 5, 6, 8, 9 or 10';
export const CrapsPoint = z.literal([4, 5, 6, 8, 9, 10], { error: POINT_MESSAGE });
export const CrapsBet = z
  .strictObject({
    type: CrapsBetType,
    amount: PositiveMoneyAmount,
    /** Come odds / don't come odds: the number of the come bet they back. */
    point: CrapsPoint.optional(),
  })
  .superRefine((bet, ctx) => {
    const odds = bet.type === 'come-odds' || bet.type === 'dont-come-odds';
    if (odds && bet.point === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['point'],
        message: `is required for ${bet.type}: ${POINT_MESSAGE}`,
      });
    if (!odds && bet.point !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['point'],
        message: 'is only taken by come-odds and dont-come-odds',
      });
  });
export type CrapsBet = z.infer<typeof CrapsBet>;
/** A roll; `currency` is that of a new round (bets on an open round stay in the round's currency). */
export const CrapsRollRequest = z.strictObject({
  bets: z.array(CrapsBet).max(20).optional(),
  currency: WagerCurrency,
});
/** A bet on the table; come bets carry the number they moved to, come odds the one they back. */
const CrapsTableBet = z.object({
  type: CrapsBetType,
  amount: MoneyString,
  point: z.number().int().optional(),
});
export const CrapsTable = z.object({
  /** The currency of the bets on the table (coins for an empty table). */
  currency: PlayCurrency,
  phase: z.enum(['come-out', 'point']),
  point: z.number().int().nullable(),
  bets: z.array(CrapsTableBet),
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
    CrapsTableBet.extend({ outcome: z.enum(['win', 'lose', 'push']), returned: MoneyString }),
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
  currency: WagerCurrency,
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
  /** The same refusal of a sweepstakes bet: it names the currency the player is short of. */
  insufficientSweeps: "You don't have enough sweepstakes coins for this bet.",
  noBets: 'Please place at least one bet before spinning.',
  /** A guest (or a player who may not play for prizes) choosing sweepstakes coins (issue 18). */
  sweepsNeedsRegistration: 'Register to play with sweepstakes coins.',
} as const;

/** The insufficient-balance refusal of a bet in a currency (coins keep the spec's words). */
export const insufficientPlayMessage = (currency: PlayCurrency): string =>
  currency === 'sweeps' ? PlayMessages.insufficientSweeps : PlayMessages.insufficientBalance;

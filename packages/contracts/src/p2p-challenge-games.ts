import { z } from 'zod';
import { Card } from './cards.js';

// The challenge games of issue 14 as a client reads them: each game's moves, the view every viewer
// (both players and spectators) receives, and the view only a seat receives. The engine's views
// (packages/engine/src/games/<game>/) are these shapes; the room sends the public one as JSON in its
// synced state (`game`) and the private one in the `private` message. Nothing here holds an answer,
// a solution, an undealt card or another seat's hole card while the duel runs: those are in the
// record stored with the finished challenge, with the seed that drew them.

const int = z.number().int();
const seatPair = z.tuple([int, int]);
const itemIndex = int.min(0).max(10_000);

// ---------------------------------------------------------------------------------------------
// Score duels: logic_puzzles, image_puzzles and word_riddles run as the math duel does. Both seats
// walk the same seeded items at their own pace over one shared 300 s clock cut into three rounds of
// rising difficulty; a correct answer scores 1-10 by speed; first to 50 wins, else the higher score.

export const PuzzleDuelKind = z.enum(['logic_puzzles', 'image_puzzles', 'word_riddles']);
export type PuzzleDuelKind = z.infer<typeof PuzzleDuelKind>;

/** A score duel's moves (in ChallengeClientMessages.move's `move`). */
export const PuzzleMove = z.union([
  /**
   * An answer to the seat's current item: a riddle's words; a logic puzzle's full grid, row-major,
   * one digit per cell; a sliding puzzle's solution as the blank's moves, one of U D L R each.
   */
  z.strictObject({ item: itemIndex, answer: z.string().min(1).max(400) }),
  /** Word riddles: reveal the next hint of the current riddle (costs points). */
  z.strictObject({ item: itemIndex, hint: z.literal(true) }),
  /** Give up the current item for the next one (no points; its answer is revealed at the end). */
  z.strictObject({ item: itemIndex, skip: z.literal(true) }),
]);
export type PuzzleMove = z.infer<typeof PuzzleMove>;

/** A score duel as every viewer sees it: scores and progress, never an item or an answer. */
export const PuzzleDuelView = z.object({
  kind: PuzzleDuelKind,
  scores: seatPair,
  solved: seatPair,
  /** 1-3: rounds of rising difficulty over the shared clock. */
  round: int,
  winningScore: int,
  /** Hints taken per seat (word riddles; 0 in the other games). */
  hints: seatPair,
});
export type PuzzleDuelView = z.infer<typeof PuzzleDuelView>;

const itemBase = { index: int, round: int };

export const RiddleItem = z.object({
  ...itemBase,
  text: z.string(),
  /** Letters of the answer (spaces not counted), e.g. 4 for "echo". */
  letters: int,
  /** The hints revealed so far, in order. */
  hints: z.array(z.string()),
  hintsLeft: int,
  /** Points a correct answer loses per hint taken. */
  hintCost: int,
});
export type RiddleItem = z.infer<typeof RiddleItem>;

export const LogicItem = z.object({
  ...itemBase,
  /** A sudoku of size×size cells in boxes of boxRows×boxCols (4: 2×2, 6: 2×3, ...). */
  size: int,
  boxRows: int,
  boxCols: int,
  /** Row-major, size² characters: a digit 1-size is a given, '.' a blank to fill. */
  givens: z.string(),
});
export type LogicItem = z.infer<typeof LogicItem>;

export const SlidingItem = z.object({
  ...itemBase,
  /** size×size tiles (3: the 8-puzzle, 4: the 15-puzzle). */
  size: int,
  /** The picture, one of the bundled images (apps/web/public/puzzles/<image>.svg). */
  image: z.string(),
  /** Row-major start position: tile n (1 … size²-1) belongs at index n-1; 0 is the blank. */
  tiles: z.array(int),
  /** The fewest moves that solve it (the score compares the player's moves with it). */
  par: int,
});
export type SlidingItem = z.infer<typeof SlidingItem>;

/** How the seat's last answer went (a wrong answer locks the seat out until `lockedUntil`). */
const lastAnswer = z
  .object({ index: int, correct: z.boolean(), points: int, skipped: z.boolean() })
  .nullable();
const privateBase = {
  /** Game time until which a wrong answer locks the seat out, or null. */
  lockedUntil: z.number().nullable(),
  last: lastAnswer,
};

export const RiddlePrivateView = z.object({
  kind: z.literal('word_riddles'),
  item: RiddleItem.nullable(),
  ...privateBase,
});
export const LogicPrivateView = z.object({
  kind: z.literal('logic_puzzles'),
  item: LogicItem.nullable(),
  ...privateBase,
});
export const SlidingPrivateView = z.object({
  kind: z.literal('image_puzzles'),
  item: SlidingItem.nullable(),
  ...privateBase,
});
export type RiddlePrivateView = z.infer<typeof RiddlePrivateView>;
export type LogicPrivateView = z.infer<typeof LogicPrivateView>;
export type SlidingPrivateView = z.infer<typeof SlidingPrivateView>;

/** One thing a seat did to an item, as a puzzle duel's record keeps it (game time `at`, ms). */
export const PuzzleDuelEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('answer'),
    index: int,
    answer: z.string(),
    correct: z.boolean(),
    points: int,
    at: z.number(),
  }),
  z.object({ kind: z.literal('hint'), index: int, at: z.number() }),
  z.object({ kind: z.literal('skip'), index: int, at: z.number() }),
]);
export type PuzzleDuelEntry = z.infer<typeof PuzzleDuelEntry>;

/**
 * A finished puzzle duel's record (P2pChallengeDetail.record): the seed, every item either seat was
 * shown with its solution (each game's own fields beside `index`), and what each seat did.
 */
export const PuzzleDuelRecord = z.object({
  gameType: PuzzleDuelKind,
  seed: z.string(),
  items: z.array(z.looseObject({ index: int })),
  log: z.tuple([z.array(PuzzleDuelEntry), z.array(PuzzleDuelEntry)]),
  scores: seatPair,
  solved: seatPair,
  hints: seatPair,
});
export type PuzzleDuelRecord = z.infer<typeof PuzzleDuelRecord>;

// ---------------------------------------------------------------------------------------------
// The blackjack duel (BLACKJACK_DUEL in @casino/games): the same hands from one shoe for both seats,
// each at their own pace over the shared clock.

export const BLACKJACK_DUEL_MOVES = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'] as const;

export const BlackjackDuelMove = z.union([
  /** The stake of hand `hand` (chips, a multiple of the bet step within the duel's limits). */
  z.strictObject({ hand: itemIndex, bet: int.min(1).max(1_000_000) }),
  /** A play on hand `hand`, under the floor's blackjack rules. */
  z.strictObject({ hand: itemIndex, action: z.enum(BLACKJACK_DUEL_MOVES) }),
]);
export type BlackjackDuelMove = z.infer<typeof BlackjackDuelMove>;

/**
 * The blackjack duel as every viewer sees it. A seat's result on a hand is shown only once both seats
 * have played that hand (so nobody learns from the other's stack whether a coming hand is good).
 */
export const BlackjackDuelView = z.object({
  kind: z.literal('blackjack'),
  hands: int,
  startingChips: int,
  /** Hands each seat has finished. */
  handsPlayed: seatPair,
  /** Hands both seats have finished: every figure below is as of then. */
  revealedThrough: int,
  /** Each seat's stack after the revealed hands. */
  stacks: seatPair,
  /** Per revealed hand, each seat's net chips. */
  results: z.array(seatPair),
});
export type BlackjackDuelView = z.infer<typeof BlackjackDuelView>;

export const BlackjackDuelHand = z.object({
  cards: z.array(Card),
  value: int,
  soft: z.boolean(),
  bet: int,
  /** continue, blackjack, bust, win, lose, push (the floor's outcomes). */
  outcome: z.string(),
  winAmount: int,
});

/** One hand as its seat plays it (the dealer's hole card hidden until the dealer plays). */
export const BlackjackDuelRound = z.object({
  hand: int,
  dealerCards: z.array(Card),
  dealerValue: int,
  hands: z.array(BlackjackDuelHand),
  activeHand: int,
  insurance: z
    .object({
      offer: z.enum(['insurance', 'even-money']),
      decision: z.enum(['pending', 'taken', 'declined']),
      bet: int,
    })
    .nullable(),
  canDouble: z.boolean(),
  canSplit: z.boolean(),
  finished: z.boolean(),
  /** Chips won or lost on the hand once finished (0 before). */
  net: int,
});
export type BlackjackDuelRound = z.infer<typeof BlackjackDuelRound>;

export const BlackjackDuelPrivateView = z.object({
  kind: z.literal('blackjack'),
  /** The hand to bet or play next (= hands finished), or `hands` when done. */
  hand: int,
  /** The seat's own stack now. */
  stack: int,
  phase: z.enum(['betting', 'playing', 'done']),
  /** The hand in play, or the one just finished while betting the next. */
  round: BlackjackDuelRound.nullable(),
});
export type BlackjackDuelPrivateView = z.infer<typeof BlackjackDuelPrivateView>;

// ---------------------------------------------------------------------------------------------
// The poker challenge (POKER_CHALLENGE in @casino/games): heads-up no-limit hold'em on the table
// engine, 1,000 chips each, blinds rising on a schedule, over the spec's 1,800 s.

export const POKER_DUEL_ACTIONS = ['fold', 'check', 'call', 'bet', 'raise', 'all-in'] as const;
export const PokerDuelAction = z.enum(POKER_DUEL_ACTIONS);
export type PokerDuelAction = z.infer<typeof PokerDuelAction>;

/** A betting action; `amount` (chips) is the total the bet or raise makes this street. */
export const PokerDuelMove = z.strictObject({
  action: PokerDuelAction,
  amount: int.min(0).max(100_000_000).optional(),
});
export type PokerDuelMove = z.infer<typeof PokerDuelMove>;

/** The spec's emotional state: raise or all-in makes it aggressive, fold cautious. */
export const PokerMood = z.enum(['neutral', 'aggressive', 'cautious']);

export const PokerDuelMetrics = z.object({
  handsPlayed: int,
  handsWon: int,
  /** Percent of hands the seat put chips in voluntarily (0-100). */
  vpip: z.number(),
  /** (bets + raises) / calls; calls of 0 count as 1. */
  aggression: z.number(),
  /** Percent of hands played won (0-100). */
  winRate: z.number(),
});
export type PokerDuelMetrics = z.infer<typeof PokerDuelMetrics>;

export const PokerDuelStreet = z.enum(['preflop', 'flop', 'turn', 'river', 'showdown', 'between']);

export const PokerDuelView = z.object({
  kind: z.literal('poker'),
  handNumber: int,
  /** The blind level (1 = the first of POKER_CHALLENGE.blindLevels). */
  level: int,
  blinds: z.object({ small: int, big: int }),
  /** Game time the next level starts, or null at the last. */
  nextLevelAt: z.number().nullable(),
  stacks: seatPair,
  /** Chips each seat put in on this street. */
  bets: seatPair,
  /** Everything in the middle, this street's bets included. */
  pot: int,
  board: z.array(Card),
  street: PokerDuelStreet,
  button: int,
  /** The seat to act, or null (between hands, or over). */
  toAct: int.nullable(),
  /** Game time the seat to act times out (checks if it can, else folds). */
  actionDeadline: z.number().nullable(),
  lastAction: z.object({ seat: int, action: PokerDuelAction, amount: int }).nullable(),
  /** The spec's per-action performance score, streak and emotional state, per seat. */
  scores: seatPair,
  streaks: seatPair,
  moods: z.tuple([PokerMood, PokerMood]),
  metrics: z.tuple([PokerDuelMetrics, PokerDuelMetrics]),
  /** The last finished hand: who won what, and the hole cards shown at showdown (null: not shown). */
  lastHand: z
    .object({
      handNumber: int,
      winners: z.array(int),
      pot: int,
      board: z.array(Card),
      shown: z.tuple([z.array(Card).nullable(), z.array(Card).nullable()]),
    })
    .nullable(),
});
export type PokerDuelView = z.infer<typeof PokerDuelView>;

export const PokerDuelLegal = z.object({
  canFold: z.boolean(),
  canCheck: z.boolean(),
  canCall: z.boolean(),
  callAmount: int,
  canBet: z.boolean(),
  canRaise: z.boolean(),
  /** The smallest and largest total a bet or raise may make this street. */
  minRaiseTo: int,
  maxRaiseTo: int,
});
export type PokerDuelLegal = z.infer<typeof PokerDuelLegal>;

export const PokerDuelPrivateView = z.object({
  kind: z.literal('poker'),
  /** The seat's own hole cards in the hand in play (empty between hands). */
  cards: z.array(Card),
  /** What the seat may do now, or null when it is not its turn. */
  legal: PokerDuelLegal.nullable(),
});
export type PokerDuelPrivateView = z.infer<typeof PokerDuelPrivateView>;

// ---------------------------------------------------------------------------------------------
// Social actions at a challenge (the poker challenge's emote and chat buttons; every room has them).

/** The emotes a player may send (plain text: no emoji font is needed). */
export const CHALLENGE_EMOTES = [
  'Good luck!',
  'Nice hand!',
  'Well played',
  'Wow!',
  'Thinking…',
  'Bluff?',
  'Good game',
] as const;
export const CHALLENGE_CHAT_MAX_LENGTH = 120;
/** One interaction per this many ms per player, with a burst of `burst`. */
export const CHALLENGE_INTERACTION_RATE = { perMs: 2_000, burst: 3 } as const;

export const ChallengeInteractionType = z.enum(['emote', 'chat']);
/** A room message, `interaction`: an emote from CHALLENGE_EMOTES, or a short chat line. */
export const ChallengeInteraction = z.strictObject({
  type: ChallengeInteractionType,
  message: z.string().trim().min(1).max(CHALLENGE_CHAT_MAX_LENGTH),
});
export type ChallengeInteraction = z.infer<typeof ChallengeInteraction>;

/** The room's broadcast of an interaction, to both players and every spectator. */
export const ChallengeInteractionEvent = z.object({
  seat: int,
  name: z.string(),
  type: ChallengeInteractionType,
  message: z.string(),
  /** Server time (epoch ms). */
  at: z.number(),
});
export type ChallengeInteractionEvent = z.infer<typeof ChallengeInteractionEvent>;

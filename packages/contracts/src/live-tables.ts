import { BLACKJACK_MOVES } from '@casino/engine';
import { z } from 'zod';
import { RouletteBet } from './casino-games.js';
import { IdParam } from './ids.js';
import { MoneyString, PlayCurrency, PositiveMoneyAmount, WagerCurrency } from './money.js';
import { plainText } from './plain-text.js';

// Live tables (issue 16): shared roulette, blackjack and baccarat rounds in rooms, watched by
// spectators; public tables (one per live game of the registry) and private ones joined by a code.
// Amounts in REST bodies are decimal strings; amounts in the synced room state are integer minor
// units (1 coin = 100), as the poker room's are.

/** The Colyseus room name of a live table (join options: LiveTableJoinOptions). */
export const LIVE_TABLE_ROOM = 'live_table';

export const LIVE_GAME_KEYS = ['live-roulette', 'live-blackjack', 'live-baccarat'] as const;
export const LiveGameKey = z.enum(LIVE_GAME_KEYS);
export type LiveGameKey = z.infer<typeof LiveGameKey>;

/**
 * Where a table's round is:
 * - waiting: no round yet (the table opens its first one), or a private table with nobody at it;
 * - betting: the window is open until phaseEndsAt; the round's seed hash is published;
 * - closed: no more bets; the outcome is being drawn (the wheel spins, the cards come out);
 * - playing: blackjack only, the seats play their hands in turn;
 * - results: the round is settled and its outcome shown until phaseEndsAt;
 * - paused: the table cannot reach the database; bets wait, nothing is lost.
 */
export const LIVE_PHASES = ['waiting', 'betting', 'closed', 'playing', 'results', 'paused'] as const;
export const LivePhase = z.enum(LIVE_PHASES);
export type LivePhase = z.infer<typeof LivePhase>;

/** A room code: six characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ (no 0/O, 1/I/L). */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ROOM_CODE_LENGTH = 6;
export const RoomCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/, 'must be a 6-character room code, e.g. "K7Q2MX"');

/**
 * Each table caps the house's exposure per round: the most the house can lose on the round's worst
 * outcome (over every pocket, coup result or, for blackjack, every seat doubling after a split and
 * winning) stays under this many minor units; a bet that would pass it is refused (table_full, 'This
 * table has reached its limit for this round.'). Limits per bet spot are the table's min and max bet.
 */
export const LIVE_ROUND_EXPOSURE_CAP_UNITS = 100_000_000; // 1,000,000.00 coins
/**
 * The cap per currency (issue 18): a table plays with one currency, and its rounds' exposure is held
 * to that currency's cap; sweepstakes coins are redeemable, so their cap is far lower.
 */
export const LIVE_ROUND_EXPOSURE_CAPS: Readonly<Record<PlayCurrency, number>> = {
  coins: LIVE_ROUND_EXPOSURE_CAP_UNITS,
  sweeps: 1_000_000, // 10,000.00 sweepstakes coins
};
export const LIVE_EXPOSURE_REFUSAL = 'This table has reached its limit for this round.';
export const LIVE_BETS_CLOSED_MESSAGE = 'Bets are closed for this round.';
export const LIVE_HISTORY_LENGTH = 20;
/**
 * What the synced state carries of a crowded table's bets: the board's totals per spot, the last
 * LIVE_RECENT_BETS bets as they are placed, and the LIVE_PLAYERS_SHOWN biggest players of the round
 * with the count of everyone at the table. Each player's own bets come to them alone (`myBets`), so
 * a table of a thousand players costs a client what a table of ten does.
 */
export const LIVE_RECENT_BETS = 12;
export const LIVE_PLAYERS_SHOWN = 20;
export const LIVE_BLACKJACK_SEATS = 7;

// REST ----------------------------------------------------------------------------------------

/** One table in the Live Casino list (GET /api/live-tables) and after creating or finding one. */
export const LiveTableSummary = z.object({
  id: z.number().int(),
  gameKey: LiveGameKey,
  name: z.string(),
  isPrivate: z.boolean(),
  /** Private tables only (shown to whoever may join: it is how they join). */
  roomCode: z.string().nullable(),
  /** What the table plays with (issue 18): every bet, limit and result there is in it. */
  currency: PlayCurrency,
  minBet: MoneyString,
  maxBet: MoneyString,
  players: z.number().int().describe('players with a bet or a seat in the current round'),
  spectators: z.number().int(),
  phase: LivePhase,
  /** When the phase ends (server time, ISO); null when it has no deadline. */
  phaseEndsAt: z.string().nullable(),
  roundNumber: z.number().int(),
  /** The last outcomes, newest first (roulette: "17"; baccarat: "banker"; blackjack: "dealer 20"). */
  recent: z.array(z.string()),
  serverTime: z.string().describe('to show countdowns from server time'),
});
export type LiveTableSummary = z.infer<typeof LiveTableSummary>;
export const LiveTableList = z.array(LiveTableSummary);

/** POST /api/live-tables: open a private table of a live game (a player; guests too). */
export const CreatePrivateLiveTableRequest = z.strictObject({
  gameKey: LiveGameKey,
  name: plainText().trim().min(2).max(40).optional(),
  /** Within the game's registry limits of the table's currency; the game's own by default. */
  minBet: PositiveMoneyAmount.optional(),
  maxBet: PositiveMoneyAmount.optional(),
  /** The currency the table plays with: coins unless named. */
  currency: WagerCurrency,
});
export type CreatePrivateLiveTableRequest = z.infer<typeof CreatePrivateLiveTableRequest>;

export const LiveTableIdParams = z.strictObject({ tableId: IdParam });
export const RoomCodeParams = z.strictObject({ roomCode: RoomCode });
export const LiveRoundIdParams = z.strictObject({ roundId: IdParam });

/** A round's public record: its commitment, its outcome once closed, its seed once revealed. */
export const LiveRoundRecord = z.object({
  id: z.string(),
  tableId: z.number().int(),
  gameKey: LiveGameKey,
  /** The table's currency: the stakes and payouts of myBets are in it. */
  currency: PlayCurrency,
  roundNumber: z.number().int(),
  status: z.enum(['betting', 'playing', 'settling', 'settled', 'voided']),
  seedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the round settled (roulette) or its shoe ended (cards); null before. */
  serverSeed: z.string().nullable(),
  /** Card games: the shoe and the position of the round's first card in it. */
  shoe: z
    .object({
      id: z.string(),
      decks: z.number().int(),
      position: z.number().int(),
      ended: z.boolean(),
      /** How many cards the round took (live_rounds.cards_used), once it was played. */
      cardsUsed: z.number().int().nullable().optional(),
    })
    .nullable(),
  outcome: z.unknown().nullable(),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The caller's own bets in the round (empty for someone who only watched). */
  myBets: z.array(
    z.object({
      kind: z.string(),
      spec: z.unknown(),
      stake: MoneyString,
      payout: MoneyString.nullable(),
      status: z.enum(['placed', 'settled', 'refunded']),
    }),
  ),
});
export type LiveRoundRecord = z.infer<typeof LiveRoundRecord>;
export const LiveRoundList = z.array(LiveRoundRecord);
export const LiveRoundListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(LIVE_HISTORY_LENGTH),
});

/** POST /api/poker/private-tables: a private heads-up or ring table joined by its code. */
export const CreatePrivatePokerTableRequest = z.strictObject({
  name: plainText().trim().min(2).max(40).optional(),
  /** The big blind (the small blind is half); within the registry's hold'em limits of the currency. */
  bigBlind: PositiveMoneyAmount.optional(),
  maxPlayers: z.number().int().min(2).max(6).default(6),
  /** The currency the table plays with (its buy-ins and chips): coins unless named. */
  currency: WagerCurrency,
});
export type CreatePrivatePokerTableRequest = z.infer<typeof CreatePrivatePokerTableRequest>;
export const PrivatePokerTable = z.object({
  tableId: z.number().int(),
  roomCode: z.string(),
  name: z.string(),
  currency: PlayCurrency,
});
export type PrivatePokerTable = z.infer<typeof PrivatePokerTable>;

// Room messages -------------------------------------------------------------------------------

export const LiveTableJoinOptions = z.strictObject({
  tableId: z.number().int().min(1),
  /** Watch only: a spectator places no bets and takes no seat. */
  spectate: z.boolean().optional(),
});
export type LiveTableJoinOptions = z.infer<typeof LiveTableJoinOptions>;

const ClientBetId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');

export const BACCARAT_LIVE_BET_TYPES = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export const LiveBaccaratBetType = z.enum(BACCARAT_LIVE_BET_TYPES);
export type LiveBaccaratBetType = z.infer<typeof LiveBaccaratBetType>;

/**
 * A `bet` message: chips on the shared board, accepted only once their stake is in escrow. Its
 * currency (coins when absent) must be the table's: a bet never lands at a table of the other one.
 */
export const LiveBetMessage = z.discriminatedUnion('game', [
  z.strictObject({
    game: z.literal('live-roulette'),
    clientBetId: ClientBetId,
    bets: z.array(RouletteBet).min(1).max(50),
    currency: WagerCurrency,
  }),
  z.strictObject({
    game: z.literal('live-baccarat'),
    clientBetId: ClientBetId,
    bets: z
      .array(z.strictObject({ type: LiveBaccaratBetType, amount: PositiveMoneyAmount }))
      .min(1)
      .max(5),
    currency: WagerCurrency,
  }),
  z.strictObject({
    game: z.literal('live-blackjack'),
    clientBetId: ClientBetId,
    seat: z
      .number()
      .int()
      .min(0)
      .max(LIVE_BLACKJACK_SEATS - 1),
    /** A bet behind another player's seat: it follows that player's decisions. */
    behind: z.boolean().default(false),
    amount: PositiveMoneyAmount,
    currency: WagerCurrency,
  }),
]);
export type LiveBetMessage = z.infer<typeof LiveBetMessage>;

export const LiveTableClientMessages = {
  bet: LiveBetMessage,
  /** Places again what the player bet in the previous round they played. */
  rebet: z.strictObject({ clientBetId: ClientBetId }),
  /** Takes back every bet of the player in the current round while betting is open. */
  cancelBets: z.strictObject({}),
  /** Blackjack: the seat owner's decision for the hand in turn. */
  action: z.strictObject({
    roundNumber: z.number().int().min(1),
    move: z.enum(BLACKJACK_MOVES),
  }),
} as const;
export type LiveTableClientMessage = keyof typeof LiveTableClientMessages;

export const LiveTableServerMessages = {
  /** A refused message: { code, message } with the clientBetId it answers, if any. */
  notice: z.object({ code: z.string(), message: z.string(), clientBetId: z.string().optional() }),
  /** The bets are in escrow; the player's balance of the table's currency after. */
  betAccepted: z.object({ clientBetId: z.string(), balance: MoneyString, currency: PlayCurrency }),
  /**
   * The player's own bets in the current round, whole, sent to them alone whenever they change (at
   * once after betAccepted; a cancel, a blackjack double or split with the next patch) and when they
   * join. A new round sends none: bets of another round than the snapshot's are not this round's.
   */
  myBets: z.object({
    roundId: z.string(),
    bets: z.array(
      z.object({ kind: z.string(), spec: z.string(), spotKey: z.string(), amount: z.number().int() }),
    ),
  }),
  /** The player's own settlement of a round (net is signed; a losing round is never called a win). */
  settled: z.object({
    roundNumber: z.number().int(),
    staked: MoneyString,
    returned: MoneyString,
    net: z.string(),
    balance: MoneyString,
    currency: PlayCurrency,
  }),
} as const;

// Synced state (the room's schema: apps/rooms/src/live-tables/live-table-state.ts) -----------------

const num = (fallback = 0) => z.number().catch(fallback);
const str = z.string().catch('');
const bool = (fallback = false) => z.boolean().catch(fallback);
function itemsOf(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null || !(Symbol.iterator in value)) return [];
  return Array.from(value as Iterable<unknown>);
}
const listOf = <T extends z.ZodType>(item: T) => z.preprocess(itemsOf, z.array(item)).catch([]);
/** A synced map's values (a MapSchema in the client, a plain object once serialised). */
function mapValuesOf(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  const values = (value as { values?: unknown }).values;
  if (typeof values === 'function') return Array.from((values as () => Iterable<unknown>).call(value));
  return Object.values(value);
}
const mapValuesListOf = <T extends z.ZodType>(item: T) => z.preprocess(mapValuesOf, z.array(item)).catch([]);

/** One of the last bets placed at the table (the feed); seq orders them, the newest highest. */
export const LiveBetSnapshot = z.object({
  seq: num(),
  userId: str,
  name: str,
  kind: str,
  /** The bet as placed, JSON (roulette: type, value, numbers; baccarat: type; blackjack: seat). */
  spec: str,
  amount: num(),
});
/** One spot of the shared board: everyone's chips on it this round. */
export const LiveSpotSnapshot = z.object({
  /** The domain's spot key (live_bets.spot_key), e.g. "number:17", "banker", "seat:3". */
  spotKey: str,
  kind: str,
  spec: str,
  amount: num(),
  /** How many bets make it up. */
  bets: num(),
});
export const LivePlayerSnapshot = z.object({
  userId: str,
  name: str,
  totalBet: num(),
  /** Net of the player's last settled round here (signed units). */
  lastNet: num(),
  connected: bool(true),
});
export const LiveHistorySnapshot = z.object({ roundNumber: num(), label: str, outcome: str });
export const LiveHandSnapshot = z.object({
  cards: listOf(z.string()),
  bet: num(),
  doubled: bool(),
  /** playing | stood | bust | blackjack | won | lost | push */
  status: str,
  value: num(),
  soft: bool(),
});
export const LiveSeatSnapshot = z.object({
  seat: num(-1),
  userId: str,
  name: str,
  connected: bool(true),
  hands: listOf(LiveHandSnapshot),
  insurance: num(),
  /** True while the seat's owner still has to answer the insurance offer (the dealer shows an ace). */
  insurancePending: bool(),
  behind: listOf(z.object({ userId: str, name: str, amount: num() })),
});

export const LiveTableSnapshot = z.object({
  tableId: num(),
  gameKey: str,
  name: str,
  roomCode: str,
  /** The table's currency (issue 18): every amount of the state is in it. */
  currency: PlayCurrency.catch('coins'),
  minBet: num(),
  maxBet: num(),
  phase: LivePhase.catch('waiting'),
  /** Epoch ms of the phase's end on the server's clock, 0 without one; serverNow is sent with it. */
  phaseEndsAt: num(),
  serverNow: num(),
  roundNumber: num(),
  roundId: str,
  seedHash: str,
  clientSeed: str,
  nonce: num(),
  spectators: num(),
  /** Everyone at the table: connected players and those with chips down. */
  playerCount: num(),
  /**
   * The round's biggest players (at most LIVE_PLAYERS_SHOWN, by stake, then by their last net), in
   * no particular order (each keeps their slot while shown): sort them to show them.
   */
  players: listOf(LivePlayerSnapshot),
  /** The shared board this round: one entry per spot with chips on it. */
  board: mapValuesListOf(LiveSpotSnapshot),
  /**
   * The latest bets placed this round, at most LIVE_RECENT_BETS (any order: sort by seq). In a crowd
   * a sample: of the bets arriving between two patches, the latest few.
   */
  recentBets: listOf(LiveBetSnapshot),
  /** The last LIVE_HISTORY_LENGTH outcomes, newest first (synced as a ring of slots, sorted here). */
  history: listOf(LiveHistorySnapshot).transform((list) =>
    [...list].sort((a, b) => b.roundNumber - a.roundNumber),
  ),
  /** The round's outcome as JSON once drawn ('' before): roulette { pocket }, baccarat the coup. */
  outcome: str,
  /** Roulette: the pocket once drawn, -1 before. */
  pocket: num(-1),
  /** Baccarat: the cards as they are dealt face up. */
  playerCards: listOf(z.string()),
  bankerCards: listOf(z.string()),
  /** Blackjack: the seats, the dealer's face-up cards (the hole card only once turned), the turn. */
  seats: listOf(LiveSeatSnapshot),
  dealerCards: listOf(z.string()),
  turnSeat: num(-1),
  turnHand: num(0),
  turnEndsAt: num(),
  /** The previous round's revealed fairness data, to verify it (roulette: its seed; cards: the shoe's once ended). */
  lastRoundId: str,
});
export type LiveTableSnapshot = z.infer<typeof LiveTableSnapshot>;
export type LiveSpotSnapshot = z.infer<typeof LiveSpotSnapshot>;
export type LiveMyBets = z.infer<(typeof LiveTableServerMessages)['myBets']>;

// Live status (rooms → api) ---------------------------------------------------------------------

/**
 * Each hosted table's room writes its live status into presence (the hash LIVE_TABLE_STATUS_KEY, field
 * String(tableId), value JSON) at every phase change and every few seconds; GET /api/live-tables reads
 * it for the players, phase and countdown. A status older than LIVE_TABLE_STATUS_STALE_MS is from a
 * room that is gone: the table shows as waiting.
 */
export const LIVE_TABLE_STATUS_KEY = 'casino:live-table-status';
export const LIVE_TABLE_STATUS_STALE_MS = 30_000;
export const LiveTableStatus = z.object({
  tableId: z.number().int(),
  players: z.number().int(),
  spectators: z.number().int(),
  phase: LivePhase,
  /** Epoch ms (server clock) of the phase's end; 0 without one. */
  phaseEndsAt: z.number(),
  roundNumber: z.number().int(),
  /** The last outcomes' labels, newest first. */
  recent: z.array(z.string()),
  /** Epoch ms when the room wrote it. */
  updatedAt: z.number(),
});
export type LiveTableStatus = z.infer<typeof LiveTableStatus>;

import { z } from 'zod';
import { Card } from './cards.js';
import { Id } from './ids.js';
import { MoneyAmount, MoneyString, PlayCurrency, PositiveMoneyAmount, WagerCurrency } from './money.js';
import { PokerCardOpening, PokerDealProof, PokerNextDeck, Sha256Hex, TableSeed } from './poker-fairness.js';

// Live hold'em (issue 6): the REST calls of the spec (document 2, section 7) and the messages of the
// Colyseus poker room. Amounts are decimal coin strings, as everywhere in the API.

/** In a body or a room's join options; a path carries it as IdParam. */
export const PokerTableId = Id.describe('poker table id');

/** A table in the lobby list (spec: id, name, stakes, currentPlayers, maxPlayers, minBuyIn, maxBuyIn, averagePot, handsPerHour). */
export const PokerTable = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the table plays with (issue 18): buy-ins come from, and chips go back to, this wallet. */
  currency: PlayCurrency,
  stakes: z.string().describe('blinds as the spec displays them, e.g. "$2/$5"'),
  smallBlind: MoneyString,
  bigBlind: MoneyString,
  currentPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  minBuyIn: MoneyString,
  maxBuyIn: MoneyString,
  averagePot: MoneyString.describe('mean final pot of the hands completed in the last 24 hours'),
  handsPerHour: z.number().describe('hands completed in the last hour'),
  isOpen: z.boolean().describe('a rooms process hosts the table right now'),
});
export type PokerTable = z.infer<typeof PokerTable>;

export const PokerPhase = z.enum(['waiting', 'pre-flop', 'flop', 'turn', 'river', 'showdown']);
export type PokerPhase = z.infer<typeof PokerPhase>;

export const PokerSeatView = z.object({
  position: z.number().int(),
  playerId: z.string(),
  playerName: z.string(),
  chipCount: MoneyString.describe('chips behind, not yet in the pot'),
  isDealer: z.boolean(),
  isSmallBlind: z.boolean(),
  isBigBlind: z.boolean(),
  currentBet: MoneyString.describe('chips put in on this street'),
  isFolded: z.boolean(),
  isAllIn: z.boolean(),
  isSittingOut: z.boolean(),
  isConnected: z.boolean(),
  inHand: z.boolean(),
  /** Two cards for the viewer's own seat and for hands shown at showdown; empty otherwise. */
  cards: z.array(Card),
});
export type PokerSeatView = z.infer<typeof PokerSeatView>;

export const PokerHandWinner = z.object({
  playerId: z.string(),
  playerName: z.string(),
  amount: MoneyString,
  handName: z.string().nullable(),
});

/** The last finished hand: its deal proof (checkable against the deck commitment shown before it) and winners. */
export const PokerLastHand = z.object({
  handNumber: z.number().int(),
  proof: PokerDealProof,
  pot: MoneyString,
  board: z.array(Card),
  winners: z.array(PokerHandWinner),
});
export type PokerLastHand = z.infer<typeof PokerLastHand>;

/** The caller's own view of a table (spec's poker game state, plus what a live client needs). */
export const PokerGameState = z.object({
  tableId: z.number().int(),
  tableName: z.string(),
  currency: PlayCurrency.describe("the table's currency: every amount here is in it"),
  version: z.number().int().describe('state version; actions carry it so stale ones are refused'),
  handNumber: z.number().int().nullable(),
  pot: MoneyString,
  gamePhase: PokerPhase,
  playerChips: MoneyString.describe("the caller's chips behind ('0.00' when not seated)"),
  playerCards: z.array(Card),
  communityCards: z.array(Card),
  seats: z.array(PokerSeatView),
  maxPlayers: z.number().int(),
  playerPosition: z.number().int().nullable(),
  actionOnPlayer: z.number().int().nullable(),
  canFold: z.boolean(),
  canCheck: z.boolean(),
  canCall: z.boolean(),
  canRaise: z.boolean(),
  callAmount: MoneyString,
  currentBet: MoneyString,
  minRaise: MoneyString.describe('the smallest total a bet or raise may go to'),
  maxRaise: MoneyString.describe('the largest: all in'),
  timeToAct: z.number().describe('seconds left for the player to act, 0 when nobody is to act'),
  smallBlind: MoneyString,
  bigBlind: MoneyString,
  deckCommitment: z
    .string()
    .nullable()
    .describe('the deck commitment of the hand in play (or of the last hand)'),
  nextDeck: PokerNextDeck.nullable().describe(
    "the next hand's deck commitment, published before the players' seeds for it are final",
  ),
  playerCardOpenings: z
    .array(PokerCardOpening)
    .describe("the caller's own hole cards opened against the deck commitment (theirs only)"),
  lastHand: PokerLastHand.nullable(),
});
export type PokerGameState = z.infer<typeof PokerGameState>;

export const PokerJoinRequest = z.strictObject({
  tableId: PokerTableId,
  buyInAmount: PositiveMoneyAmount,
  /** The currency of the buy-in: it must be the table's (coins when absent). */
  currency: WagerCurrency,
  clientSeed: TableSeed.optional().describe(
    'your own input to the next deal; without one the server draws a random seed for you',
  ),
});
export type PokerJoinRequest = z.infer<typeof PokerJoinRequest>;
export const PokerJoinResponse = z.object({
  tableId: z.number().int(),
  tableName: z.string(),
  gameState: PokerGameState,
});
export type PokerJoinResponse = z.infer<typeof PokerJoinResponse>;

export const PokerActionType = z.enum(['fold', 'check', 'call', 'bet', 'raise', 'all-in']);
export type PokerActionType = z.infer<typeof PokerActionType>;

export const PokerActionRequest = z.strictObject({
  type: PokerActionType,
  amount: MoneyAmount.optional().describe('for bet and raise: the total to bet or raise to'),
  version: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('the state version the action was made against'),
});
export type PokerActionRequest = z.infer<typeof PokerActionRequest>;
export const PokerActionResponse = z.object({ gameState: PokerGameState, message: z.string() });
export type PokerActionResponse = z.infer<typeof PokerActionResponse>;

export const PokerLeaveResponse = z.object({
  success: z.literal(true),
  cashedOut: MoneyString,
  message: z.string(),
});
export type PokerLeaveResponse = z.infer<typeof PokerLeaveResponse>;

export const PokerHandSummaryItem = z.object({
  handNumber: z.number().int(),
  status: z.enum(['completed', 'voided']),
  pot: MoneyString,
  deckCommitment: z.string().nullable().describe('null for hands dealt before committed decks'),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type PokerHandSummaryItem = z.infer<typeof PokerHandSummaryItem>;
export const PokerHandText = z.object({ handNumber: z.number().int(), text: z.string() });

// Room messages (client → room). Validated by the room; anything else is refused with an `error` message.

/** Options of `join('poker_table', ...)`: spectators watch, players sit with a buy-in. */
export const PokerRoomJoinOptions = z.strictObject({
  tableId: PokerTableId,
  spectate: z.boolean().optional(),
});
export type PokerRoomJoinOptions = z.infer<typeof PokerRoomJoinOptions>;

export const PokerRoomMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('sit'),
    buyIn: PositiveMoneyAmount,
    /** The buy-in's currency: it must be the table's (coins when absent). */
    currency: WagerCurrency,
    seat: z.number().int().min(0).max(9).optional(),
    /** The player's seed for the next deck (see `seed`). */
    clientSeed: TableSeed.optional(),
    deckCommitment: Sha256Hex.optional(),
  }),
  /** The player's own input to the deal of the deck committed as `deckCommitment` (a stale one is dropped). */
  z.strictObject({ type: z.literal('seed'), clientSeed: TableSeed, deckCommitment: Sha256Hex }),
  z.strictObject({
    type: z.literal('action'),
    action: PokerActionType,
    amount: MoneyAmount.optional(),
    version: z.number().int().nonnegative(),
  }),
  z.strictObject({ type: z.literal('sit-out') }),
  z.strictObject({ type: z.literal('sit-in') }),
  z.strictObject({ type: z.literal('top-up'), amount: PositiveMoneyAmount, currency: WagerCurrency }),
  z.strictObject({ type: z.literal('stand-up') }),
]);
export type PokerRoomMessage = z.infer<typeof PokerRoomMessage>;

/** Room → client, on the `notice` channel: a refusal or what happened to the player. */
export const PokerRoomNotice = z.object({
  kind: z.enum(['error', 'info']),
  code: z.string(),
  message: z.string(),
});
export type PokerRoomNotice = z.infer<typeof PokerRoomNotice>;

// The REST calls reach the table's room over presence pub/sub (Redis when scaled out), whichever
// process hosts it: a request on the table's channel, the answer on the request's own channel.

export const pokerTableChannel = (tableId: number): string => `poker:table:${tableId}`;

export const PokerTableCall = z.discriminatedUnion('op', [
  z.object({ op: z.literal('state') }),
  z.object({
    op: z.literal('join'),
    buyIn: PositiveMoneyAmount,
    currency: WagerCurrency,
    clientSeed: TableSeed.optional(),
  }),
  z.object({
    op: z.literal('action'),
    type: PokerActionType,
    amount: MoneyString.optional(),
    version: z.number().int().nonnegative().optional(),
  }),
  z.object({ op: z.literal('leave') }),
]);
export type PokerTableCall = z.infer<typeof PokerTableCall>;

export const PokerTableRequest = z.object({
  requestId: z.string(),
  replyTo: z.string(),
  userId: z.string(),
  call: PokerTableCall,
});
export type PokerTableRequest = z.infer<typeof PokerTableRequest>;

export const PokerTableReply = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    gameState: PokerGameState,
    message: z.string(),
    cashedOut: MoneyString.optional(),
  }),
  z.object({ ok: z.literal(false), error: z.string(), message: z.string() }),
]);
export type PokerTableReply = z.infer<typeof PokerTableReply>;

/**
 * The back office's calls to the room hosting a table (issue 15), on the same channel as the REST
 * calls: `retire` finishes the hand in play, cashes every seat out and closes the room (the keeper
 * opens it again, with its new stakes, while the table is active); `void-hand` voids the hand in play
 * as a crash does (every seat's chips back to the wallet) and closes the room.
 */
export const PokerTableAdminCall = z.discriminatedUnion('op', [
  z.object({ op: z.literal('retire') }),
  z.object({ op: z.literal('void-hand'), handId: z.string() }),
]);
export type PokerTableAdminCall = z.infer<typeof PokerTableAdminCall>;

export const PokerTableAdminRequest = z.object({
  requestId: z.string(),
  replyTo: z.string(),
  userId: z.string(),
  call: PokerTableAdminCall,
});
export type PokerTableAdminRequest = z.infer<typeof PokerTableAdminRequest>;

export const PokerTableAdminReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), refunds: z.array(z.object({ userId: z.string(), amount: MoneyString })) }),
  z.object({ ok: z.literal(false), error: z.string(), message: z.string() }),
]);
export type PokerTableAdminReply = z.infer<typeof PokerTableAdminReply>;

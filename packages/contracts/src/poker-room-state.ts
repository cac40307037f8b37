import { z } from 'zod';
import { PlayCurrency } from './money.js';
import { PokerPhase } from './poker.js';

// The live poker room's synced state as a client reads it (the room's schema is
// apps/rooms/src/poker/poker-room-state.ts), and the `clock` message. Amounts are integer minor units
// (1 coin = 100); cards are codes ("As"). A client reads the decoded state before the first patch
// and after every one, so each field falls back to the room's own default when it is missing, and
// the room's MapSchema and ArraySchema are read as anything with forEach or an iterator.

const num = (fallback = 0) => z.number().catch(fallback);
const bool = (fallback = false) => z.boolean().catch(fallback);
const str = z.string().catch('');

/** ArraySchema, a plain array or anything iterable: its items. */
function itemsOf(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null || !(Symbol.iterator in value)) return [];
  return Array.from(value as Iterable<unknown>);
}

/** MapSchema or Map (forEach(value, key)), or a plain record (a state's toJSON()): its values. */
function valuesOf(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  const forEach = (value as { forEach?: unknown }).forEach;
  if (typeof forEach !== 'function') return Object.values(value);
  const out: unknown[] = [];
  (forEach as (cb: (item: unknown) => void) => void).call(value, (item) => out.push(item));
  return out;
}

const listOf = <T extends z.ZodType>(item: T) => z.preprocess(itemsOf, z.array(item)).catch([]);

/** One opened deck position: sha256(`${table}:${hand}:${position}:${card}:${salt}`) is its commitment. */
export const PokerRoomCardOpening = z.object({
  deal: num(-1),
  position: num(-1),
  card: str,
  salt: str,
});

/** What only the seat's owner receives (the room's StateView): hole cards and betting options. */
export const PokerPrivateSeatSnapshot = z.object({
  cards: listOf(z.string()),
  /** Own cards opened against the deck commitment. */
  openings: listOf(PokerRoomCardOpening),
  canFold: bool(),
  canCheck: bool(),
  canCall: bool(),
  canRaise: bool(),
  raiseKind: z.enum(['bet', 'raise']).catch('bet'),
  callAmount: num(),
  minRaiseTo: num(),
  maxRaiseTo: num(),
});
export type PokerPrivateSeatSnapshot = z.infer<typeof PokerPrivateSeatSnapshot>;

export const PokerSeatSnapshot = z.object({
  position: num(),
  playerId: str,
  playerName: str,
  chips: num(),
  streetBet: num(),
  totalBet: num(),
  isDealer: bool(),
  isSmallBlind: bool(),
  isBigBlind: bool(),
  inHand: bool(),
  hasCards: bool(),
  isFolded: bool(),
  isAllIn: bool(),
  isActing: bool(),
  isSittingOut: bool(),
  isLeaving: bool(),
  owesBlinds: bool(),
  /** The room's default is true: a missing field is no reason to show a player as away. */
  isConnected: bool(true),
  /** The last betting action this street ("Check", "Raise to 20.00", ...). */
  lastAction: str,
  /** Cards shown at the last showdown (public), else empty. */
  shownCards: listOf(z.string()),
  shownDescription: str,
  /** Only ever present for the viewer's own seat. */
  private: PokerPrivateSeatSnapshot.nullable().catch(null),
});
export type PokerSeatSnapshot = z.infer<typeof PokerSeatSnapshot>;

export const PokerWinnerSnapshot = z.object({
  playerId: str,
  playerName: str,
  /** What the winner took from the pot(s). */
  amount: num(),
  /** The winner's result on the hand: what they took less what they put in. */
  net: num(),
  handName: str,
});
export type PokerWinnerSnapshot = z.infer<typeof PokerWinnerSnapshot>;

/** The room's last finished hand as synced: its public deal proof, flattened, and its winners. */
const PokerRoomLastHand = z.object({
  handNumber: num(),
  deckCommitment: str,
  commitments: listOf(z.string()),
  playerSeeds: listOf(z.object({ seat: num(-1), seed: str })),
  entropy: str,
  dealOrder: listOf(z.number()),
  openings: listOf(PokerRoomCardOpening),
  pot: num(),
  showdown: bool(),
  board: listOf(z.string()),
  winners: listOf(PokerWinnerSnapshot),
});

const PokerRoomStateFields = z.object({
  tableId: num(),
  tableName: str,
  /** The table's currency (issue 18): blinds, buy-ins, stacks and pots are in it. */
  currency: PlayCurrency.catch('coins'),
  maxPlayers: num(),
  smallBlind: num(),
  bigBlind: num(),
  minBuyIn: num(),
  maxBuyIn: num(),
  actionTimeoutMs: num(30_000),
  /** Engine state version: actions carry it, stale ones are refused. */
  version: num(),
  handNumber: num(),
  phase: PokerPhase.catch('waiting'),
  pot: num(),
  currentBet: num(),
  minRaise: num(),
  board: listOf(z.string()),
  /** Seat to act, or -1. */
  actionOn: num(-1),
  /** When the seat to act times out, in server epoch ms (0 when nobody is to act). */
  actionDeadline: num(),
  /** The deck commitment of the hand in play (or of the last hand); '' before any. */
  deckCommitment: str,
  /** The next hand's number and deck commitment, shown between hands (0 and '' during a hand). */
  nextHandNumber: num(),
  nextDeckCommitment: str,
  seats: z.preprocess(valuesOf, z.array(PokerSeatSnapshot)).catch([]),
  lastHand: PokerRoomLastHand.nullable().catch(null),
  spectators: num(),
});

/**
 * The table as a client renders it, read from the room's decoded state: seats by position, and the
 * last hand (null until one has finished) with its deal proof as `PokerDealProof` has it.
 */
export const PokerTableSnapshot = z
  .preprocess((state) => (typeof state === 'object' && state !== null ? state : {}), PokerRoomStateFields)
  .transform(({ lastHand, seats, ...table }) => ({
    ...table,
    seats: [...seats].sort((a, b) => a.position - b.position),
    lastHand:
      lastHand && lastHand.handNumber > 0
        ? {
            handNumber: lastHand.handNumber,
            proof: {
              tableId: String(table.tableId),
              handNumber: lastHand.handNumber,
              deckCommitment: lastHand.deckCommitment,
              commitments: lastHand.commitments,
              playerSeeds: lastHand.playerSeeds,
              entropy: lastHand.entropy,
              dealOrder: lastHand.dealOrder,
              openings: lastHand.openings,
            },
            pot: lastHand.pot,
            showdown: lastHand.showdown,
            board: lastHand.board,
            winners: lastHand.winners,
          }
        : null,
  }));
export type PokerTableSnapshot = z.output<typeof PokerTableSnapshot>;
export type PokerLastHandSnapshot = NonNullable<PokerTableSnapshot['lastHand']>;

/** Room → client on joining: the server's clock, so the action timer counts down from its deadline. */
export const PokerClockMessage = z.object({ serverNow: z.number() });
export type PokerClockMessage = z.infer<typeof PokerClockMessage>;

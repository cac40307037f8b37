import { schema, type SchemaType } from '@colyseus/schema';

// The Colyseus state of a poker table, synced to every client in the room. Everything here is public
// except `SeatState.private` (view: true): a client sees it only for the seat added to its StateView,
// its own (ARCHITECTURE.md "Rooms": hole cards reach only their owner). Cards are short codes ("As",
// "Td"). Amounts are integer minor units (1 coin = 100). Declared with schema() rather than
// decorators, so every compiler setting (tsx, esbuild, tsc) builds the same classes.

const num = (value = 0) => ({ type: 'number', default: value }) as const;
const bool = (value = false) => ({ type: 'boolean', default: value }) as const;
const str = (value = '') => ({ type: 'string', default: value }) as const;

/** One opened deck position: sha256(`${table}:${hand}:${position}:${card}:${salt}`) is its commitment. */
export const CardOpeningState = schema(
  { deal: num(), position: num(), card: str(), salt: str() },
  'CardOpeningState',
);
export type CardOpeningState = SchemaType<typeof CardOpeningState>;

export const SeatSeedState = schema({ seat: num(), seed: str() }, 'SeatSeedState');
export type SeatSeedState = SchemaType<typeof SeatSeedState>;

/** What only the seat's owner sees: hole cards (opened against the deck commitment) and the betting options. */
export const PrivateSeatState = schema(
  {
    cards: { array: 'string' },
    openings: { array: CardOpeningState },
    canFold: bool(),
    canCheck: bool(),
    canCall: bool(),
    canRaise: bool(),
    raiseKind: str('bet'),
    callAmount: num(),
    minRaiseTo: num(),
    maxRaiseTo: num(),
  },
  'PrivateSeatState',
);
export type PrivateSeatState = SchemaType<typeof PrivateSeatState>;

export const SeatState = schema(
  {
    position: { type: 'uint8', default: 0 },
    playerId: str(),
    playerName: str(),
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
    isConnected: bool(true),
    /** The last betting action this street ("Check", "Raise to 20.00", ...), for the seat's label. */
    lastAction: str(),
    /** Cards shown at the last showdown (public), else empty. */
    shownCards: { array: 'string' },
    shownDescription: str(),
    private: { type: PrivateSeatState, view: true },
  },
  'SeatState',
);
export type SeatState = SchemaType<typeof SeatState>;

export const PotWinnerState = schema(
  { playerId: str(), playerName: str(), amount: num(), net: num(), handName: str() },
  'PotWinnerState',
);
export type PotWinnerState = SchemaType<typeof PotWinnerState>;

/**
 * The last finished hand and its deal proof: the 52 card commitments behind the deck commitment, the
 * players' seeds and entropy, and the openings of the board and the hands shown (never a folded one).
 */
export const LastHandState = schema(
  {
    handNumber: num(),
    deckCommitment: str(),
    commitments: { array: 'string' },
    playerSeeds: { array: SeatSeedState },
    entropy: str(),
    dealOrder: { array: 'number' },
    openings: { array: CardOpeningState },
    pot: num(),
    showdown: bool(),
    board: { array: 'string' },
    winners: { array: PotWinnerState },
  },
  'LastHandState',
);
export type LastHandState = SchemaType<typeof LastHandState>;

export const PokerRoomState = schema(
  {
    tableId: num(),
    tableName: str(),
    /** The table's currency (issue 18): 'coins' or 'sweeps'; every amount of the state is in it. */
    currency: str('coins'),
    maxPlayers: { type: 'uint8', default: 0 },
    smallBlind: num(),
    bigBlind: num(),
    minBuyIn: num(),
    maxBuyIn: num(),
    actionTimeoutMs: num(30_000),
    /** Engine state version: actions carry it, stale ones are refused. */
    version: num(),
    handNumber: num(),
    phase: str('waiting'),
    pot: num(),
    currentBet: num(),
    minRaise: num(),
    board: { array: 'string' },
    /** Seat to act, or -1. */
    actionOn: { type: 'int8', default: -1 },
    /** When the seat to act times out, in server epoch ms (clients correct by the `clock` message). */
    actionDeadline: num(),
    /** The deck commitment of the hand in play (or of the last hand). */
    deckCommitment: str(),
    /** The next hand's number and deck commitment, published before its seeds are final (0 and '' in a hand). */
    nextHandNumber: num(),
    nextDeckCommitment: str(),
    /** Seats by position ("0".."9"). */
    seats: { map: SeatState },
    lastHand: { type: LastHandState },
    spectators: { type: 'uint16', default: 0 },
  },
  'PokerRoomState',
);
export type PokerRoomState = SchemaType<typeof PokerRoomState>;

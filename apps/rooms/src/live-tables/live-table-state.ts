import { schema, type SchemaType } from '@colyseus/schema';

// The Colyseus state of a live table (issue 16), synced to every client in the room, players and
// spectators alike: everything here is public (a blackjack hole card is written only once it is turned).
// Field names are those of LiveTableSnapshot (packages/contracts/src/live-tables.ts), which is how the
// web reads it. Amounts are integer minor units (1 coin = 100). Declared with schema() rather than
// decorators, as poker-room-state.ts is, so every compiler setting builds the same classes.

const num = (value = 0) => ({ type: 'number', default: value }) as const;
const bool = (value = false) => ({ type: 'boolean', default: value }) as const;
const str = (value = '') => ({ type: 'string', default: value }) as const;

/** One of the last bets placed (the feed), shown as soon as it is in escrow; seq orders them. */
export const LiveBetState = schema(
  { seq: num(), userId: str(), name: str(), kind: str(), spec: str(), amount: num() },
  'LiveBetState',
);
export type LiveBetState = SchemaType<typeof LiveBetState>;

/** One spot of the shared board: everyone's chips on it this round. */
export const LiveSpotState = schema(
  { spotKey: str(), kind: str(), spec: str(), amount: num(), bets: num() },
  'LiveSpotState',
);
export type LiveSpotState = SchemaType<typeof LiveSpotState>;

/** One of the round's biggest players at the table (LIVE_PLAYERS_SHOWN of them). */
export const LivePlayerState = schema(
  { userId: str(), name: str(), totalBet: num(), lastNet: num(), connected: bool(true) },
  'LivePlayerState',
);
export type LivePlayerState = SchemaType<typeof LivePlayerState>;

/** One past round: its label ("17", "banker", "dealer 20") and its outcome as JSON. */
export const LiveHistoryState = schema(
  { roundNumber: num(), label: str(), outcome: str() },
  'LiveHistoryState',
);
export type LiveHistoryState = SchemaType<typeof LiveHistoryState>;

/** Blackjack: one hand of a seat (a split makes two). */
export const LiveHandState = schema(
  {
    cards: { array: 'string' },
    bet: num(),
    doubled: bool(),
    status: str('playing'),
    value: num(),
    soft: bool(),
  },
  'LiveHandState',
);
export type LiveHandState = SchemaType<typeof LiveHandState>;

export const LiveBehindState = schema({ userId: str(), name: str(), amount: num() }, 'LiveBehindState');
export type LiveBehindState = SchemaType<typeof LiveBehindState>;

/** Blackjack: a seat of the seven, its owner, hands and the bets behind it. */
export const LiveSeatState = schema(
  {
    seat: num(-1),
    userId: str(),
    name: str(),
    connected: bool(true),
    hands: { array: LiveHandState },
    insurance: num(),
    insurancePending: bool(),
    behind: { array: LiveBehindState },
  },
  'LiveSeatState',
);
export type LiveSeatState = SchemaType<typeof LiveSeatState>;

export const LiveTableState = schema(
  {
    tableId: num(),
    gameKey: str(),
    name: str(),
    roomCode: str(),
    /** The table's currency (issue 18): 'coins' or 'sweeps'; every amount of the state is in it. */
    currency: str('coins'),
    minBet: num(),
    maxBet: num(),
    phase: str('waiting'),
    /** Epoch ms of the phase's end on the server's clock (0 without one); serverNow is sent with it. */
    phaseEndsAt: num(),
    serverNow: num(),
    roundNumber: num(),
    roundId: str(),
    seedHash: str(),
    clientSeed: str(),
    nonce: num(),
    spectators: num(),
    playerCount: num(),
    players: { array: LivePlayerState },
    board: { map: LiveSpotState },
    recentBets: { array: LiveBetState },
    history: { array: LiveHistoryState },
    outcome: str(),
    pocket: num(-1),
    playerCards: { array: 'string' },
    bankerCards: { array: 'string' },
    seats: { array: LiveSeatState },
    dealerCards: { array: 'string' },
    turnSeat: num(-1),
    turnHand: num(),
    turnEndsAt: num(),
    lastRoundId: str(),
  },
  'LiveTableState',
);
export type LiveTableState = SchemaType<typeof LiveTableState>;

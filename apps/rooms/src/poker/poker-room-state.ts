import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';

// The Colyseus state of a poker table, synced to every client in the room. Everything here is public
// except `SeatState.private` (@view): a client sees it only for the seat added to its StateView, its
// own (ARCHITECTURE.md "Rooms": hole cards reach only their owner). Cards are short codes ("As", "Td").
// Amounts are integer minor units (1 coin = 100).

/** What only the seat's owner sees: hole cards and the betting options when it is their turn. */
export class PrivateSeatState extends Schema {
  @type(['string']) cards = new ArraySchema<string>();
  @type('boolean') canFold = false;
  @type('boolean') canCheck = false;
  @type('boolean') canCall = false;
  @type('boolean') canRaise = false;
  @type('string') raiseKind = 'bet';
  @type('number') callAmount = 0;
  @type('number') minRaiseTo = 0;
  @type('number') maxRaiseTo = 0;
}

export class SeatState extends Schema {
  @type('uint8') position = 0;
  @type('string') playerId = '';
  @type('string') playerName = '';
  @type('number') chips = 0;
  @type('number') streetBet = 0;
  @type('number') totalBet = 0;
  @type('boolean') isDealer = false;
  @type('boolean') isSmallBlind = false;
  @type('boolean') isBigBlind = false;
  @type('boolean') inHand = false;
  @type('boolean') hasCards = false;
  @type('boolean') isFolded = false;
  @type('boolean') isAllIn = false;
  @type('boolean') isActing = false;
  @type('boolean') isSittingOut = false;
  @type('boolean') isLeaving = false;
  @type('boolean') owesBlinds = false;
  @type('boolean') isConnected = true;
  /** The last betting action this street ("Check", "Raise to 20", ...), for the seat's label. */
  @type('string') lastAction = '';
  /** Cards shown at the last showdown (public), else empty. */
  @type(['string']) shownCards = new ArraySchema<string>();
  @type('string') shownDescription = '';
  @view() @type(PrivateSeatState) private = new PrivateSeatState();
}

export class PotWinnerState extends Schema {
  @type('string') playerId = '';
  @type('string') playerName = '';
  @type('number') amount = 0;
  @type('string') handName = '';
}

/** The last finished hand: its seed is revealed so anyone can check the commitment and the deck. */
export class LastHandState extends Schema {
  @type('number') handNumber = 0;
  @type('string') serverSeed = '';
  @type('string') serverSeedHash = '';
  @type('string') clientSeed = '';
  @type('number') nonce = 0;
  @type('number') pot = 0;
  @type('boolean') showdown = false;
  @type(['string']) board = new ArraySchema<string>();
  @type([PotWinnerState]) winners = new ArraySchema<PotWinnerState>();
}

export class PokerRoomState extends Schema {
  @type('number') tableId = 0;
  @type('string') tableName = '';
  @type('uint8') maxPlayers = 0;
  @type('number') smallBlind = 0;
  @type('number') bigBlind = 0;
  @type('number') minBuyIn = 0;
  @type('number') maxBuyIn = 0;
  @type('number') actionTimeoutMs = 30_000;
  /** Engine state version: actions carry it, stale ones are refused. */
  @type('number') version = 0;
  @type('number') handNumber = 0;
  @type('string') phase = 'waiting';
  @type('number') pot = 0;
  @type('number') currentBet = 0;
  @type('number') minRaise = 0;
  @type(['string']) board = new ArraySchema<string>();
  /** Seat to act, or -1. */
  @type('int8') actionOn = -1;
  /** When the seat to act times out, in server epoch ms (clients correct by the `clock` message). */
  @type('number') actionDeadline = 0;
  /** sha256 of the hand's server seed, committed when the hand started. */
  @type('string') serverSeedHash = '';
  /** Seats by position ("0".."9"). */
  @type({ map: SeatState }) seats = new MapSchema<SeatState>();
  @type(LastHandState) lastHand = new LastHandState();
  @type('uint16') spectators = 0;
}

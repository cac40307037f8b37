import type { PokerCardOpening, PokerDealProof, PokerPhase } from '@casino/contracts';

// A plain copy of the poker room's synced state (apps/rooms/src/poker/poker-room-state.ts), taken
// after every patch so React renders from ordinary objects. colyseus.js decodes the state by
// reflection, so its shape is read defensively here, in one place. Amounts stay in integer minor
// units (1 coin = 100), cards stay as codes ("As").

export interface PrivateSeatSnapshot {
  cards: string[];
  /** Own cards opened against the deck commitment (only the viewer's own seat carries them). */
  openings: PokerCardOpening[];
  canFold: boolean;
  canCheck: boolean;
  canCall: boolean;
  canRaise: boolean;
  raiseKind: 'bet' | 'raise';
  callAmount: number;
  minRaiseTo: number;
  maxRaiseTo: number;
}

export interface SeatSnapshot {
  position: number;
  playerId: string;
  playerName: string;
  chips: number;
  streetBet: number;
  totalBet: number;
  isDealer: boolean;
  isSmallBlind: boolean;
  isBigBlind: boolean;
  inHand: boolean;
  hasCards: boolean;
  isFolded: boolean;
  isAllIn: boolean;
  isActing: boolean;
  isSittingOut: boolean;
  isLeaving: boolean;
  owesBlinds: boolean;
  isConnected: boolean;
  lastAction: string;
  shownCards: string[];
  shownDescription: string;
  /** Only ever present for the viewer's own seat (the room's StateView). */
  private: PrivateSeatSnapshot | null;
}

export interface WinnerSnapshot {
  playerId: string;
  playerName: string;
  amount: number;
  handName: string;
}

export interface LastHandSnapshot {
  handNumber: number;
  /** The deal's public proof: commitments, seeds, entropy, the board and shown hands opened. */
  proof: PokerDealProof;
  pot: number;
  showdown: boolean;
  board: string[];
  winners: WinnerSnapshot[];
}

export interface TableSnapshot {
  tableId: number;
  tableName: string;
  maxPlayers: number;
  smallBlind: number;
  bigBlind: number;
  minBuyIn: number;
  maxBuyIn: number;
  actionTimeoutMs: number;
  version: number;
  handNumber: number;
  phase: PokerPhase;
  pot: number;
  currentBet: number;
  minRaise: number;
  board: string[];
  /** Seat to act, or -1. */
  actionOn: number;
  /** Server epoch ms, 0 when nobody is to act. */
  actionDeadline: number;
  /** The deck commitment of the hand in play (or of the last hand); '' before any. */
  deckCommitment: string;
  /** The next hand's number and deck commitment, shown between hands ('' during a hand). */
  nextHandNumber: number;
  nextDeckCommitment: string;
  /** Occupied seats by position. */
  seats: SeatSnapshot[];
  /** Null until a hand has finished at this table. */
  lastHand: LastHandSnapshot | null;
  spectators: number;
}

type Bag = Record<string, unknown>;

const PHASES: readonly PokerPhase[] = ['waiting', 'pre-flop', 'flop', 'turn', 'river', 'showdown'];

const bag = (v: unknown): Bag => (typeof v === 'object' && v !== null ? (v as Bag) : {});
const num = (v: unknown, fallback = 0): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const bool = (v: unknown): boolean => v === true;

/** ArraySchema, a plain array or anything iterable → strings. */
function strings(v: unknown): string[] {
  if (typeof v !== 'object' || v === null || !(Symbol.iterator in v)) return [];
  return Array.from(v as Iterable<unknown>).filter((x): x is string => typeof x === 'string');
}

function items(v: unknown): unknown[] {
  if (typeof v !== 'object' || v === null || !(Symbol.iterator in v)) return [];
  return Array.from(v as Iterable<unknown>);
}

/** MapSchema or Map → its values (both have forEach(value, key)). */
function mapValues(v: unknown): unknown[] {
  const out: unknown[] = [];
  const forEach = bag(v).forEach;
  if (typeof forEach === 'function')
    (forEach as (cb: (value: unknown) => void) => void).call(v, (value) => out.push(value));
  return out;
}

function openingsOf(v: unknown): PokerCardOpening[] {
  return items(v).map((o) => {
    const x = bag(o);
    return { deal: num(x.deal, -1), position: num(x.position, -1), card: str(x.card), salt: str(x.salt) };
  });
}

function numbers(v: unknown): number[] {
  return items(v).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
}

function privateOf(v: unknown): PrivateSeatSnapshot | null {
  if (typeof v !== 'object' || v === null) return null;
  const p = bag(v);
  return {
    cards: strings(p.cards),
    openings: openingsOf(p.openings),
    canFold: bool(p.canFold),
    canCheck: bool(p.canCheck),
    canCall: bool(p.canCall),
    canRaise: bool(p.canRaise),
    raiseKind: p.raiseKind === 'raise' ? 'raise' : 'bet',
    callAmount: num(p.callAmount),
    minRaiseTo: num(p.minRaiseTo),
    maxRaiseTo: num(p.maxRaiseTo),
  };
}

function seatOf(v: unknown): SeatSnapshot {
  const s = bag(v);
  return {
    position: num(s.position),
    playerId: str(s.playerId),
    playerName: str(s.playerName),
    chips: num(s.chips),
    streetBet: num(s.streetBet),
    totalBet: num(s.totalBet),
    isDealer: bool(s.isDealer),
    isSmallBlind: bool(s.isSmallBlind),
    isBigBlind: bool(s.isBigBlind),
    inHand: bool(s.inHand),
    hasCards: bool(s.hasCards),
    isFolded: bool(s.isFolded),
    isAllIn: bool(s.isAllIn),
    isActing: bool(s.isActing),
    isSittingOut: bool(s.isSittingOut),
    isLeaving: bool(s.isLeaving),
    owesBlinds: bool(s.owesBlinds),
    // The schema's default is true; a missing field is not a reason to show a player as away.
    isConnected: s.isConnected !== false,
    lastAction: str(s.lastAction),
    shownCards: strings(s.shownCards),
    shownDescription: str(s.shownDescription),
    private: privateOf(s.private),
  };
}

function lastHandOf(v: unknown, tableId: number): LastHandSnapshot | null {
  const h = bag(v);
  const handNumber = num(h.handNumber);
  if (handNumber <= 0) return null;
  return {
    handNumber,
    proof: {
      tableId: String(tableId),
      handNumber,
      deckCommitment: str(h.deckCommitment),
      commitments: strings(h.commitments),
      playerSeeds: items(h.playerSeeds).map((x) => ({ seat: num(bag(x).seat, -1), seed: str(bag(x).seed) })),
      entropy: str(h.entropy),
      dealOrder: numbers(h.dealOrder),
      openings: openingsOf(h.openings),
    },
    pot: num(h.pot),
    showdown: bool(h.showdown),
    board: strings(h.board),
    winners: items(h.winners).map((w) => {
      const x = bag(w);
      return {
        playerId: str(x.playerId),
        playerName: str(x.playerName),
        amount: num(x.amount),
        handName: str(x.handName),
      };
    }),
  };
}

export function snapshotOf(state: unknown): TableSnapshot {
  const s = bag(state);
  const phase = PHASES.find((p) => p === s.phase) ?? 'waiting';
  return {
    tableId: num(s.tableId),
    tableName: str(s.tableName),
    maxPlayers: num(s.maxPlayers),
    smallBlind: num(s.smallBlind),
    bigBlind: num(s.bigBlind),
    minBuyIn: num(s.minBuyIn),
    maxBuyIn: num(s.maxBuyIn),
    actionTimeoutMs: num(s.actionTimeoutMs, 30_000),
    version: num(s.version),
    handNumber: num(s.handNumber),
    phase,
    pot: num(s.pot),
    currentBet: num(s.currentBet),
    minRaise: num(s.minRaise),
    board: strings(s.board),
    actionOn: num(s.actionOn, -1),
    actionDeadline: num(s.actionDeadline),
    deckCommitment: str(s.deckCommitment),
    nextHandNumber: num(s.nextHandNumber),
    nextDeckCommitment: str(s.nextDeckCommitment),
    seats: mapValues(s.seats)
      .map(seatOf)
      .sort((a, b) => a.position - b.position),
    lastHand: lastHandOf(s.lastHand, num(s.tableId)),
    spectators: num(s.spectators),
  };
}

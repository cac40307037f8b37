import type { ArraySchema } from '@colyseus/schema';
import {
  DECK_SIZE,
  fromCard,
  cardToString,
  legalActions,
  ownCardOpenings,
  publicTableView,
  type Card,
  type CardId,
  type CardOpening,
  type HoldemTableState,
} from '@casino/engine';
import type { PokerTableRow } from '@casino/db';
import {
  CardOpeningState,
  LastHandState,
  PokerRoomState,
  PotWinnerState,
  SeatSeedState,
  SeatState,
} from './poker-room-state.js';
import type { FinishedHand } from './poker-game-state.js';
import type { NextDeck } from './next-deal.js';

/** Each card id's short code ("As"), made once: a sync compares codes without building strings. */
const CODE_OF_ID: readonly string[] = Array.from({ length: DECK_SIZE }, (_, id) => cardToString(id));
const codeOfId = (id: CardId): string => CODE_OF_ID[id] ?? cardToString(id);
const code = (card: Card): string => codeOfId(fromCard(card));
const NO_CARDS: readonly CardId[] = [];

/** Assigns only when the value differs, so unchanged fields send nothing in the next patch. */
function set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}

/**
 * Replaces a synced card list when it changed (schema() types its arrays as plain string[]). Runs on
 * every change of every seat, so the comparison allocates nothing.
 */
function setCodes<C>(list: string[], cards: readonly C[], codeOf: (card: C) => string): void {
  const target = list as unknown as ArraySchema<string>;
  let same = target.length === cards.length;
  for (let i = 0; same && i < cards.length; i++) same = target.at(i) === codeOf(cards[i]!);
  if (same) return;
  target.clear();
  for (const card of cards) target.push(codeOf(card));
}

const openingState = (o: CardOpening): CardOpeningState =>
  Object.assign(new CardOpeningState(), { deal: o.deal, position: o.position, card: o.card, salt: o.salt });

/** Replaces a seat's own openings when they changed (a new hand, or none after it). */
function setOpenings(list: CardOpeningState[], openings: readonly CardOpening[]): void {
  const target = list as unknown as ArraySchema<CardOpeningState>;
  let same = target.length === openings.length;
  for (let i = 0; same && i < openings.length; i++) same = target.at(i)?.salt === openings[i]!.salt;
  if (same) return;
  target.clear();
  for (const opening of openings) target.push(openingState(opening));
}

/** The last hand's public deal proof, copied into a fresh LastHandState. */
function proofInto(target: LastHandState, proof: FinishedHand['proof']): void {
  target.deckCommitment = proof.deckCommitment;
  target.entropy = proof.entropy;
  target.commitments.push(...proof.commitments);
  target.dealOrder.push(...proof.dealOrder);
  target.playerSeeds.push(
    ...proof.playerSeeds.map((s) => Object.assign(new SeatSeedState(), { seat: s.seat, seed: s.seed })),
  );
  target.openings.push(...proof.openings.map(openingState));
}

/** The room state's fixed part: what the table is, before anyone sits. */
export function roomStateOf(row: PokerTableRow, actionTimeoutMs: number): PokerRoomState {
  const state = new PokerRoomState();
  state.tableId = row.id;
  state.tableName = row.name;
  state.currency = row.currency;
  state.maxPlayers = row.max_players;
  state.smallBlind = Number(row.small_blind);
  state.bigBlind = Number(row.big_blind);
  state.minBuyIn = Number(row.min_buy_in);
  state.maxBuyIn = Number(row.max_buy_in);
  state.actionTimeoutMs = actionTimeoutMs;
  return state;
}

export interface SyncExtras {
  connected: (playerId: string) => boolean;
  lastActions: ReadonlyMap<number, string>;
  lastHand: FinishedHand | null;
  /** The next hand's deck (only its commitment is synced), or null during a hand. */
  nextDeck: NextDeck | null;
  spectators: number;
}

/**
 * Copies the table into the room state only when something it copies changed since the last copy:
 * the engine's table (immutable: every change is a new object, and the last actions change only with
 * it), the last hand, the next deck, the spectator count or a seated player's connection. A table's
 * timers and the presence tick ask for a refresh every second whatever happened; most ask for nothing.
 */
export class RoomSync {
  private table: HoldemTableState | null = null;
  private lastHand: FinishedHand | null = null;
  private nextDeck: NextDeck | null = null;
  private spectators = -1;
  private connected = -1;

  /** Syncs `state` if needed; true when it did (the caller then sends the patch). */
  sync(state: PokerRoomState, table: HoldemTableState, now: number, extras: SyncExtras): boolean {
    let connected = 0;
    for (const [i, seat] of table.seats.entries())
      if (seat && extras.connected(seat.playerId)) connected |= 1 << i;
    if (
      table === this.table &&
      extras.lastHand === this.lastHand &&
      extras.nextDeck === this.nextDeck &&
      extras.spectators === this.spectators &&
      connected === this.connected
    )
      return false;
    syncRoomState(state, table, now, extras);
    this.table = table;
    this.lastHand = extras.lastHand;
    this.nextDeck = extras.nextDeck;
    this.spectators = extras.spectators;
    this.connected = connected;
    return true;
  }
}

/**
 * Copies the engine's table into the room state: the public view for everyone and, per seat, its
 * private part (hole cards, betting options) that only the seat's owner's StateView contains.
 */
export function syncRoomState(
  state: PokerRoomState,
  table: HoldemTableState,
  now: number,
  extras: SyncExtras,
): void {
  const view = publicTableView(table, now);
  set(state, 'version', view.version);
  set(state, 'handNumber', table.hand?.handNumber ?? table.lastHand?.handNumber ?? 0);
  set(state, 'phase', view.gamePhase === 'hand-over' ? 'showdown' : view.gamePhase);
  set(state, 'pot', view.pot);
  set(state, 'currentBet', view.currentBet);
  set(state, 'minRaise', view.minRaise);
  setCodes(state.board, view.communityCards, code);
  set(state, 'actionOn', view.actionOnPlayer ?? -1);
  set(state, 'actionDeadline', view.actionDeadline ?? 0);
  set(state, 'deckCommitment', view.deckCommitment ?? '');
  set(state, 'nextHandNumber', extras.nextDeck?.handNumber ?? 0);
  set(state, 'nextDeckCommitment', extras.nextDeck?.deckCommitment ?? '');
  set(state, 'spectators', extras.spectators);

  const present = new Set<string>();
  for (const s of view.seats) {
    const key = String(s.position);
    present.add(key);
    let seat = state.seats.get(key);
    if (!seat || seat.playerId !== s.playerId) {
      seat = new SeatState();
      seat.position = s.position;
      seat.playerId = s.playerId;
      state.seats.set(key, seat);
    }
    set(seat, 'playerName', s.playerName);
    set(seat, 'chips', s.chipCount);
    set(seat, 'streetBet', s.streetBet);
    set(seat, 'totalBet', s.totalBet);
    set(seat, 'isDealer', s.isDealer);
    set(seat, 'isSmallBlind', s.isSmallBlind);
    set(seat, 'isBigBlind', s.isBigBlind);
    set(seat, 'inHand', s.inHand);
    set(seat, 'hasCards', s.hasCards);
    set(seat, 'isFolded', s.folded);
    set(seat, 'isAllIn', s.allIn);
    set(seat, 'isActing', s.isActing);
    set(seat, 'isSittingOut', s.sittingOut);
    set(seat, 'isLeaving', s.leaving);
    set(seat, 'owesBlinds', s.owesBlinds);
    set(seat, 'isConnected', extras.connected(s.playerId));
    set(seat, 'lastAction', extras.lastActions.get(s.position) ?? '');
    setCodes(seat.shownCards, s.shownCards ?? [], code);
    const shown = view.lastHand?.shown.find((x) => x.seat === s.position);
    set(seat, 'shownDescription', shown && s.shownCards ? shown.description : '');

    // The seat's own cards and options (not privateTableView, which rebuilds the public view per seat).
    const mine = legalActions(table, s.position);
    const p = seat.private;
    setCodes(p.cards, table.hand?.players[s.position]?.cards ?? NO_CARDS, codeOfId);
    setOpenings(p.openings, ownCardOpenings(table, s.position));
    set(p, 'canFold', mine.canFold);
    set(p, 'canCheck', mine.canCheck);
    set(p, 'canCall', mine.canCall);
    set(p, 'canRaise', mine.canRaise);
    set(p, 'raiseKind', mine.raiseKind);
    set(p, 'callAmount', mine.callAmount);
    set(p, 'minRaiseTo', mine.minRaiseTo);
    set(p, 'maxRaiseTo', mine.maxRaiseTo);
  }
  for (const key of [...state.seats.keys()]) if (!present.has(key)) state.seats.delete(key);

  const last = extras.lastHand;
  if (last && state.lastHand.handNumber !== last.handNumber) {
    const next = new LastHandState();
    next.handNumber = last.handNumber;
    proofInto(next, last.proof);
    next.pot = last.pot;
    next.showdown = last.showdown;
    next.board.push(...last.board.map(code));
    for (const w of last.winners) {
      const winner = new PotWinnerState();
      winner.playerId = w.playerId;
      winner.playerName = w.playerName;
      winner.amount = w.amount;
      winner.net = w.net;
      winner.handName = w.handName ?? '';
      next.winners.push(winner);
    }
    state.lastHand = next;
  }
}

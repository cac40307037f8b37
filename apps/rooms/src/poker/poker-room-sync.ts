import type { ArraySchema } from '@colyseus/schema';
import {
  fromCard,
  cardToString,
  legalActions,
  ownCardOpenings,
  publicTableView,
  toCard,
  type Card,
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

const code = (card: Card): string => cardToString(fromCard(card));

/** Assigns only when the value differs, so unchanged fields send nothing in the next patch. */
function set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}

/** Replaces a synced card list when it changed (schema() types its arrays as plain string[]). */
function setCards(list: string[], cards: readonly Card[]): void {
  const target = list as unknown as ArraySchema<string>;
  const codes = cards.map(code);
  if (target.length === codes.length && codes.every((c, i) => target.at(i) === c)) return;
  target.clear();
  target.push(...codes);
}

const openingState = (o: CardOpening): CardOpeningState =>
  Object.assign(new CardOpeningState(), { deal: o.deal, position: o.position, card: o.card, salt: o.salt });

/** Replaces a seat's own openings when they changed (a new hand, or none after it). */
function setOpenings(list: CardOpeningState[], openings: readonly CardOpening[]): void {
  const target = list as unknown as ArraySchema<CardOpeningState>;
  if (target.length === openings.length && openings.every((o, i) => target.at(i)?.salt === o.salt)) return;
  target.clear();
  target.push(...openings.map(openingState));
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
  setCards(state.board, view.communityCards);
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
    setCards(seat.shownCards, s.shownCards ?? []);
    const shown = view.lastHand?.shown.find((x) => x.seat === s.position);
    set(seat, 'shownDescription', shown && s.shownCards ? shown.description : '');

    // The seat's own cards and options (not privateTableView, which rebuilds the public view per seat).
    const mine = legalActions(table, s.position);
    const p = seat.private;
    setCards(p.cards, (table.hand?.players[s.position]?.cards ?? []).map(toCard));
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

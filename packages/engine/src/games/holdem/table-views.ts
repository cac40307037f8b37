// What each client may see (boardgame.io's playerView idea; ARCHITECTURE.md "Rooms": private data
// reaches only its owner). The public view has no hole cards except those shown at the last
// showdown, no deck, no server seed and no salt but those of opened cards; a seat's private view
// adds its own cards, their openings and betting options. Field names follow the spec's poker game
// state (§3).
import { toCard, type Card } from '../../cards.js';
import { legalActionsOf, NO_LEGAL_ACTIONS, type LegalActions } from './betting-round.js';
import { holeCardOpenings, type CardOpening, type DealProof } from './committed-deck.js';
import { buildPots } from './side-pots.js';
import type { HoldemTableState, Street } from './table-state.js';
import type { AwardedPot } from './hand-history.js';

/** `showdown`: the last hand ended with cards shown; `hand-over`: it was won without a showdown. */
export type GamePhase = 'waiting' | Street | 'showdown' | 'hand-over';

export interface SeatView {
  readonly position: number;
  readonly playerId: string;
  readonly playerName: string;
  readonly chipCount: number;
  readonly isDealer: boolean;
  readonly isSmallBlind: boolean;
  readonly isBigBlind: boolean;
  readonly sittingOut: boolean;
  readonly leaving: boolean;
  /** Owes a blind before being dealt in (new player or missed blinds). */
  readonly owesBlinds: boolean;
  /** Dealt into the hand in progress. */
  readonly inHand: boolean;
  /** In the hand and not folded (show card backs). */
  readonly hasCards: boolean;
  readonly folded: boolean;
  readonly allIn: boolean;
  /** Chips in front of the player on this street. */
  readonly streetBet: number;
  /** Chips the player has put in this hand (blinds included). */
  readonly totalBet: number;
  readonly isActing: boolean;
  /** Cards shown at the last showdown, else null. */
  readonly shownCards: readonly Card[] | null;
}

export interface LastHandView {
  readonly handId: string;
  readonly showdown: boolean;
  readonly board: readonly Card[];
  readonly pots: readonly AwardedPot[];
  readonly shown: readonly {
    readonly seat: number;
    readonly cards: readonly Card[];
    readonly description: string;
  }[];
  /** The deal's public proof: commitments, seeds, entropy, board and shown openings. */
  readonly proof: DealProof;
}

export interface PublicTableView {
  readonly tableId: string;
  readonly tableName: string;
  readonly maxSeats: number;
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly minBuyIn: number;
  readonly maxBuyIn: number;
  readonly actionTimeoutMs: number;
  readonly version: number;
  readonly gamePhase: GamePhase;
  readonly handId: string | null;
  /** The deck commitment of the hand in progress (or of the last hand, proved in lastHand). */
  readonly deckCommitment: string | null;
  /** All chips in the middle, current street bets included. */
  readonly pot: number;
  /** Main and side pots as settled at the end of the previous street. */
  readonly pots: readonly number[];
  readonly currentBet: number;
  /** The smallest bet or raise-to open to the player to act (0 when none). */
  readonly minRaise: number;
  readonly communityCards: readonly Card[];
  readonly seats: readonly SeatView[];
  readonly buttonSeat: number | null;
  readonly actionOnPlayer: number | null;
  readonly actionDeadline: number | null;
  /** Whole seconds left to act (the spec's timer bar is scaled to 30). */
  readonly timeToAct: number;
  readonly lastHand: LastHandView | null;
}

export interface PrivateTableView extends PublicTableView, LegalActions {
  readonly playerPosition: number;
  readonly playerChips: number;
  /** Own hole cards in the hand in progress (empty when not dealt in). */
  readonly playerCards: readonly Card[];
  /** Their openings against the deck commitment (only this seat may see them). */
  readonly playerCardOpenings: readonly CardOpening[];
}

function phaseOf(state: HoldemTableState): GamePhase {
  if (state.hand) return state.hand.street;
  if (state.lastHand) return state.lastHand.showdown ? 'showdown' : 'hand-over';
  return 'waiting';
}

export function publicTableView(state: HoldemTableState, now: number): PublicTableView {
  const { config, hand, lastHand } = state;
  const shown = new Map((hand ? [] : (lastHand?.shown ?? [])).map((s) => [s.seat, s.cards.map(toCard)]));
  const seats: SeatView[] = [];
  state.seats.forEach((s, position) => {
    if (!s) return;
    const p = hand?.players[position] ?? null;
    seats.push({
      position,
      playerId: s.playerId,
      playerName: s.name,
      chipCount: s.stack,
      isDealer: (hand ? hand.buttonSeat : state.buttonSeat) === position,
      isSmallBlind: hand?.smallBlindSeat === position,
      isBigBlind: hand?.bigBlindSeat === position,
      sittingOut: s.sittingOut,
      leaving: s.leaving,
      owesBlinds: s.owesBigBlind || s.owesSmallBlind,
      inHand: p !== null,
      hasCards: p !== null && !p.folded,
      folded: p?.folded ?? false,
      allIn: p?.allIn ?? false,
      streetBet: p?.streetBet ?? 0,
      totalBet: p ? p.committed + p.dead : 0,
      isActing: hand?.actionOn === position,
      shownCards: shown.get(position) ?? null,
    });
  });
  let pot = 0;
  let pots: number[] = [];
  if (hand) {
    const players = hand.players.filter((p) => p !== null);
    for (const p of players) pot += p.committed + p.dead;
    const settled = buildPots(
      players.map((p) => ({ seat: p.seat, amount: p.committed - p.streetBet, live: !p.folded })),
      players.reduce((sum, p) => sum + p.dead, 0),
    );
    pots = settled.pots.map((x) => x.amount);
  }
  const actor = hand?.actionOn ?? null;
  const deadline = hand?.actionDeadline ?? null;
  return {
    tableId: config.tableId,
    tableName: config.name,
    maxSeats: config.maxSeats,
    smallBlind: config.smallBlind,
    bigBlind: config.bigBlind,
    minBuyIn: config.minBuyIn,
    maxBuyIn: config.maxBuyIn,
    actionTimeoutMs: config.actionTimeoutMs,
    version: state.version,
    gamePhase: phaseOf(state),
    handId: hand?.handId ?? lastHand?.handId ?? null,
    deckCommitment: hand?.deal.deckCommitment ?? lastHand?.proof.deckCommitment ?? null,
    pot,
    pots,
    currentBet: hand?.currentBet ?? 0,
    minRaise: hand && actor !== null ? legalActionsOf(hand, state.seats, actor).minRaiseTo : 0,
    communityCards: (hand?.board ?? lastHand?.board ?? []).map(toCard),
    seats,
    buttonSeat: hand?.buttonSeat ?? state.buttonSeat,
    actionOnPlayer: actor,
    actionDeadline: deadline,
    timeToAct: deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000)),
    lastHand:
      hand || !lastHand
        ? null
        : {
            handId: lastHand.handId,
            showdown: lastHand.showdown,
            board: lastHand.board.map(toCard),
            pots: lastHand.pots,
            shown: lastHand.shown.map((s) => ({
              seat: s.seat,
              cards: s.cards.map(toCard),
              description: s.description,
            })),
            proof: lastHand.proof,
          },
  };
}

/** The public view plus what only `seat` may see: its hole cards and its betting options. */
export function privateTableView(state: HoldemTableState, seat: number, now: number): PrivateTableView {
  const hand = state.hand;
  const own = hand?.players[seat] ?? null;
  return {
    ...publicTableView(state, now),
    ...(hand ? legalActionsOf(hand, state.seats, seat) : NO_LEGAL_ACTIONS),
    playerPosition: seat,
    playerChips: state.seats[seat]?.stack ?? 0,
    playerCards: own ? own.cards.map(toCard) : [],
    playerCardOpenings: ownCardOpenings(state, seat),
  };
}

/** The openings of a seat's hole cards in the hand in progress (empty when not dealt in). */
export function ownCardOpenings(state: HoldemTableState, seat: number): readonly CardOpening[] {
  const hand = state.hand;
  return hand?.players[seat] ? holeCardOpenings(hand.deal, hand.deck, seat) : [];
}

/** The betting options of `seat` now (all false unless it is that seat's turn). */
export function legalActions(state: HoldemTableState, seat: number): LegalActions {
  return state.hand ? legalActionsOf(state.hand, state.seats, seat) : NO_LEGAL_ACTIONS;
}

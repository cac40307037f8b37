import type { Card, PlayCurrency, PokerGameState, PokerLastHand, PokerPhase } from '@casino/contracts';
import { formatMoney } from '@casino/domain';
import {
  privateTableView,
  publicTableView,
  seatOfPlayer,
  type DealProof,
  type GamePhase,
  type HoldemTableState,
} from '@casino/engine';
import type { NextDeck } from './next-deal.js';

/** What the room remembers of the last finished hand beyond the engine's summary (names, hand number). */
export interface FinishedHand {
  handNumber: number;
  /** The public deal proof: no server seed, no burn, no stub, no folded card. */
  proof: DealProof;
  pot: number;
  showdown: boolean;
  board: Card[];
  winners: Array<{
    playerId: string;
    playerName: string;
    /** What the winner took from the pot(s). */
    amount: number;
    /** The winner's result on the hand: what they took less what they put in. */
    net: number;
    handName: string | null;
  }>;
}

const money = (units: number): string => formatMoney(BigInt(units));

export const toLastHand = (f: FinishedHand): PokerLastHand => ({
  handNumber: f.handNumber,
  proof: {
    ...f.proof,
    commitments: [...f.proof.commitments],
    playerSeeds: [...f.proof.playerSeeds],
    dealOrder: [...f.proof.dealOrder],
    openings: [...f.proof.openings],
  },
  pot: money(f.pot),
  board: f.board,
  winners: f.winners.map(({ net: _net, ...w }) => ({ ...w, amount: money(w.amount) })),
});

/** The engine's phases in the spec's words: a finished hand shows as `showdown` until the next starts. */
const phaseOf = (phase: GamePhase): PokerPhase => (phase === 'hand-over' ? 'showdown' : phase);

/**
 * The spec's poker game state for one player (document 2, section 3), from the engine's views: their
 * own cards and options when seated, the public view otherwise. The REST calls answer with it.
 */
export function toPokerGameState(
  table: HoldemTableState,
  userId: string,
  now: number,
  extra: {
    tableId: number;
    currency: PlayCurrency;
    connected: (playerId: string) => boolean;
    lastHand: FinishedHand | null;
    handNumber: number | null;
    nextDeck: NextDeck | null;
  },
): PokerGameState {
  const seat = seatOfPlayer(table, userId);
  const own = seat === null ? null : privateTableView(table, seat, now);
  const view = own ?? publicTableView(table, now);
  return {
    tableId: extra.tableId,
    tableName: view.tableName,
    currency: extra.currency,
    version: view.version,
    handNumber: extra.handNumber,
    pot: money(view.pot),
    gamePhase: phaseOf(view.gamePhase),
    playerChips: money(own?.playerChips ?? 0),
    playerCards: own ? [...own.playerCards] : [],
    communityCards: [...view.communityCards],
    seats: view.seats.map((s) => ({
      position: s.position,
      playerId: s.playerId,
      playerName: s.playerName,
      chipCount: money(s.chipCount),
      isDealer: s.isDealer,
      isSmallBlind: s.isSmallBlind,
      isBigBlind: s.isBigBlind,
      currentBet: money(s.streetBet),
      isFolded: s.folded,
      isAllIn: s.allIn,
      isSittingOut: s.sittingOut,
      isConnected: extra.connected(s.playerId),
      inHand: s.inHand,
      cards: s.position === seat && own ? [...own.playerCards] : [...(s.shownCards ?? [])],
    })),
    maxPlayers: view.maxSeats,
    playerPosition: seat,
    actionOnPlayer: view.actionOnPlayer,
    canFold: own?.canFold ?? false,
    canCheck: own?.canCheck ?? false,
    canCall: own?.canCall ?? false,
    canRaise: own?.canRaise ?? false,
    callAmount: money(own?.callAmount ?? 0),
    currentBet: money(view.currentBet),
    minRaise: money(own?.canRaise ? own.minRaiseTo : view.minRaise),
    maxRaise: money(own?.canRaise ? own.maxRaiseTo : 0),
    timeToAct: view.timeToAct,
    smallBlind: money(view.smallBlind),
    bigBlind: money(view.bigBlind),
    deckCommitment: view.deckCommitment,
    // The next deck's commitment only: its server seed never leaves the room.
    nextDeck: extra.nextDeck
      ? { handNumber: extra.nextDeck.handNumber, deckCommitment: extra.nextDeck.deckCommitment }
      : null,
    playerCardOpenings: own ? [...own.playerCardOpenings] : [],
    lastHand: extra.lastHand ? toLastHand(extra.lastHand) : null,
  };
}

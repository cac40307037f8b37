// The storable state of a hold'em cash table: plain JSON (numbers, strings, booleans, arrays,
// null), so the rooms layer can persist it as jsonb and restore it after a crash. Never mutated:
// the reducer returns a new state sharing the unchanged parts.
import type { CardId } from '../../cards.js';
import { reject, type Rejected } from '../../engine-result.js';
import type { HandDeal } from './committed-deck.js';
import {
  validateTableConfig,
  type HoldemTableConfig,
  type HoldemTableConfigInput,
  type TableConfigError,
} from './table-config.js';
import type { HandActionRecord, HandPostRecord, HandSummary } from './hand-history.js';

export type Street = 'pre-flop' | 'flop' | 'turn' | 'river';

export interface SeatState {
  readonly playerId: string;
  readonly name: string;
  /** Chips behind, not in the current hand's pot (minor units). */
  readonly stack: number;
  /** Not dealt into hands that start while set (the current hand, if any, plays on). */
  readonly sittingOut: boolean;
  /** Must post a live big blind to be dealt in: a new player, or the big blind passed while out. */
  readonly owesBigBlind: boolean;
  /** Must post a dead small blind: the small blind passed while sitting out. */
  readonly owesSmallBlind: boolean;
  /** Stood up during a hand they were dealt into; removed (cashing out) when that hand ends. */
  readonly leaving: boolean;
}

/** One player dealt into the current hand. Their chips behind stay in `SeatState.stack`. */
export interface HandPlayer {
  readonly seat: number;
  readonly playerId: string;
  readonly name: string;
  /** Two hole cards. Secret: only `privateTableView` of this seat, or a showdown, reveals them. */
  readonly cards: readonly CardId[];
  /** Stack when the hand started, before any blind: what `voidHand` restores. */
  readonly startStack: number;
  /** Live chips put in on the current street. */
  readonly streetBet: number;
  /** Live chips put in over the whole hand (streetBet included). */
  readonly committed: number;
  /** Dead chips (a missed small blind) that go to the main pot and do not count as a bet. */
  readonly dead: number;
  readonly folded: boolean;
  readonly allIn: boolean;
  /** The street's bet level when this player last acted voluntarily; null: not yet this street. */
  readonly actedAt: number | null;
  /** Timed out this hand: later turns are checked or folded at once (until they sit back in). */
  readonly timedOut: boolean;
}

export interface SeatDebts {
  readonly seat: number;
  readonly playerId: string;
  readonly owesBigBlind: boolean;
  readonly owesSmallBlind: boolean;
}

export interface HandState {
  readonly handNumber: number;
  readonly handId: string;
  readonly startedAt: number;
  /**
   * The committed deck and the players' seeds that mixed it (committed-deck.ts). The server seed
   * and the salts are never revealed; the deck commitment is public from before the hand.
   */
  readonly deal: HandDeal;
  /** The whole deck in dealing order (deal position k holds the committed card D[P[k]]). Secret. */
  readonly deck: readonly CardId[];
  /** Index in `deck` of the next card to deal. */
  readonly deckPosition: number;
  readonly buttonSeat: number;
  /** Heads-up the button is also the small blind (Robert's Rules, "Heads-up play"). */
  readonly smallBlindSeat: number;
  readonly bigBlindSeat: number;
  /** The table's button before this hand, restored by `voidHand`. */
  readonly previousButtonSeat: number | null;
  readonly street: Street;
  readonly board: readonly CardId[];
  /** Indexed by seat; null for seats not dealt in. */
  readonly players: readonly (HandPlayer | null)[];
  /** The street bet to match; pre-flop at least the full big blind even if the blind is short. */
  readonly currentBet: number;
  /** The minimum raise increment: the size of the last full bet or raise (a big blind at first). */
  readonly lastRaiseSize: number;
  /** The last player to bet or raise on this street (shows first at showdown). */
  readonly lastAggressor: number | null;
  readonly actionOn: number | null;
  /** When the player to act times out (same clock as the actions' `now`). */
  readonly actionDeadline: number | null;
  readonly posts: readonly HandPostRecord[];
  readonly actions: readonly HandActionRecord[];
  /** Every seated player's blind debts before the hand, for `voidHand`. */
  readonly debtsAtStart: readonly SeatDebts[];
}

export interface HoldemTableState {
  readonly config: HoldemTableConfig;
  /** Incremented by every accepted action; actions carry the version they were made against. */
  readonly version: number;
  /** Indexed by seat number; null for an empty seat. */
  readonly seats: readonly (SeatState | null)[];
  /** The button of the last hand started (null before the first hand). */
  readonly buttonSeat: number | null;
  readonly handsStarted: number;
  /** The hand in progress, or null between hands. */
  readonly hand: HandState | null;
  /** Public outcome of the last finished hand, shown until the next hand starts. */
  readonly lastHand: HandSummary | null;
}

export function createHoldemTable(
  input: HoldemTableConfigInput,
): { ok: true; state: HoldemTableState } | Rejected<TableConfigError> {
  const checked = validateTableConfig(input);
  if (!checked.ok) return reject(checked.error);
  const config = checked.config;
  return {
    ok: true,
    state: {
      config,
      version: 0,
      seats: Array.from({ length: config.maxSeats }, () => null),
      buttonSeat: null,
      handsStarted: 0,
      hand: null,
      lastHand: null,
    },
  };
}

/** The seat a player sits in, or null. */
export function seatOfPlayer(state: HoldemTableState, playerId: string): number | null {
  const index = state.seats.findIndex((s) => s !== null && s.playerId === playerId);
  return index < 0 ? null : index;
}

/** Chips on the table: every stack plus every chip committed in the hand in progress. */
export function chipsOnTable(state: HoldemTableState): number {
  let total = 0;
  for (const s of state.seats) if (s) total += s.stack;
  for (const p of state.hand?.players ?? []) if (p) total += p.committed + p.dead;
  return total;
}

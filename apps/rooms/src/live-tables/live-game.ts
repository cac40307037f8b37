import type { LiveBetMessage, LiveGameKey, LiveTableClientMessages } from '@casino/contracts';
import type { CardId } from '@casino/engine';
import type { z } from 'zod';
import type { LiveTableState } from './live-table-state.js';

// The adapter a live game plugs into the shared round loop (round-loop.ts): roulette, baccarat and
// blackjack each implement it over their engine (packages/engine/src/games/live-<game>/). The loop
// owns the round's life (open, betting window, close, persist, settle, results), the money (every
// bet goes through the domain's escrow) and the room; the game only says what a bet is, what the
// house risks, how the round plays out and what everyone may see. One instance per table.

/** A bet the domain puts in the round's escrow (one live_bets row). */
export interface LiveBetRow {
  /** The bet's name in live_bets.kind (roulette: 'number', 'red'...; baccarat: 'banker'...; blackjack: 'seat', 'behind', 'double', 'split', 'insurance'). */
  kind: string;
  /** The bet as placed, JSON in live_bets.spec (roulette: { type, value?, numbers? }; blackjack: { seat, hand? }). */
  spec: Record<string, unknown>;
  /** Minor units, > 0. */
  stake: bigint;
  /** Bets on the same spot share a key: the table's min..max applies to a player's total on each spot. */
  spotKey: string;
}

/** A bet in escrow, as the domain returns it. */
export interface PlacedLiveBet extends LiveBetRow {
  betId: string;
  userId: string;
}

/** A refused bet or move: a stable code (contracts ErrorCode) and the message the player reads. */
export interface LiveRefusal {
  /** One of ErrorCode. */
  code: string;
  message: string;
}

export const isRefusal = (value: unknown): value is LiveRefusal =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value;

/**
 * Where a round's randomness comes from (ARCHITECTURE.md "Fairness"), as the domain opened it:
 * roulette a seed of its own per round; card games the table's shoe, from the round's first card.
 */
export type LiveRoundDraw =
  | { kind: 'seed'; serverSeed: string; clientSeed: string; nonce: number }
  | {
      kind: 'shoe';
      /** The whole shoe in dealing order; the round takes cards from `position` on. */
      cards: readonly CardId[];
      position: number;
    };

export interface LiveRoundInfo {
  roundId: string;
  roundNumber: number;
  draw: LiveRoundDraw;
}

/** What a finished round leaves behind: persisted (status 'settling') before anything is paid. */
export interface LiveRoundResult {
  /** JSON in live_rounds.outcome (roulette { pocket }; baccarat the coup; blackjack hands and dealer). */
  outcome: Record<string, unknown>;
  /** What each bet returns, stake included (0 for a lost bet); every bet of the round, once. */
  payouts: Array<{ betId: string; payout: bigint }>;
  /** Card games: how many shoe cards the round used. */
  cardsUsed: number;
}

/** What the loop lends a game while a round plays (blackjack's turns; roulette and baccarat ignore it). */
export interface LiveGameTable {
  now(): number;
  /** A timer on the room's clock; cleared when the room closes. */
  setTimeout(callback: () => void, ms: number): { clear(): void };
  /** The game's view changed: copy it into the synced state now. */
  changed(): void;
  /**
   * Puts a bet made during play (double, split, insurance) in escrow exactly as a bet in the window
   * is (limits, exposure, balance); the refusal when it is not.
   */
  placeBets(userId: string, rows: LiveBetRow[]): Promise<PlacedLiveBet[] | LiveRefusal>;
  /** The blackjack turn timer (15 s by default, shorter in tests). */
  turnMs: number;
}

export type LiveAction = z.infer<(typeof LiveTableClientMessages)['action']>;

export interface LiveGame {
  readonly key: LiveGameKey;
  /**
   * True when the outcome is shown after it is drawn for the reveal time (the wheel spins, the cards
   * come out), false when the round was watched as it played (blackjack).
   */
  readonly revealsOutcome: boolean;

  /** A new round opened: the game forgets the last one and keeps the round's draw. */
  openRound(round: LiveRoundInfo): void;

  /**
   * Turns a `bet` message into rows for escrow, or refuses it (the wrong game, a seat taken...).
   * `placed` is every bet of the round already in escrow (everyone's), in order.
   */
  betRowsOf(
    userId: string,
    message: LiveBetMessage,
    placed: readonly PlacedLiveBet[],
  ): LiveBetRow[] | LiveRefusal;

  /** The house's worst-case net loss over the round's outcomes if these were all its bets (units). */
  exposureOf(bets: readonly LiveBetRow[]): bigint;

  /**
   * Bets are closed; these are the round's bets in escrow (possibly none). Roulette and baccarat
   * draw the outcome at once; blackjack deals, plays the seats' turns (moves through `act`, time-outs
   * through `table.setTimeout`) and the dealer, and resolves when the round is done.
   */
  play(bets: readonly PlacedLiveBet[], table: LiveGameTable): Promise<LiveRoundResult>;

  /** A player's move while the round plays (blackjack); games without moves refuse it. */
  act(userId: string, action: LiveAction): Promise<LiveRefusal | null>;

  /**
   * Copies the game's public view into the synced state (pocket, cards, seats, dealer, turn): no
   * hidden card before it is turned. The loop fills the common fields (phase, board, players, history).
   */
  syncView(state: LiveTableState, table: LiveTableView): void;

  /** The history label of an outcome ("17", "banker", "dealer 20"), also for rounds read back from the database. */
  labelOf(outcome: unknown): string;
}

/** What a game's view may read of the table besides its own state: the bets and who is who. */
export interface LiveTableView {
  /** Every bet of the round in escrow (everyone's), in order. */
  placed: readonly PlacedLiveBet[];
  nameOf(userId: string): string;
  isConnected(userId: string): boolean;
}

/** Makes a table's game: one per room. */
export type LiveGameFactory = (table: { tableId: number; minBet: bigint; maxBet: bigint }) => LiveGame;

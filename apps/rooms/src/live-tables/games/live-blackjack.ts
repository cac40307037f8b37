import { ErrorCode, moneyUnitsOf, type LiveBetMessage } from '@casino/contracts';
import {
  dealLiveBlackjack,
  liveBlackjackExposure,
  liveBlackjackPayouts,
  liveBlackjackReducer,
  liveBlackjackView,
  liveSeatsOf,
  type LiveBlackjackBet,
  type LiveBlackjackError,
  type LiveBlackjackState,
  type LiveExtraStake,
} from '@casino/engine';
import type {
  LiveAction,
  LiveBetRow,
  LiveGame,
  LiveGameTable,
  LiveRefusal,
  LiveRoundInfo,
  LiveRoundResult,
  LiveTableView,
  PlacedLiveBet,
} from '../live-game.js';
import type { LiveTableState } from '../live-table-state.js';
import { syncLiveBlackjack } from './live-blackjack-sync.js';

// Live blackjack over the LiveGame seam (live-game.ts): a thin adapter over the engine's round
// reducer (packages/engine/src/games/live-blackjack/). Bets: a `seat` bet claims an empty seat (the
// seat is its owner's for the round, through a reconnection too: decisions go by user id); a bet
// `behind` joins a seat someone holds. During play the seat owner's moves arrive through `act`; a
// double, a split or an insurance puts its stake in escrow (table.placeBets) before the move is kept.
// A turn (and the insurance offer) lasts table.turnMs; at its end the hand stands (insurance is
// declined). Rounds are not resumed after a restart: the loop voids and refunds them.

const refusal = (code: LiveRefusal['code'], message: string): LiveRefusal => ({ code, message });

const ENGINE_REFUSALS: Readonly<Record<LiveBlackjackError, string>> = {
  no_seats: 'Nobody is seated.',
  invalid_seat: 'There is no such seat.',
  invalid_stake: 'That stake is not allowed.',
  shoe_exhausted: 'The shoe ran out of cards.',
  round_finished: 'This round is over.',
  not_your_turn: "It's not your turn.",
  insurance_not_offered: 'Insurance is not on offer.',
  insurance_pending: 'Waiting for everyone to answer the insurance offer.',
  cannot_double: 'You can double only on your first two cards.',
  cannot_split: 'You can split only a pair, once.',
};

interface BlackjackSpec {
  seat: number;
  hand: number;
}

function specOf(spec: Record<string, unknown>): BlackjackSpec {
  const seat = typeof spec['seat'] === 'number' ? spec['seat'] : -1;
  const hand = typeof spec['hand'] === 'number' ? spec['hand'] : 0;
  return { seat, hand };
}

const KINDS = new Set<string>(['seat', 'behind', 'double', 'split', 'insurance']);

/** A bet in escrow as the engine counts it (units as numbers: table limits keep them far below 2^53). */
function engineBetOf(bet: PlacedLiveBet): LiveBlackjackBet | null {
  if (!KINDS.has(bet.kind)) return null;
  const { seat, hand } = specOf(bet.spec);
  return {
    id: bet.betId,
    userId: bet.userId,
    kind: bet.kind as LiveBlackjackBet['kind'],
    seat,
    hand,
    stake: Number(bet.stake),
  };
}

/** The row a move's extra stake goes to escrow as (the domain takes these kinds during play, under the table's maximum only). */
function extraRowOf(extra: LiveExtraStake): LiveBetRow {
  return {
    kind: extra.kind,
    spec: { seat: extra.seat, hand: extra.hand },
    stake: BigInt(extra.stake),
    spotKey: `${extra.kind}:${extra.seat}:${extra.hand}`,
  };
}

export class LiveBlackjackGame implements LiveGame {
  readonly key = 'live-blackjack' as const;
  readonly revealsOutcome = false;
  private round: LiveRoundInfo | null = null;
  private state: LiveBlackjackState | null = null;
  private bets: PlacedLiveBet[] = [];
  private table: LiveGameTable | null = null;
  private timer: { clear(): void } | null = null;
  private turnEndsAt = 0;
  /** A move waiting for its stake to reach escrow: nothing else moves meanwhile. */
  private busy = false;
  private finish: ((result: LiveRoundResult) => void) | null = null;

  openRound(round: LiveRoundInfo): void {
    this.round = round;
    this.state = null;
    this.bets = [];
    this.stopTimer();
  }

  betRowsOf(
    userId: string,
    message: LiveBetMessage,
    placed: readonly PlacedLiveBet[],
  ): LiveBetRow[] | LiveRefusal {
    if (message.game !== 'live-blackjack') return refusal(ErrorCode.invalidBet, 'This is a blackjack table.');
    const stake = moneyUnitsOf(message.amount);
    if (stake === null) return refusal(ErrorCode.invalidBet, 'That amount is not allowed.');
    const owner = placed.find((b) => b.kind === 'seat' && specOf(b.spec).seat === message.seat)?.userId;
    if (message.behind) {
      if (!owner) return refusal(ErrorCode.invalidBet, 'Nobody sits at this seat: take it with a seat bet.');
    } else if (owner && owner !== userId) {
      return refusal(ErrorCode.conflict, 'This seat is taken: bet behind it instead.');
    }
    const kind = message.behind ? 'behind' : 'seat';
    return [{ kind, spec: { seat: message.seat, hand: 0 }, stake, spotKey: `${kind}:${message.seat}` }];
  }

  exposureOf(bets: readonly LiveBetRow[]): bigint {
    return BigInt(liveBlackjackExposure(bets.map((b) => ({ kind: b.kind, stake: Number(b.stake) }))));
  }

  play(bets: readonly PlacedLiveBet[], table: LiveGameTable): Promise<LiveRoundResult> {
    this.bets = [...bets];
    this.table = table;
    const engineBets = bets.map(engineBetOf).filter((b): b is LiveBlackjackBet => b !== null);
    const seats = liveSeatsOf(engineBets);
    // Nobody sat down: no cards are dealt; a bet behind an empty seat (none can be placed) returns.
    if (seats.length === 0) return Promise.resolve(this.resultOf(null));
    const draw = this.round?.draw;
    if (draw?.kind !== 'shoe') return Promise.reject(new Error('live blackjack deals from a shoe'));
    const dealt = dealLiveBlackjack(seats, draw.cards.slice(draw.position));
    if (!dealt.ok) return Promise.reject(new Error(`live blackjack deal refused: ${dealt.error}`));
    return new Promise((resolve) => {
      this.finish = resolve;
      this.moveTo(dealt.state);
    });
  }

  async act(userId: string, action: LiveAction): Promise<LiveRefusal | null> {
    const state = this.state;
    const table = this.table;
    if (!state || !table || !this.round || action.roundNumber !== this.round.roundNumber)
      return refusal(ErrorCode.noActiveRound, 'That round is over.');
    if (this.busy) return refusal(ErrorCode.conflict, 'One move at a time.');
    const result = liveBlackjackReducer(state, { type: 'move', userId, move: action.move });
    if (!result.ok) return refusal(ErrorCode.invalidAction, ENGINE_REFUSALS[result.error]);
    if (result.stakes.length > 0) {
      this.busy = true;
      try {
        const placed = await table.placeBets(userId, result.stakes.map(extraRowOf));
        if (!Array.isArray(placed)) return placed;
        this.bets.push(...placed);
      } finally {
        this.busy = false;
      }
    }
    // Nothing else moved while the stake went to escrow (time-outs wait for `busy`).
    this.moveTo(result.state);
    return null;
  }

  syncView(state: LiveTableState, table: LiveTableView): void {
    syncLiveBlackjack(state, table, this.state ? liveBlackjackView(this.state) : null, this.turnEndsAt);
  }

  labelOf(outcome: unknown): string {
    const dealer =
      (outcome as { dealerValue?: unknown; dealerBlackjack?: unknown; cardsUsed?: unknown } | null) ?? {};
    // Nobody sat down: no cards were dealt.
    if (dealer.cardsUsed === 0) return 'no hands';
    if (dealer.dealerBlackjack === true) return 'dealer blackjack';
    if (typeof dealer.dealerValue !== 'number') return '';
    return dealer.dealerValue > 21 ? 'dealer bust' : `dealer ${dealer.dealerValue}`;
  }

  /** Keeps a new state: restarts the clock of the hand in turn, or resolves the finished round. */
  private moveTo(next: LiveBlackjackState): void {
    this.state = next;
    this.stopTimer();
    const table = this.table!;
    if (next.phase === 'finished') {
      this.turnEndsAt = 0;
      table.changed();
      const finish = this.finish;
      this.finish = null;
      finish?.(this.resultOf(next));
      return;
    }
    this.turnEndsAt = table.now() + table.turnMs;
    this.timer = table.setTimeout(() => this.timeOut(next.version), table.turnMs);
    table.changed();
  }

  private timeOut(version: number): void {
    const state = this.state;
    if (!state || state.version !== version) return;
    // A move's stake is on its way to escrow: let it land, then the clock runs again.
    if (this.busy) {
      this.timer = this.table!.setTimeout(() => this.timeOut(version), 50);
      return;
    }
    const result = liveBlackjackReducer(state, { type: 'timeout' });
    if (result.ok) this.moveTo(result.state);
  }

  private stopTimer(): void {
    this.timer?.clear();
    this.timer = null;
  }

  private resultOf(state: LiveBlackjackState | null): LiveRoundResult {
    const engineBets = this.bets.map(engineBetOf).filter((b): b is LiveBlackjackBet => b !== null);
    const paid = new Map(
      state ? liveBlackjackPayouts(state, engineBets).map((p) => [p.betId, BigInt(p.payout)]) : [],
    );
    const view = state ? liveBlackjackView(state) : null;
    return {
      // The Fairness page rebuilds the round's cards from the shoe: `cardsUsed` of them, the same
      // cards as the seats' `cards` and the `dealerCards` here.
      outcome: {
        dealerCards: view?.dealerCards ?? [],
        dealerValue: view?.dealerValue ?? 0,
        dealerBlackjack: view !== null && view.dealerCards.length === 2 && view.dealerValue === 21,
        seats: view?.seats ?? [],
        cardsUsed: state?.used ?? 0,
      },
      // Every bet once: a bet the engine does not know (none is placed) is returned.
      payouts: this.bets.map((b) => ({ betId: b.betId, payout: paid.get(b.betId) ?? b.stake })),
      cardsUsed: state?.used ?? 0,
    };
  }
}

export function createLiveBlackjack(): LiveGame {
  return new LiveBlackjackGame();
}

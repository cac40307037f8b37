import { ErrorCode, type LiveBetMessage } from '@casino/contracts';
import { parseMoney } from '@casino/domain';
import {
  baccaratSpotKey,
  cardToString,
  liveBaccaratCoup,
  liveBaccaratExposure,
  liveBaccaratPayout,
  type LiveBaccaratBet,
  type LiveBaccaratBetType,
  type LiveBaccaratCoup,
} from '@casino/engine';
import type { LiveBetRow, LiveGame, LiveRoundInfo, PlacedLiveBet } from '../live-game.js';
import type { LiveTableState } from '../live-table-state.js';

// Live baccarat over the engine (packages/engine/src/games/live-baccarat): one coup per round from
// the table's eight-deck shoe at the round's position; player, banker, tie and the two pairs.

const baccaratBetOf = (bet: Pick<LiveBetRow, 'kind' | 'stake'>): LiveBaccaratBet => ({
  type: bet.kind as LiveBaccaratBetType,
  amount: Number(bet.stake),
});

/** What the round records of a coup (cards as short codes, "As", "Td"). */
export interface RecordedCoup {
  winner: LiveBaccaratCoup['winner'];
  playerCards: string[];
  bankerCards: string[];
  playerTotal: number;
  bankerTotal: number;
  playerPair: boolean;
  bankerPair: boolean;
  position: number;
  cardsUsed: number;
}

/** Rewrites a synced card list only when it changed (an ArraySchema splice cannot insert more than it deletes). */
function replaceCards(list: string[], cards: readonly string[]): void {
  if (list.join() === cards.join()) return;
  list.splice(0, list.length);
  list.push(...cards);
}

export function createLiveBaccarat(): LiveGame {
  let round: LiveRoundInfo | null = null;
  let coup: RecordedCoup | null = null;
  return {
    key: 'live-baccarat',
    revealsOutcome: true,

    openRound(info) {
      round = info;
      coup = null;
    },

    betRowsOf(_userId, message: LiveBetMessage) {
      if (message.game !== 'live-baccarat')
        return { code: ErrorCode.invalidBet, message: 'That bet is for another game.' };
      return message.bets.map((bet) => ({
        kind: bet.type,
        spec: { type: bet.type },
        stake: parseMoney(bet.amount),
        spotKey: baccaratSpotKey(bet),
      }));
    },

    exposureOf(bets) {
      return BigInt(liveBaccaratExposure(bets.map(baccaratBetOf)));
    },

    play(bets: readonly PlacedLiveBet[]) {
      if (round?.draw.kind !== 'shoe') throw new Error('a live baccarat round deals from the shoe');
      const dealt = liveBaccaratCoup(round.draw.cards, round.draw.position);
      if (!dealt) throw new Error(`the shoe has no coup left at position ${round.draw.position}`);
      const recorded: RecordedCoup = {
        winner: dealt.winner,
        playerCards: dealt.playerCards.map(cardToString),
        bankerCards: dealt.bankerCards.map(cardToString),
        playerTotal: dealt.playerTotal,
        bankerTotal: dealt.bankerTotal,
        playerPair: dealt.playerPair,
        bankerPair: dealt.bankerPair,
        position: dealt.position,
        cardsUsed: dealt.cardsUsed,
      };
      coup = recorded;
      return Promise.resolve({
        outcome: { ...recorded },
        payouts: bets.map((bet) => ({
          betId: bet.betId,
          payout: BigInt(liveBaccaratPayout(baccaratBetOf(bet), dealt)),
        })),
        cardsUsed: dealt.cardsUsed,
      });
    },

    act() {
      return Promise.resolve({ code: ErrorCode.invalidAction, message: 'Baccarat has no moves to make.' });
    },

    syncView(state: LiveTableState) {
      replaceCards(state.playerCards, coup?.playerCards ?? []);
      replaceCards(state.bankerCards, coup?.bankerCards ?? []);
    },

    labelOf(recorded) {
      const winner = (recorded as { winner?: unknown } | null)?.winner;
      return typeof winner === 'string' ? winner : '?';
    },
  };
}

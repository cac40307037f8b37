import { ErrorCode, type LiveBetMessage } from '@casino/contracts';
import { parseMoney } from '@casino/domain';
import {
  liveRouletteExposure,
  liveRouletteOutcome,
  liveRoulettePayout,
  rouletteSpotKey,
  rouletteSpotOf,
  type LiveRouletteOutcome,
  type RouletteBet,
  type RouletteBetType,
} from '@casino/engine';
import type { LiveGame, LiveBetRow, LiveRoundInfo, PlacedLiveBet } from '../live-game.js';
import type { LiveTableState } from '../live-table-state.js';

// Live roulette over the engine (packages/engine/src/games/live-roulette): the floor's European
// menu, one pocket per round from the round's own seed, shown while the wheel spins.

/** A live_bets row back as the engine's bet (its spec is the spot; its stake the amount). */
export function rouletteBetOf(bet: Pick<LiveBetRow, 'kind' | 'spec' | 'stake'>): RouletteBet {
  const spec = bet.spec as { value?: number; numbers?: number[] };
  return {
    type: bet.kind as RouletteBetType,
    ...(spec.value === undefined ? {} : { value: spec.value }),
    ...(spec.numbers === undefined ? {} : { numbers: spec.numbers }),
    amount: Number(bet.stake),
  };
}

export function createLiveRoulette(): LiveGame {
  let round: LiveRoundInfo | null = null;
  let outcome: LiveRouletteOutcome | null = null;
  return {
    key: 'live-roulette',
    revealsOutcome: true,

    openRound(info) {
      round = info;
      outcome = null;
    },

    betRowsOf(_userId, message: LiveBetMessage) {
      if (message.game !== 'live-roulette')
        return { code: ErrorCode.invalidBet, message: 'That bet is for another game.' };
      return message.bets.map(({ type, value, numbers, amount }) => {
        const bet = { type, ...(value == null ? {} : { value }), ...(numbers ? { numbers } : {}) };
        const spot = rouletteSpotOf(bet);
        return {
          kind: spot.kind,
          spec: {
            ...(spot.value === undefined ? {} : { value: spot.value }),
            ...(spot.numbers === undefined ? {} : { numbers: [...spot.numbers] }),
          },
          stake: parseMoney(amount),
          spotKey: rouletteSpotKey(bet),
        };
      });
    },

    exposureOf(bets) {
      return BigInt(liveRouletteExposure(bets.map(rouletteBetOf)));
    },

    play(bets: readonly PlacedLiveBet[]) {
      if (round?.draw.kind !== 'seed') throw new Error('a live roulette round needs its own seed');
      const { serverSeed, clientSeed, nonce } = round.draw;
      const drawn = liveRouletteOutcome({ serverSeed, clientSeed, nonce });
      outcome = drawn;
      return Promise.resolve({
        outcome: { pocket: drawn.pocket, color: drawn.color },
        payouts: bets.map((bet) => ({
          betId: bet.betId,
          payout: BigInt(liveRoulettePayout(rouletteBetOf(bet), drawn.pocket)),
        })),
        cardsUsed: 0,
      });
    },

    act() {
      return Promise.resolve({ code: ErrorCode.invalidAction, message: 'Roulette has no moves to make.' });
    },

    syncView(state: LiveTableState) {
      state.pocket = outcome?.pocket ?? -1;
    },

    labelOf(recorded) {
      const pocket = (recorded as { pocket?: unknown } | null)?.pocket;
      return typeof pocket === 'number' ? String(pocket) : '?';
    },
  };
}

import type { Database, Kysely } from '@casino/db';
import {
  cancelLiveBets,
  closeLiveBetting,
  closeLiveTable,
  openLiveRound,
  placeLiveBets,
  recordLiveOutcome,
  settleLiveRound,
  type LiveTableForRoom,
} from '@casino/domain';
import type { LiveRoundCalls } from './round-loop.js';

/** The domain's live-table services for one hosted table: its lease and limits bound in. */
export function liveRoundCallsOf(db: Kysely<Database>, claimed: LiveTableForRoom): LiveRoundCalls {
  const { lease, table } = claimed;
  return {
    openRound: async (bettingMs) => {
      const opened = await openLiveRound(db, lease, { bettingMs });
      return { ...opened, bettingClosesAt: opened.bettingClosesAt.getTime() };
    },
    placeBets: ({ roundId, userId, clientBetId, rows, exposureOf }) =>
      placeLiveBets(db, {
        roundId,
        userId,
        clientBetId,
        bets: rows,
        // Every bet at the table is in its currency: its wallet, escrow, limits and exposure cap.
        currency: table.currency,
        limits: { min: table.minBet, max: table.maxBet },
        exposureOf,
      }),
    cancelBets: async (roundId, userId) => {
      await cancelLiveBets(db, { roundId, userId });
    },
    closeBetting: (roundId) => closeLiveBetting(db, lease, roundId),
    recordOutcome: (roundId, result) =>
      recordLiveOutcome(db, lease, roundId, result.outcome, result.payouts, result.cardsUsed),
    settle: (roundId) => settleLiveRound(db, roundId),
    // The table's last settled outcomes, for the history strip (public: outcomes only, no bets).
    history: async (limit) => {
      const rows = await db
        .selectFrom('live_rounds')
        .select(['round_number', 'outcome'])
        .where('table_id', '=', table.id)
        .where('status', '=', 'settled')
        .orderBy('round_number', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ roundNumber: r.round_number, outcome: r.outcome }));
    },
    closeTable: async () => {
      await closeLiveTable(db, lease);
    },
  };
}

import { LOYALTY_RULES } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { acceptChallenge } from '../src/p2p-challenges/accept-challenge.js';
import { createChallenge } from '../src/p2p-challenges/create-challenge.js';
import { dealBaccarat } from '../src/games/baccarat/baccarat-play.js';
import { dealBlackjack } from '../src/games/blackjack/blackjack-play.js';
import { rollCrapsDice } from '../src/games/craps/craps-play.js';
import { moveBuyIn } from '../src/games/holdem/table-chips.js';
import { claimTable } from '../src/games/holdem/table-lease.js';
import { spinRouletteWheel } from '../src/games/roulette/roulette-play.js';
import { spinSlots } from '../src/games/slots/slots-play.js';
import { dealVideoPokerRound } from '../src/games/video-poker/video-poker-play.js';
import { placeLiveBets } from '../src/live-tables/bet-batch.js';
import { openLiveRound, type LiveRoundOpened } from '../src/live-tables/rounds.js';
import { claimLiveTable } from '../src/live-tables/table-lease.js';
import { chessFor, newPlayer } from './challenge-fixtures.js';
import { DIAMOND_DELUXE } from './economy-fixtures.js';
import {
  betId,
  expireLease,
  ROULETTE_LIMITS,
  ROULETTE_TABLE,
  rouletteExposure,
  rouletteRow,
} from './live-table-fixtures.js';

/** Every path that takes a stake, each placing one stake of STAKE coins (a free spin: none). */
export const STAKE = '10.00';
export const STAKE_UNITS = 1000n;

export interface WagerPath {
  name: string;
  /** Minor units it stakes from the player's coin wallet (0: the promotions account pays). */
  stakes: bigint;
  play(db: Kysely<Database>, userId: string): Promise<unknown>;
}

/** A live roulette round taking bets for an hour and a poker table lease, for the paths that need them. */
export async function openWagerTables(db: Kysely<Database>): Promise<{ round: LiveRoundOpened }> {
  await expireLease(db, ROULETTE_TABLE);
  const claimed = await claimLiveTable(db, ROULETTE_TABLE, 'rg-paths', 3_600_000);
  if (!claimed) throw new Error('no live table');
  const round = await openLiveRound(db, claimed.lease, { bettingMs: 3_600_000 });
  await db
    .updateTable('poker_tables')
    .set({ lease_until: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', 1)
    .execute();
  await claimTable(db, 1, 'rg-paths', 3_600_000);
  return { round };
}

export function wagerPaths(tables: { round: LiveRoundOpened }): WagerPath[] {
  const now = () => new Date();
  return [
    {
      name: 'slot spin (batched one-shot statement)',
      stakes: STAKE_UNITS,
      play: (db, u) => spinSlots(db, u, { betAmount: STAKE, gameId: DIAMOND_DELUXE }),
    },
    {
      name: 'roulette spin',
      stakes: STAKE_UNITS,
      play: (db, u) => spinRouletteWheel(db, u, { betAmount: STAKE, betType: 'red', betValue: 0 }),
    },
    {
      name: 'baccarat deal',
      stakes: STAKE_UNITS,
      play: (db, u) => dealBaccarat(db, u, { bets: [{ type: 'banker', amount: STAKE }] }),
    },
    {
      name: 'free spin (no stake of the player)',
      stakes: 0n,
      play: async (db, u) => {
        await sql`insert into player_loyalty (user_id, free_spins) values (${u}, 1)
          on conflict (user_id) do update set free_spins = 1`.execute(db);
        return spinSlots(db, u, {
          betAmount: LOYALTY_RULES.freeSpinBet,
          gameId: DIAMOND_DELUXE,
          useFreeSpin: true,
        });
      },
    },
    {
      name: 'blackjack deal',
      stakes: STAKE_UNITS,
      play: (db, u) => dealBlackjack(db, u, { betAmount: STAKE }),
    },
    {
      name: 'video poker deal',
      stakes: STAKE_UNITS,
      play: (db, u) => dealVideoPokerRound(db, u, { betAmount: STAKE }),
    },
    {
      name: 'craps bet',
      stakes: STAKE_UNITS,
      play: (db, u) => rollCrapsDice(db, u, { bets: [{ type: 'pass', amount: STAKE }] }),
    },
    {
      name: 'live roulette bet',
      stakes: STAKE_UNITS,
      play: (db, u) =>
        placeLiveBets(db, {
          roundId: tables.round.roundId,
          userId: u,
          clientBetId: betId(),
          bets: [rouletteRow({ type: 'red', amount: Number(STAKE_UNITS) })],
          limits: ROULETTE_LIMITS,
          exposureOf: rouletteExposure,
        }),
    },
    {
      name: 'poker buy-in',
      stakes: STAKE_UNITS,
      play: (db, u) => moveBuyIn(db, { tableId: 1, owner: 'rg-paths' }, u, STAKE_UNITS),
    },
    {
      name: 'P2P challenge created',
      stakes: STAKE_UNITS,
      play: (db, u) => createChallenge(db, u, chessFor(STAKE), { now: now(), expiryMs: 3_600_000 }),
    },
    {
      name: 'P2P challenge accepted',
      stakes: STAKE_UNITS,
      play: async (db, u) => {
        const creator = await newPlayer(db);
        const open = await createChallenge(db, creator, chessFor(STAKE), { now: now(), expiryMs: 3_600_000 });
        return acceptChallenge(db, u, open.id, now());
      },
    },
  ];
}

import type { RoundFairness } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { publicFairness, takeRoundSeeds, type RoundSeeds } from '../fairness/player-seeds.js';
import { house, resolveAccountId, wallet } from '../ledger/accounts.js';
import { singleWalletTransferCtes } from '../ledger/single-wallet-transfer.js';
import { formatMoney } from '../money.js';
import { INSUFFICIENT_PLAY_MESSAGE } from './settlement.js';

export interface OneShotOutcome<R> {
  /** Total staked, in minor units. */
  betUnits: bigint;
  /** Total returned, stakes of winning bets included. */
  winUnits: bigint;
  gameData: Record<string, unknown>;
  result: R;
}

export interface OneShotPlay<R> {
  userId: string;
  gameId: number;
  gameSlug: string;
  houseCode: string;
  /** What the play stakes, checked against the balance before a nonce is taken. */
  stakeUnits: bigint;
  /** Decides the round from the seeds (pure engine code); throws a DomainError to refuse it. */
  decide(seeds: RoundSeeds): OneShotOutcome<R>;
}

export interface OneShotSettled<R> {
  result: R;
  betUnits: bigint;
  winUnits: bigint;
  sessionId: string;
  balance: string;
  fairness: RoundFairness;
}

const insufficient = () => new DomainError('insufficient_balance', INSUFFICIENT_PLAY_MESSAGE);

/**
 * A round decided and settled at once (slots, roulette, baccarat) in two statements, each atomic:
 * 1. take the player's next nonce (only if the balance covers the stake);
 * 2. decide with the engine, then ONE statement moves the stake and the return through the ledger
 *    (the wallet guarded so the stake is covered by the balance it had), and records the game
 *    session and its `game.settled` event; no row back means a concurrent play spent the balance
 *    first, and then nothing at all was written. That nonce stays unused, which verification allows.
 */
export async function playOneShot<R>(db: Kysely<Database>, play: OneShotPlay<R>): Promise<OneShotSettled<R>> {
  const walletId = await resolveAccountId(db, wallet(play.userId), 'coins');
  const seeds = await takeRoundSeeds(db, play.userId, {
    onlyIf: sql<boolean>`exists (select 1 from accounts where id = ${walletId}::bigint and balance >= ${play.stakeUnits}::bigint)`,
    refusal: insufficient,
  });
  const outcome = play.decide(seeds);
  const fairness = publicFairness(seeds);
  const gameData = JSON.stringify({ ...outcome.gameData, fairness });
  const ctes = await singleWalletTransferCtes(db, {
    kind: 'round',
    currency: 'coins',
    memo: { game: play.gameSlug, nonce: seeds.nonce },
    postings: [
      { account: wallet(play.userId), amount: -outcome.betUnits },
      { account: house(play.houseCode), amount: outcome.betUnits },
      ...(outcome.winUnits > 0n
        ? [
            { account: house(play.houseCode), amount: -outcome.winUnits },
            { account: wallet(play.userId), amount: outcome.winUnits },
          ]
        : []),
    ],
  });
  const { rows } = await sql<{ balance: bigint; session_id: bigint }>`
    with ${ctes},
    s as (
      insert into game_sessions (user_id, game_id, bet_amount, win_amount, game_data)
      select ${play.userId}, ${play.gameId}::int, ${outcome.betUnits}::bigint, ${outcome.winUnits}::bigint, ${gameData}::jsonb from t
      returning id
    ),
    ev as (
      insert into domain_events (type, user_id, payload)
      select 'game.settled', ${play.userId}, jsonb_build_object(
        'sessionId', s.id::text, 'gameId', ${play.gameId}::int, 'gameSlug', ${play.gameSlug}::text,
        'betAmount', ${outcome.betUnits.toString()}::text, 'winAmount', ${outcome.winUnits.toString()}::text,
        'gameData', ${gameData}::jsonb)
      from s
    )
    select w.balance, s.id as session_id from w, s`.execute(db);
  const row = rows[0];
  if (!row) throw insufficient();
  return {
    result: outcome.result,
    betUnits: outcome.betUnits,
    winUnits: outcome.winUnits,
    sessionId: row.session_id.toString(),
    balance: formatMoney(BigInt(row.balance)),
    fairness,
  };
}

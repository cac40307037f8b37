import { insufficientPlayMessage, PlayMessages, type PlayCurrency } from '@casino/contracts';
import { sql, type Database, type RawBuilder, type Transaction } from '@casino/db';
import { roundLegs } from '../ledger/round-legs.js';
import { postTransfer } from '../ledger/transfer.js';
import { checkWager } from '../responsible-gaming/wager-gate.js';

export const INSUFFICIENT_PLAY_MESSAGE = PlayMessages.insufficientBalance;

/**
 * Takes a stake from the player's wallet of the round's currency into the game's house account of
 * that currency (one house code per game, an account per currency).
 */
export async function stake(
  trx: Transaction<Database>,
  userId: string,
  houseCode: string,
  units: bigint,
  memo: Record<string, unknown>,
  currency: PlayCurrency = 'coins',
) {
  if (units <= 0n) return;
  // Responsible gaming: limits, a break or an exclusion (throws its refusal, rolling back).
  await checkWager(trx, { userId, currency, units });
  await postTransfer(trx, {
    kind: 'bet',
    currency,
    postings: roundLegs({ userId, houseCode, stakeUnits: units, winUnits: 0n }),
    memo,
    insufficientMessage: insufficientPlayMessage(currency),
  });
}

/** Pays what a round returned (stakes of winning bets included) from the house to the player. */
export async function payout(
  trx: Transaction<Database>,
  userId: string,
  houseCode: string,
  units: bigint,
  memo: Record<string, unknown>,
  currency: PlayCurrency = 'coins',
) {
  if (units <= 0n) return;
  await postTransfer(trx, {
    kind: 'win',
    currency,
    postings: roundLegs({ userId, houseCode, stakeUnits: 0n, winUnits: units }),
    memo,
  });
}

export interface SettledRound {
  userId: string;
  gameId: number;
  gameSlug: string;
  /** The currency the round was played with (coins when absent). */
  currency?: PlayCurrency;
  betUnits: bigint;
  winUnits: bigint;
  gameData: Record<string, unknown>;
}

/**
 * The payload of a `game.settled` event (the contract the projections read, projections/settled-play.ts,
 * whose README lists the fields), built in SQL from the given expressions: ids and amounts (minor
 * units) as text, the currency ('coins' | 'sweeps'), the game data as JSON.
 */
export const settledPayload = (e: {
  sessionId: RawBuilder<unknown>;
  gameId: RawBuilder<unknown>;
  gameSlug: RawBuilder<unknown>;
  currency: RawBuilder<unknown>;
  betUnits: RawBuilder<unknown>;
  winUnits: RawBuilder<unknown>;
  gameData: RawBuilder<unknown>;
}) => sql`jsonb_build_object(
  'sessionId', ${e.sessionId}::text, 'gameId', ${e.gameId}, 'gameSlug', ${e.gameSlug},
  'currency', ${e.currency}::text,
  'betAmount', ${e.betUnits}::text, 'winAmount', ${e.winUnits}::text, 'gameData', ${e.gameData})`;

/**
 * Records a settled round as a game session and emits its `game.settled` event (the outbox the
 * projections read), in the same transaction as the money it moved. Returns the session id.
 */
export async function recordSettlement(trx: Transaction<Database>, round: SettledRound): Promise<string> {
  const gameData = JSON.stringify(round.gameData);
  const currency = round.currency ?? 'coins';
  // One statement: the session row and its event, the event carrying the session's id.
  const { rows } = await sql<{ id: bigint }>`
    with s as (
      insert into game_sessions (user_id, game_id, bet_amount, win_amount, game_data, currency)
      values (${round.userId}, ${round.gameId}, ${round.betUnits}, ${round.winUnits}, ${gameData}::jsonb,
              ${currency})
      returning id
    )
    insert into domain_events (type, user_id, payload)
    select 'game.settled', ${round.userId}, ${settledPayload({
      sessionId: sql`s.id`,
      gameId: sql`${round.gameId}::int`,
      gameSlug: sql`${round.gameSlug}::text`,
      currency: sql`${currency}`,
      betUnits: sql`${round.betUnits}::bigint`,
      winUnits: sql`${round.winUnits}::bigint`,
      gameData: sql`${gameData}::jsonb`,
    })}
    from s
    returning (payload->>'sessionId')::bigint as id`.execute(trx);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('game session was not recorded');
  return id.toString();
}

/**
 * The CTEs `g` and `ev` of a statement that records settled rounds: each round's game session and its
 * `game.settled` event, read from the statement's CTEs `input` (user_id, game_id, game_slug, currency,
 * stake, win, game_data, ord) and `ids` (ord, session_id: the rounds to record), the events in
 * session order.
 */
export const sessionAndEventInserts = sql`
    g as (
      insert into game_sessions (id, user_id, game_id, bet_amount, win_amount, game_data, currency)
      select ids.session_id, i.user_id, i.game_id, i.stake, i.win, i.game_data::jsonb, i.currency
      from ids join input i on i.ord = ids.ord
    ),
    ev as (
      insert into domain_events (type, user_id, payload)
      select 'game.settled', i.user_id, ${settledPayload({
        sessionId: sql`ids.session_id`,
        gameId: sql`i.game_id`,
        gameSlug: sql`i.game_slug`,
        currency: sql`i.currency`,
        betUnits: sql`i.stake`,
        winUnits: sql`i.win`,
        gameData: sql`i.game_data::jsonb`,
      })}
      from ids join input i on i.ord = ids.ord
      order by ids.session_id
    )`;

/**
 * recordSettlement for several rounds in ONE statement (a poker hand's players): each round's
 * session row and its `game.settled` event, in the order given (session and event ids ascend with
 * it). Returns the session ids in that order.
 */
export async function recordSettlements(
  trx: Transaction<Database>,
  rounds: readonly SettledRound[],
): Promise<string[]> {
  const [only] = rounds;
  if (only === undefined) return [];
  if (rounds.length === 1) return [await recordSettlement(trx, only)];
  const { rows } = await sql<{ ord: string; id: bigint }>`
    with input as (
      select * from unnest(
        ${rounds.map((r) => r.userId)}::text[], ${rounds.map((r) => r.gameId)}::int[],
        ${rounds.map((r) => r.gameSlug)}::text[], ${rounds.map((r) => r.currency ?? 'coins')}::text[],
        ${rounds.map((r) => String(r.betUnits))}::bigint[], ${rounds.map((r) => String(r.winUnits))}::bigint[],
        ${rounds.map((r) => JSON.stringify(r.gameData))}::text[]
      ) with ordinality as i(user_id, game_id, game_slug, currency, stake, win, game_data, ord)
    ),
    ids as (select ord, nextval('game_sessions_id_seq') as session_id from (select ord from input order by ord) o),
    ${sessionAndEventInserts}
    select i.ord::text as ord, ids.session_id as id from input i join ids on ids.ord = i.ord order by i.ord`.execute(
    trx,
  );
  if (rows.length !== rounds.length) throw new Error('game sessions were not recorded');
  return rows.map((r) => r.id.toString());
}

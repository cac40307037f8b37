import {
  HISTORY_PAGE_SIZE_DEFAULT,
  type PlayerRoundRow,
  type PlayerRoundsPage,
  type PlayerRoundsQuery,
} from '@casino/contracts';
import { sql, type CurrencyCode, type Database, type Kysely, type RawBuilder } from '@casino/db';
import { gameById, gameOf, type GameKey } from '@casino/games';
import { formatMoney } from '../../money.js';
import { currencyOfSession, transactionsOfChallenge } from '../round-links.js';
import { challengeGameName, challengeRoundId, gameNameOfId, sessionRoundId } from '../round-names.js';
import { challengeSummary, sessionSummary } from './round-summary.js';

/** A challenge counts once it has ended: finished, or voided with its stakes returned. */
export const ENDED_CHALLENGE = sql<boolean>`c.status in ('finished', 'voided') and c.finished_at is not null`;

interface RoundListRow {
  source: 'session' | 'challenge';
  ref: string;
  at: Date;
  at_micros: string;
  game_id: number | null;
  game_type: string | null;
  game_data: Record<string, unknown> | null;
  stake: bigint | string;
  returned: bigint | string;
  currency: CurrencyCode | null;
  result: string | null;
  winner_id: string | null;
  status: string | null;
}

/** Where a page starts: rounds strictly before (time, id), the order of the list. */
function cursorOf(cursor: string | undefined): { micros: string; ref: string } | null {
  if (cursor === undefined) return null;
  const split = cursor.indexOf('_');
  return { micros: cursor.slice(0, split), ref: cursor.slice(split + 1) };
}

const before = (
  at: RawBuilder<unknown>,
  ref: RawBuilder<unknown>,
  cursor: { micros: string; ref: string } | null,
) =>
  cursor === null
    ? sql<boolean>`true`
    : sql<boolean>`(${at}, ${ref}) < ('epoch'::timestamptz + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.ref})`;

/** The player's game sessions, newest first, of one game if asked. */
function sessionRounds(
  userId: string,
  gameKey: string | undefined,
  cursor: ReturnType<typeof cursorOf>,
  limit: number,
) {
  const ref = sql`'session-' || s.id`;
  return sql`(
    select 'session' as source, ${ref} as ref, s.created_at as at, s.id as session_id
    from game_sessions s
    where s.user_id = ${userId}
      ${gameKey === undefined ? sql`` : sql`and s.game_id = ${gameOf(gameKey as GameKey).id}`}
      and ${before(sql`s.created_at`, ref, cursor)}
    order by s.created_at desc, ${ref} desc
    limit ${limit})`;
}

/** The challenges the player played that have ended, newest first. */
function challengeRounds(userId: string, cursor: ReturnType<typeof cursorOf>, limit: number) {
  const ref = sql`'challenge-' || c.id`;
  return sql`(
    select 'challenge' as source, ${ref} as ref, c.finished_at as at, null::bigint as session_id
    from p2p_challenges c
    where (c.creator_id = ${userId} or c.opponent_id = ${userId}) and ${ENDED_CHALLENGE}
      and ${before(sql`c.finished_at`, ref, cursor)}
    order by c.finished_at desc, ${ref} desc
    limit ${limit})`;
}

/** What a challenge moved on the player's wallet: their stake out, and what came back. */
const challengeMoney = (userId: string, sign: '<' | '>') => sql`(
  select coalesce(sum(abs(e.amount)), 0) from ledger_entries e
  join accounts w on w.id = e.account_id and w.kind = 'wallet' and w.user_id = ${userId}
  where e.transaction_id in ${transactionsOfChallenge(sql<string>`c.id`)}
    and e.amount ${sql.raw(sign)} 0)`;

function toRow(row: RoundListRow, userId: string): PlayerRoundRow {
  const stake = BigInt(row.stake);
  const returned = BigInt(row.returned);
  const base = {
    currency: row.currency,
    stake: formatMoney(stake),
    returned: formatMoney(returned),
    net: formatMoney(returned - stake),
    playedAt: new Date(row.at).toISOString(),
  };
  if (row.source === 'challenge') {
    const challengeId = row.ref.slice('challenge-'.length);
    return {
      ...base,
      id: challengeRoundId(challengeId),
      source: 'challenge',
      game: 'challenges',
      gameName: challengeGameName(row.game_type ?? ''),
      summary: challengeSummary(
        { result: row.result, winner_id: row.winner_id, status: row.status ?? '' },
        userId,
      ),
    };
  }
  const gameId = row.game_id ?? 0;
  return {
    ...base,
    id: sessionRoundId(row.ref.slice('session-'.length)),
    source: 'session',
    game: gameById(gameId)?.key ?? String(gameId),
    gameName: gameNameOfId(gameId),
    summary: sessionSummary(gameId, row.game_data ?? {}, returned - stake),
  };
}

/**
 * GET /api/history/rounds: the player's rounds, newest first: their game sessions (every casino
 * game, live table and poker hand they put chips in) and the challenges they played, of one game if
 * asked. Keyset paged on (time, id), so rounds settling meanwhile never shift a page. The currency is
 * the wallet the round's ledger entries moved (history/round-links.ts).
 */
export async function playerRoundsPage(
  db: Kysely<Database>,
  userId: string,
  query: PlayerRoundsQuery,
): Promise<PlayerRoundsPage> {
  const limit = query.limit ?? HISTORY_PAGE_SIZE_DEFAULT;
  const cursor = cursorOf(query.cursor);
  const sources = [
    ...(query.game === 'challenges' ? [] : [sessionRounds(userId, query.game, cursor, limit + 1)]),
    ...(query.game === undefined || query.game === 'challenges'
      ? [challengeRounds(userId, cursor, limit + 1)]
      : []),
  ];
  const { rows } = await sql<RoundListRow>`
    with r as (${sql.join(sources, sql` union all `)}),
    page as (select * from r order by at desc, ref desc limit ${limit + 1})
    select page.source, page.ref, page.at,
      ((extract(epoch from page.at) * 1000000)::bigint)::text as at_micros,
      s.game_id, s.game_data, c.game_type, c.result, c.winner_id, c.status,
      coalesce(s.bet_amount, ${challengeMoney(userId, '<')}) as stake,
      coalesce(s.win_amount, ${challengeMoney(userId, '>')}) as returned,
      case when s.id is not null then ${currencyOfSession('s')} else c.currency end as currency
    from page
    left join game_sessions s on s.id = page.session_id
    left join p2p_challenges c on page.source = 'challenge' and c.id = substr(page.ref, 11)
    order by page.at desc, page.ref desc`.execute(db);
  const items = rows.slice(0, limit).map((row) => toRow(row, userId));
  const last = rows[limit - 1];
  return {
    items,
    nextCursor: rows.length > limit && last ? `${last.at_micros}_${last.ref}` : null,
  };
}

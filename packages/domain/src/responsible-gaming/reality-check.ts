import type { RgPlaySession } from '@casino/contracts';
import { sql, type Database, type Kysely, type RgPlayerRow } from '@casino/db';
import type { Clock } from '../clock.js';
import { formatMoney } from '../money.js';
import { runningSession, sessionLimitStop } from './play-session.js';
import { ensureRgPlayer, GAME_KINDS, logRgChange } from './rg-player-row.js';

/**
 * The reality check (issue 18): every N minutes of a play session the app shows the time played
 * and the net result over the session, with "keep playing" and "stop". The interval applies at once
 * either way (it informs; the session-length limit is what stops play). "Keep playing" is recorded,
 * so the next check comes N minutes after it, on every device.
 */
export async function setRealityCheck(
  db: Kysely<Database>,
  userId: string,
  minutes: number | null,
  clock: Clock,
): Promise<void> {
  const now = clock();
  await db.transaction().execute(async (trx) => {
    await ensureRgPlayer(trx, userId, now);
    await trx
      .updateTable('rg_players')
      .set({ reality_check_minutes: minutes, reality_check_ack_at: now })
      .where('user_id', '=', userId)
      .execute();
    await logRgChange(trx, userId, 'reality_check_set', { minutes }, now);
  });
}

/** POST /api/responsible-gaming/reality-check/continue: "keep playing". */
export async function continueAfterRealityCheck(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<void> {
  await db
    .updateTable('rg_players')
    .set({ reality_check_ack_at: clock() })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * The net result of the player's game money (stakes out, returns in) per wallet currency, over the
 * wallet entries after ledger entry `afterId` (the index on account and id reads only those).
 */
async function netSince(db: Kysely<Database>, userId: string, afterId: bigint) {
  const { rows } = await sql<{ currency: 'coins' | 'sweeps'; net: string }>`
    select a.currency, coalesce(sum(e.amount), 0)::text as net
    from accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.kind = 'wallet' and a.user_id = ${userId} and e.id > ${afterId}
      and t.kind in (${sql.join(GAME_KINDS.map((k) => sql.lit(k)))})
    group by a.currency`.execute(db);
  const of = (currency: 'coins' | 'sweeps') => BigInt(rows.find((r) => r.currency === currency)?.net ?? 0);
  return { coins: formatMoney(of('coins')), sweeps: formatMoney(of('sweeps')) };
}

/** The play session as the reality check and the status show it. */
export async function playSessionView(
  db: Kysely<Database>,
  player: RgPlayerRow | undefined,
  sessionLimitMinutes: number | null,
  now: Date,
): Promise<RgPlaySession> {
  const session = player ? runningSession(player, now) : null;
  const stop = player ? sessionLimitStop(player, sessionLimitMinutes, now) : null;
  if (!player || !session)
    return {
      startedAt: null,
      lastWagerAt: null,
      minutesPlayed: 0,
      net: { coins: '0.00', sweeps: '0.00' },
      nextRealityCheckAt: null,
      limitReached: false,
      resumesAt: null,
    };
  const interval = player.reality_check_minutes;
  const ack = player.reality_check_ack_at;
  // The check comes `interval` minutes into the session, then `interval` after each "keep playing".
  const from = ack && ack > session.startedAt ? ack : session.startedAt;
  return {
    startedAt: session.startedAt.toISOString(),
    lastWagerAt: session.lastWagerAt.toISOString(),
    minutesPlayed: Math.floor((now.getTime() - session.startedAt.getTime()) / 60_000),
    net: await netSince(db, player.user_id, player.session_ledger_from ?? 0n),
    nextRealityCheckAt: interval === null ? null : new Date(from.getTime() + interval * 60_000).toISOString(),
    limitReached: stop !== null,
    resumesAt: stop?.resumesAt.toISOString() ?? null,
  };
}

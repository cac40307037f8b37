import { moneyUnitsOf } from '@casino/contracts';
import { sql, type Database, type Transaction } from '@casino/db';
import type { StoredEvent } from '../projections/settled-play.js';
import { consumeWagers, type GrantState, type SweepsWager } from './playthrough.js';

interface PlayedWager extends SweepsWager {
  eventId: bigint;
  userId: string;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Minor units written as digits ("1250"), as `game.settled` carries them. */
const minorUnits = (value: unknown): bigint | null =>
  typeof value === 'string' && /^\d{1,18}$/.test(value) ? BigInt(value) : null;
/** A decimal amount ("12.50"), as the challenge settlement writes it. */
const decimalUnits = (value: unknown): bigint | null =>
  typeof value === 'string' ? moneyUnitsOf(value) : null;

/**
 * The settled wagers that play grants through, by event type: the stake of every settled round or
 * game played with sweepstakes coins. A new kind of sweepstakes play that emits its own event adds
 * its reader here. Free spins (a stake the promotions account paid) and voided challenges (nobody
 * played; both stakes went back) are not wagers.
 */
export const SWEEPS_WAGER_READERS: Readonly<
  Record<string, (payload: Record<string, unknown>) => bigint | null>
> = {
  // Every casino round (casino/settlement.ts, ledger/one-shot-settlement.ts); betAmount in minor units.
  'game.settled': (p) =>
    p.currency === 'sweeps' && objectOf(p.gameData).freeSpin !== true ? minorUnits(p.betAmount) : null,
  // One event per player of a finished challenge (p2p-challenges/challenge-settlement.ts).
  p2p_challenge_settled: (p) =>
    p.currency === 'sweeps' && p.result !== 'void' ? decimalUnits(p.betAmount) : null,
};

/** The sweepstakes wager an event records, or null. */
export function sweepsWagerOf(event: StoredEvent): PlayedWager | null {
  const read = SWEEPS_WAGER_READERS[event.type];
  if (!read || event.user_id === null) return null;
  const stake = read(objectOf(event.payload));
  if (stake === null || stake <= 0n) return null;
  return { eventId: event.id, userId: event.user_id, stake, at: event.created_at };
}

/**
 * The projection (projections/event-projector.ts) that plays grants through: each settled
 * sweepstakes wager plays its player's grants oldest first, among the grants given before it. The
 * players' open grants are locked (player, then grant order), so two projectors never count one
 * player's wagers against the same state; a batch is one read and one write.
 */
export async function applyPlaythroughProjection(
  trx: Transaction<Database>,
  events: readonly StoredEvent[],
): Promise<void> {
  const wagers = events
    .map(sweepsWagerOf)
    .filter((w): w is PlayedWager => w !== null)
    .sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
  if (wagers.length === 0) return;
  const userIds = [...new Set(wagers.map((w) => w.userId))].sort();
  const rows = await trx
    .selectFrom('sweeps_grants')
    .select(['id', 'user_id', 'amount', 'required', 'played', 'revoked', 'created_at'])
    .where('user_id', 'in', userIds)
    .where((eb) => eb('played', '<', eb.ref('required')))
    .orderBy('user_id')
    .orderBy('id')
    .forUpdate()
    .execute();
  const changed: GrantState[] = [];
  for (const userId of userIds) {
    const before: GrantState[] = rows
      .filter((r) => r.user_id === userId)
      .map((r) => ({
        id: r.id,
        amount: r.amount,
        required: r.required,
        played: r.played,
        revoked: r.revoked,
        createdAt: r.created_at,
      }));
    const after = consumeWagers(
      before,
      wagers.filter((w) => w.userId === userId),
    );
    after.forEach((grant, i) => {
      if (grant.played !== before[i]?.played) changed.push(grant);
    });
  }
  if (changed.length === 0) return;
  const values = sql.join(changed.map((g) => sql`(${g.id}::bigint, ${g.played}::bigint)`));
  await sql`
    update sweeps_grants g set played = v.played
    from (values ${values}) as v(id, played)
    where g.id = v.id`.execute(trx);
}

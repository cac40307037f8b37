import type { RgBlock, RgExclusionLength } from '@casino/contracts';
import type { Database, Kysely, RgBlockRow, Transaction } from '@casino/db';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { addDays, addMonths, formatUtc } from './period-windows.js';
import type { ActiveBlock } from './refusals.js';
import { ensureRgPlayer, logRgChange } from './rg-player-row.js';
import type { RgRules } from './rg-rules.js';

/**
 * Breaks (1 to 30 days) and self-exclusions (6 months, 1 year, 5 years, indefinite): no play, no
 * purchases, no marketing until the end (issue 18). Nothing shortens one: a new break or exclusion
 * must end later than the one in force, rows are never deleted, and staff have no call that lifts
 * one. An indefinite exclusion ends only if the player asks, no sooner than exclusionLiftAfterMonths
 * after it began, and then only coolingOffMs after asking (the player may take the request back).
 */

const EXCLUSION_MONTHS: Record<Exclude<RgExclusionLength, 'indefinite'>, number> = {
  '6-months': 6,
  '1-year': 12,
  '5-years': 60,
};

/** Every block in force at `now`, the one ending last first (an indefinite one before any). */
async function blocksInForce(db: Kysely<Database>, userId: string, now: Date): Promise<RgBlockRow[]> {
  return db
    .selectFrom('rg_blocks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('started_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('ends_at', (ob) => ob.desc().nullsFirst())
    .orderBy('id', 'desc')
    .execute();
}

/** The break or exclusion in force (the one ending last), or null. */
export async function activeBlockOf(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<ActiveBlock | null> {
  const [block] = await blocksInForce(db, userId, now);
  return block ? { kind: block.kind, endsAt: block.ends_at } : null;
}

/** The block as the player and support see it. */
export async function blockViewOf(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  rules: RgRules,
): Promise<RgBlock | null> {
  const [block] = await blocksInForce(db, userId, now);
  if (!block) return null;
  const indefinite = block.length === 'indefinite';
  return {
    kind: block.kind,
    length: block.length,
    startedAt: block.started_at.toISOString(),
    endsAt: block.ends_at?.toISOString() ?? null,
    liftableFrom: indefinite
      ? addMonths(block.started_at, rules.exclusionLiftAfterMonths).toISOString()
      : null,
    liftRequestedAt: block.lift_requested_at?.toISOString() ?? null,
  };
}

const endsLater = (a: Date | null, b: Date | null): boolean =>
  a === null ? b !== null : b !== null && a.getTime() > b.getTime();

async function startBlock(
  trx: Transaction<Database>,
  userId: string,
  block: { kind: 'break' | 'exclusion'; length: string; endsAt: Date | null },
  now: Date,
): Promise<void> {
  await ensureRgPlayer(trx, userId, now);
  const [current] = await blocksInForce(trx, userId, now);
  if (current && !endsLater(block.endsAt, current.ends_at)) {
    const what = current.kind === 'break' ? 'a break' : 'a self-exclusion';
    const until = current.ends_at === null ? 'with no end date' : `until ${formatUtc(current.ends_at)}`;
    throw new DomainError(
      'conflict',
      `You already have ${what} ${until}. A new one must end later; nothing can shorten it.`,
    );
  }
  await trx
    .insertInto('rg_blocks')
    .values({
      user_id: userId,
      kind: block.kind,
      length: block.length,
      started_at: now,
      ends_at: block.endsAt,
      created_at: now,
    })
    .execute();
  await logRgChange(
    trx,
    userId,
    block.kind === 'break' ? 'break_started' : 'exclusion_started',
    { length: block.length, endsAt: block.endsAt?.toISOString() ?? null },
    now,
  );
}

/** POST /api/responsible-gaming/break: no play, purchases or marketing for `days` days from now. */
export async function takeBreak(
  db: Kysely<Database>,
  userId: string,
  days: number,
  clock: Clock,
): Promise<void> {
  const now = clock();
  await db
    .transaction()
    .execute((trx) =>
      startBlock(trx, userId, { kind: 'break', length: `${days}-days`, endsAt: addDays(now, days) }, now),
    );
}

/** POST /api/responsible-gaming/self-exclusion. */
export async function selfExclude(
  db: Kysely<Database>,
  userId: string,
  length: RgExclusionLength,
  clock: Clock,
): Promise<void> {
  const now = clock();
  const endsAt = length === 'indefinite' ? null : addMonths(now, EXCLUSION_MONTHS[length]);
  await db
    .transaction()
    .execute((trx) => startBlock(trx, userId, { kind: 'exclusion', length, endsAt }, now));
}

/** The player's indefinite exclusion in force, locked with their row. */
async function indefiniteExclusion(trx: Transaction<Database>, userId: string, now: Date) {
  await ensureRgPlayer(trx, userId, now);
  const blocks = await blocksInForce(trx, userId, now);
  return blocks.find((b) => b.kind === 'exclusion' && b.length === 'indefinite');
}

/**
 * POST /api/responsible-gaming/self-exclusion/lift: asks for an indefinite exclusion to end. Only
 * from exclusionLiftAfterMonths after it began; it then ends coolingOffMs from now.
 */
export async function requestExclusionLift(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
  rules: RgRules,
): Promise<void> {
  const now = clock();
  await db.transaction().execute(async (trx) => {
    const exclusion = await indefiniteExclusion(trx, userId, now);
    if (!exclusion)
      throw new DomainError('conflict', 'Only an indefinite self-exclusion can be lifted early.');
    if (exclusion.lift_requested_at !== null)
      throw new DomainError(
        'conflict',
        `You already asked to lift your self-exclusion; it ends ${formatUtc(exclusion.ends_at ?? now)}.`,
      );
    const liftableFrom = addMonths(exclusion.started_at, rules.exclusionLiftAfterMonths);
    if (now < liftableFrom)
      throw new DomainError(
        'conflict',
        `An indefinite self-exclusion can be lifted ${rules.exclusionLiftAfterMonths} months after it began: from ${formatUtc(liftableFrom)}.`,
      );
    const endsAt = new Date(now.getTime() + rules.coolingOffMs);
    await trx
      .updateTable('rg_blocks')
      .set({ lift_requested_at: now, ends_at: endsAt })
      .where('id', '=', exclusion.id)
      .execute();
    await logRgChange(trx, userId, 'exclusion_lift_requested', { endsAt: endsAt.toISOString() }, now);
  });
}

/** POST /api/responsible-gaming/self-exclusion/lift/cancel: the exclusion stays indefinite. */
export async function cancelExclusionLift(db: Kysely<Database>, userId: string, clock: Clock): Promise<void> {
  const now = clock();
  await db.transaction().execute(async (trx) => {
    const exclusion = await indefiniteExclusion(trx, userId, now);
    if (!exclusion || exclusion.lift_requested_at === null)
      throw new DomainError('conflict', 'There is no request to lift your self-exclusion to take back.');
    await trx
      .updateTable('rg_blocks')
      .set({ lift_requested_at: null, ends_at: null })
      .where('id', '=', exclusion.id)
      .execute();
    await logRgChange(trx, userId, 'exclusion_lift_cancelled', {}, now);
  });
}

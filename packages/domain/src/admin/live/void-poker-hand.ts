import type { VoidResponse } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { DomainError } from '../../errors.js';
import { voidOpenHands } from '../../games/holdem/hand-records.js';
import { refundTable } from '../../games/holdem/table-chips.js';
import { formatMoney } from '../../money.js';
import { recordAdminAction } from '../admin-audit-log.js';
import type { Staff } from '../staff-access.js';
import type { LiveRoomCalls } from './live-room-calls.js';

const handNotFound = () => new DomainError('not_found', 'No poker hand with that id.');
const notInPlay = (status: string) =>
  new DomainError('conflict', `This hand is ${status}, not in play: only a hand in play can be voided.`, {
    status,
  });

interface LockedHand {
  id: bigint;
  tableId: number;
  status: string;
  handNumber: number;
  hosted: boolean;
}

/** Locks the hand's table row (the lock every chip movement of the table takes), then reads the hand. */
async function lockHand(trx: Transaction<Database>, handId: string): Promise<LockedHand> {
  const hand = await trx
    .selectFrom('poker_hands')
    .select(['id', 'table_id'])
    .where('id', '=', BigInt(handId))
    .executeTakeFirst();
  if (!hand) throw handNotFound();
  const table = await trx
    .selectFrom('poker_tables')
    .select(sql<boolean>`coalesce(lease_until > now(), false)`.as('hosted'))
    .where('id', '=', hand.table_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const now = await trx
    .selectFrom('poker_hands')
    .select(['status', 'hand_number'])
    .where('id', '=', hand.id)
    .executeTakeFirstOrThrow();
  return {
    id: hand.id,
    tableId: hand.table_id,
    status: now.status,
    handNumber: now.hand_number,
    hosted: table.hosted,
  };
}

const refundedOf = (
  refunds: ReadonlyArray<{ userId: string; amount: bigint; currency?: 'coins' | 'sweeps' }>,
): VoidResponse['refunded'] =>
  refunds.map((r) => ({ userId: r.userId, amount: formatMoney(r.amount), currency: r.currency ?? 'coins' }));

/**
 * Voids a poker hand in play as a crashed host's hand is voided: the hand is marked voided and every
 * seat's chips (a hand in play has moved none yet: its stacks are what each seat put in, and more) go
 * back to the wallets. A live room holding the table is asked to do it (it closes, and the keeper
 * opens the table again for new hands); with no live host it happens here, under the table's row
 * lock, and the lease is freed so the next host starts clean. Exactly one void succeeds.
 */
export async function voidPokerHand(
  db: Kysely<Database>,
  staff: Staff,
  handId: string,
  reason: string,
  rooms: LiveRoomCalls | null,
): Promise<VoidResponse> {
  const here = await db.transaction().execute(async (trx) => {
    const hand = await lockHand(trx, handId);
    if (hand.status !== 'in_progress') throw notInPlay(hand.status);
    if (hand.hosted && rooms) return { hand, refunds: null };
    await voidOpenHands(trx, hand.tableId);
    const refunds = await refundTable(trx, hand.tableId, 'hand_voided_by_admin');
    await trx
      .updateTable('poker_tables')
      .set({ lease_owner: null, lease_until: null, seated_players: 0 })
      .where('id', '=', hand.tableId)
      .execute();
    await recordVoid(trx, staff, hand, refunds, reason);
    return { hand, refunds };
  });
  if (here.refunds) return { voided: true, refunded: refundedOf(here.refunds) };

  let refunds: Array<{ userId: string; amount: bigint }>;
  try {
    refunds = (await rooms?.voidHand(here.hand.tableId, handId, staff.userId)) ?? [];
  } catch (error) {
    // The room refused or went away: a hand another void (or the hand's end) closed is a 409.
    const now = await db.transaction().execute((trx) => lockHand(trx, handId));
    if (now.status !== 'in_progress') throw notInPlay(now.status);
    throw error;
  }
  return db.transaction().execute(async (trx) => {
    const after = await lockHand(trx, handId);
    if (after.status !== 'voided') throw notInPlay(after.status);
    await recordVoid(trx, staff, after, refunds, reason);
    return { voided: true, refunded: refundedOf(refunds) };
  });
}

async function recordVoid(
  trx: Transaction<Database>,
  staff: Staff,
  hand: LockedHand,
  refunds: ReadonlyArray<{ userId: string; amount: bigint }>,
  reason: string,
): Promise<void> {
  await recordAdminAction(trx, staff, {
    action: 'poker_hand.void',
    targetKind: 'poker_hand',
    targetId: hand.id.toString(),
    before: { tableId: hand.tableId, handNumber: hand.handNumber, status: 'in_progress' },
    after: {
      tableId: hand.tableId,
      handNumber: hand.handNumber,
      status: 'voided',
      refunded: refundedOf(refunds),
    },
    reason,
  });
}

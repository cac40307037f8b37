import { randomUUID } from 'node:crypto';
import {
  REWARD_SHOP_ITEMS,
  type RedeemRewardResponse,
  type RewardShopItem,
  type RewardShopItemId,
} from '@casino/contracts';
import type { Database, Kysely, Transaction } from '@casino/db';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { getWalletBalances } from '../ledger/balances.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney, MINOR_UNITS_PER_COIN } from '../money.js';
import { appendLoyaltyLog, lockLoyalty } from './loyalty-account.js';
import { readLoyaltySummary } from './loyalty-summary.js';

export const VIP_DURATION_MS = 24 * 60 * 60 * 1000;
const FREE_SPINS_PER_PACK = 10;
const BONUS_COINS_UNITS = 5n * MINOR_UNITS_PER_COIN;

export const rewardShopItems = (): RewardShopItem[] => REWARD_SHOP_ITEMS.map((item) => ({ ...item }));

function itemOf(id: RewardShopItemId): RewardShopItem {
  const item = REWARD_SHOP_ITEMS.find((i) => i.id === id);
  if (!item) throw new DomainError('not_found', `No reward ${id} in the shop`);
  return { ...item };
}

/** What redeeming an item gives, applied in the caller's transaction (loyalty row locked). Returns the log line. */
async function deliver(
  trx: Transaction<Database>,
  userId: string,
  item: RewardShopItem,
  source: string,
  now: Date,
): Promise<{ description: string; coins: bigint; spins: number }> {
  switch (item.id) {
    case 'free-spins-10':
      await trx
        .updateTable('player_loyalty')
        .set((eb) => ({ free_spins: eb('free_spins', '+', FREE_SPINS_PER_PACK) }))
        .where('user_id', '=', userId)
        .execute();
      return { description: `Redeemed ${item.name}`, coins: 0n, spins: FREE_SPINS_PER_PACK };
    case 'bonus-coins-5':
      await trx
        .updateTable('player_loyalty')
        .set((eb) => ({ bonus_coins: eb('bonus_coins', '+', BONUS_COINS_UNITS) }))
        .where('user_id', '=', userId)
        .execute();
      await postTransfer(
        trx,
        move(promotions(), wallet(userId), BONUS_COINS_UNITS, {
          kind: 'loyalty_bonus_coins',
          currency: 'coins',
          idempotencyKey: source,
        }),
      );
      return {
        description: `Redeemed ${item.name}: ${formatMoney(BONUS_COINS_UNITS)} coins added to your balance`,
        coins: BONUS_COINS_UNITS,
        spins: 0,
      };
    case 'vip-24h': {
      // A VIP period still running is extended by 24 hours; otherwise a new one starts now.
      const user = await trx
        .selectFrom('users')
        .select('vip_until')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const running = user.vip_until !== null && user.vip_until.getTime() > now.getTime();
      const until = new Date(
        (running && user.vip_until ? user.vip_until.getTime() : now.getTime()) + VIP_DURATION_MS,
      );
      await trx.updateTable('users').set({ vip_until: until }).where('id', '=', userId).execute();
      if (!running)
        await trx
          .updateTable('player_loyalty')
          .set({ vip_from: now })
          .where('user_id', '=', userId)
          .execute();
      return {
        description: `Redeemed ${item.name}: VIP until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        coins: 0n,
        spins: 0,
      };
    }
  }
}

/**
 * POST /api/loyalty/redeem: spends points on a reward shop item (spec: 10 free spins for 50 points,
 * 5 bonus coins for 100, VIP status 24h for 200). The points are taken by a conditional update
 * (never below zero); an optional idempotency key makes a repeated request replay instead of
 * spending twice.
 */
export async function redeemReward(
  db: Kysely<Database>,
  userId: string,
  itemId: RewardShopItemId,
  options: { clock: Clock; idempotencyKey?: string | undefined },
): Promise<RedeemRewardResponse> {
  const item = itemOf(itemId);
  const now = options.clock();
  const source = `redeem:${userId}:${options.idempotencyKey ?? randomUUID()}`;
  const replayed = await db.transaction().execute(async (trx) => {
    const row = await lockLoyalty(trx, userId);
    const previous = await trx
      .selectFrom('loyalty_log')
      .select(['kind'])
      .where('source_key', '=', source)
      .executeTakeFirst();
    if (previous) {
      if (previous.kind !== `redeem:${item.id}`)
        throw new DomainError(
          'idempotency_key_reused',
          'This idempotency key was already used for a different reward',
        );
      return true;
    }
    if (row.points < item.pointsCost) {
      throw new DomainError(
        'insufficient_points',
        `${item.name} costs ${item.pointsCost} points; you have ${row.points}.`,
      );
    }
    await trx
      .updateTable('player_loyalty')
      .set((eb) => ({ points: eb('points', '-', item.pointsCost), updated_at: now }))
      .where('user_id', '=', userId)
      .where('points', '>=', item.pointsCost)
      .execute();
    const delivered = await deliver(trx, userId, item, source, now);
    await appendLoyaltyLog(trx, {
      userId,
      kind: `redeem:${item.id}`,
      description: delivered.description,
      pointsChange: -item.pointsCost,
      coinsChange: delivered.coins,
      spinsChange: delivered.spins,
      sourceKey: source,
      at: now,
    });
    return false;
  });
  return {
    message: replayed
      ? `${item.name} was already redeemed with this request.`
      : `${item.name} redeemed for ${item.pointsCost} points.`,
    item,
    loyalty: await readLoyaltySummary(db, userId, now),
    balance: formatMoney((await getWalletBalances(db, userId)).coins),
  };
}

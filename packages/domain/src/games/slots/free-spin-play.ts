import { houseAccountOf } from '@casino/games';
import { LOYALTY_RULES, type SlotSpinResponse } from '@casino/contracts';
import type { Database, GameRow, Kysely } from '@casino/db';
import {
  createFloatStream,
  JACKPOT_RULES,
  jackpotContributionOf,
  spinSlot,
  type SlotDefinition,
} from '@casino/engine';
import { DomainError } from '../../errors.js';
import { publicFairness, takeRoundSeeds } from '../../fairness/player-seeds.js';
import { promotions } from '../../ledger/accounts.js';
import { roundLegs } from '../../ledger/round-legs.js';
import { postTransfer } from '../../ledger/transfer.js';
import { appendLoyaltyLog } from '../../loyalty/loyalty-account.js';
import { consumeFreeSpin, hasFreeSpin, noFreeSpins } from '../../loyalty/free-spins.js';
import { formatMoney, parseMoney } from '../../money.js';
import { coinBalance } from '../../casino/bets.js';
import { recordSettlement } from '../../casino/settlement.js';
import { jackpotPool, jackpotRecord, lockJackpotPool, recordJackpotWin } from './jackpot-pool.js';
import { checkWager } from '../../responsible-gaming/wager-gate.js';

export const FREE_SPIN_BET_UNITS = parseMoney(LOYALTY_RULES.freeSpinBet);

/**
 * A free spin from the loyalty balance: a spin like any other (the player's seeds and nonce, the
 * engine, a game session and its `game.settled` event), except that the stake comes from the
 * promotions account through the ledger, and the win goes to the player. One transaction: the seed
 * lock serialises the player's plays, the free spin is taken (never below zero), the money moves,
 * and the session, its event and the reward-log line are written, or none of it.
 */
export async function spinWithFreeSpin(
  db: Kysely<Database>,
  userId: string,
  game: GameRow,
  slot: SlotDefinition,
  betAmount: string,
): Promise<SlotSpinResponse> {
  const bet = FREE_SPIN_BET_UNITS;
  if (parseMoney(betAmount) !== bet) {
    throw new DomainError('invalid_bet', `A free spin is played at a bet of ${LOYALTY_RULES.freeSpinBet}`);
  }
  return db.transaction().execute(async (trx) => {
    const seeds = await takeRoundSeeds(trx, userId, { onlyIf: hasFreeSpin(userId), refusal: noFreeSpins });
    // Responsible gaming: no play during a break, an exclusion or past the session limit; the stake
    // is the promotions account's, so no wager limit counts it.
    await checkWager(trx, { userId, currency: 'coins', units: 0n });
    const remaining = await consumeFreeSpin(trx, userId);
    const spin = spinSlot(slot, Number(bet), createFloatStream(seeds));
    if (!spin.ok) throw new DomainError('invalid_bet', `The bet was refused (${spin.error})`);
    const lineWin = BigInt(spin.winAmount);
    const houseCode = houseAccountOf(slot.key);
    const fairness = publicFairness(seeds);
    // A free spin feeds the Grand Jackpot like any spin, and can win it. Its wallet is locked before
    // the pool, the order of the batched settlement (ledger/one-shot-settlement.ts): no deadlock.
    const contribution = jackpotContributionOf(bet);
    await trx
      .selectFrom('accounts')
      .select('id')
      .where('kind', '=', 'wallet')
      .where('user_id', '=', userId)
      .where('currency', '=', 'coins')
      .forUpdate()
      .execute();
    const jackpotUnits = spin.jackpot ? (await lockJackpotPool(trx)).balance : 0n;
    const win = lineWin + jackpotUnits;
    await postTransfer(trx, {
      kind: 'free_spin',
      currency: 'coins',
      memo: { game: game.slug, nonce: seeds.nonce, userId },
      postings: roundLegs({
        userId,
        houseCode,
        stakeUnits: bet,
        winUnits: lineWin,
        payer: promotions(),
        jackpot: { pool: jackpotPool(), contributionUnits: contribution, paidUnits: jackpotUnits },
      }),
    });
    const sessionId = await recordSettlement(trx, {
      userId,
      gameId: game.id,
      gameSlug: game.slug,
      betUnits: bet,
      winUnits: win,
      gameData: {
        slot: slot.slug,
        reels: spin.reels,
        stops: spin.stops,
        winMultiplier: spin.winMultiplier,
        freeSpin: true,
        jackpot: jackpotRecord(contribution, jackpotUnits, spin.jackpot ? JACKPOT_RULES.seedUnits : 0n),
        fairness,
      },
    });
    if (spin.jackpot)
      await recordJackpotWin(trx, { userId, sessionId, slot: slot.slug, amount: jackpotUnits });
    await appendLoyaltyLog(trx, {
      userId,
      kind: 'free_spin',
      description: `Free spin on ${game.name}: ${win > 0n ? `won ${formatMoney(win)} coins` : 'no win'}`,
      spinsChange: -1,
      coinsChange: win,
      sourceKey: `free_spin:${sessionId}`,
    });
    return {
      reels: spin.reels,
      isWin: spin.isWin,
      winAmount: formatMoney(win),
      winMultiplier: spin.winMultiplier,
      betAmount: formatMoney(bet),
      freeSpin: true,
      freeSpinsRemaining: remaining,
      ...(spin.jackpot ? { jackpotWon: formatMoney(jackpotUnits) } : {}),
      sessionId,
      currency: 'coins',
      balance: await coinBalance(trx, userId),
      fairness,
    };
  });
}

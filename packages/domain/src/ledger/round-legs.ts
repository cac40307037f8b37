import { house, wallet, type AccountRef } from './accounts.js';
import type { Posting } from './transfer.js';

/** A round's money: the stake its payer put in, and what it returned to the player. */
export interface RoundMoney {
  userId: string;
  /** The game's house account code (`house:<code>`, from the game registry). */
  houseCode: string;
  /** Minor units staked, taken from `payer` (the player's wallet unless a promotion pays). */
  stakeUnits: bigint;
  /** Minor units the round returned (stake of winning bets included), paid to the player's wallet. */
  winUnits: bigint;
  payer?: AccountRef;
}

/**
 * The ledger legs of a round, the one place they are built: the stake from its payer into the
 * game's house, then what the round returned from the house to the player's wallet. A bet and its
 * win stay separate legs (a stake is never netted against its win); a zero amount has no legs. The
 * batched one-shot statement (one-shot-settlement.ts) writes the same four legs in the same order.
 */
export function roundLegs(round: RoundMoney): Posting[] {
  const payer = round.payer ?? wallet(round.userId);
  const houseAccount = house(round.houseCode);
  if (round.stakeUnits < 0n || round.winUnits < 0n) throw new RangeError('round amounts are never negative');
  return [
    ...(round.stakeUnits > 0n
      ? [
          { account: payer, amount: -round.stakeUnits },
          { account: houseAccount, amount: round.stakeUnits },
        ]
      : []),
    ...(round.winUnits > 0n
      ? [
          { account: houseAccount, amount: -round.winUnits },
          { account: wallet(round.userId), amount: round.winUnits },
        ]
      : []),
  ];
}

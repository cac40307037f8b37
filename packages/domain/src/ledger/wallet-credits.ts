import type { Database, Transaction } from '@casino/db';
import { resolveAccountId, wallet } from './accounts.js';
import { postTransfer, type TransferRequest } from './transfer.js';

export interface WalletCredit {
  /** Whose coin wallet the transfer credits. */
  userId: string;
  transfer: TransferRequest;
}

/**
 * Posts transfers that each credit one player's wallet (rewards paid to many players in one
 * database transaction), in ascending order of the wallet's account id: the order in which every
 * writer that holds several wallets at once locks them (postTransfer's accounts, the batched
 * settlement of bets), so such writers wait for one another but never deadlock. Call it last in
 * the transaction, so the wallets stay locked only until the commit.
 */
export async function postWalletCredits(
  trx: Transaction<Database>,
  credits: readonly WalletCredit[],
): Promise<void> {
  const withIds = await Promise.all(
    credits.map(async (credit) => ({
      credit,
      walletId: await resolveAccountId(trx, wallet(credit.userId), 'coins'),
    })),
  );
  withIds.sort((a, b) => (a.walletId < b.walletId ? -1 : a.walletId > b.walletId ? 1 : 0));
  for (const { credit } of withIds) await postTransfer(trx, credit.transfer);
}

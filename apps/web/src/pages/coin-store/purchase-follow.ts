import type { CoinPurchaseState } from '@casino/contracts';
import type { ToastInput } from '../../components/toaster/toast-store';
import { formatCoins } from '../../lib/format-coins';

/** How often the page asks about purchases it is waiting for (the server settles them on its own). */
export const PENDING_POLL_MS = 2_000;

/**
 * The purchases this page is waiting for: those a purchase answered 202 (pending) for, and those
 * already pending when the page first listed them. Only these get a toast when they settle: a
 * purchase answered at once (200 or a refusal) has had its toast already.
 */
export class PurchaseFollower {
  private readonly waiting = new Set<string>();
  private listedOnce = false;

  wait(purchaseId: string): void {
    this.waiting.add(purchaseId);
  }

  /** Stop waiting: the purchase's answer was shown some other way. */
  forget(purchaseId: string): void {
    this.waiting.delete(purchaseId);
  }

  isWaiting(purchaseId: string): boolean {
    return this.waiting.has(purchaseId);
  }

  get isWaitingForAny(): boolean {
    return this.waiting.size > 0;
  }

  /** Reads the latest list; returns the awaited purchases that have settled since (each once). */
  update(purchases: readonly CoinPurchaseState[]): CoinPurchaseState[] {
    if (!this.listedOnce) {
      this.listedOnce = true;
      for (const p of purchases) if (p.status === 'pending') this.waiting.add(p.purchaseId);
    }
    const settled = purchases.filter((p) => p.status !== 'pending' && this.waiting.has(p.purchaseId));
    for (const p of settled) this.waiting.delete(p.purchaseId);
    return settled;
  }
}

/** The spec's purchase toasts: 'Purchase Successful!', or 'Purchase Failed' with why (and whether charged). */
export function settledPurchaseToast(p: CoinPurchaseState): ToastInput {
  if (p.status === 'completed')
    return {
      title: 'Purchase Successful!',
      description: `${p.packageName}: +${formatCoins(p.coins)} coins and +${formatCoins(p.sweepstakesCoins)} free sweepstakes coins.`,
    };
  return {
    variant: 'destructive',
    title: 'Purchase Failed',
    description: p.message ?? 'Unable to complete purchase',
  };
}

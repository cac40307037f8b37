import type { CoinPurchaseState } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { PurchaseFollower, settledPurchaseToast } from './purchase-follow';

const purchase = (purchaseId: string, status: CoinPurchaseState['status'], message: string | null = null) =>
  ({
    purchaseId,
    packageId: 3,
    packageName: 'Popular Pack',
    priceUsd: '19.99',
    coins: '25000.00',
    sweepstakesCoins: '20.00',
    status,
    message,
    providerReference: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    settledAt: null,
  }) satisfies CoinPurchaseState;

describe('following pending purchases until they settle', () => {
  it.each([
    ['a purchase answered 202, then completed', '7', true, 'completed', ['7']],
    ['a purchase answered 202, then failed', '7', true, 'failed', ['7']],
    ['a purchase answered at once (already toasted)', '8', false, 'completed', []],
  ] as const)('%s', (_name, id, answered202, final, toasted) => {
    const follower = new PurchaseFollower();
    expect(follower.update([])).toEqual([]);
    if (answered202) follower.wait(id);
    expect(follower.update([purchase(id, 'pending')])).toEqual([]);
    expect(follower.update([purchase(id, final)]).map((p) => p.purchaseId)).toEqual(toasted);
    // Each settles once: the next poll says nothing more.
    expect(follower.update([purchase(id, final)])).toEqual([]);
    expect(follower.isWaitingForAny).toBe(false);
  });

  it('waits for what was already pending when the page opened, not for what was settled', () => {
    const follower = new PurchaseFollower();
    expect(follower.update([purchase('1', 'pending'), purchase('2', 'completed')])).toEqual([]);
    expect(follower.isWaiting('1')).toBe(true);
    expect(follower.isWaiting('2')).toBe(false);
    expect(follower.update([purchase('1', 'completed'), purchase('2', 'completed')])).toEqual([
      purchase('1', 'completed'),
    ]);
  });

  it.each([
    [
      'completed',
      purchase('1', 'completed'),
      {
        title: 'Purchase Successful!',
        description: 'Popular Pack: +25,000 coins and +20 free sweepstakes coins.',
      },
    ],
    [
      'failed, never charged',
      purchase('1', 'failed', 'The payment was never completed, so you were not charged.'),
      {
        variant: 'destructive',
        title: 'Purchase Failed',
        description: 'The payment was never completed, so you were not charged.',
      },
    ],
  ])('tells the player a purchase %s', (_name, p, toast) => {
    expect(settledPurchaseToast(p)).toEqual(toast);
  });
});

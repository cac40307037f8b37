import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, newGuest, screenshotPath, WEB_DIST_DIR } from './browser.js';

// Issue 11, finding 4: a purchase whose api process died mid-payment is shown pending on the coin
// store page, then settled by the server's reconciler with the payment provider, and the player is
// told: 'Purchase Successful!' when the sandbox had charged it, 'Purchase Failed' (not charged) when not.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    webDistDir: WEB_DIST_DIR,
    env: { PURCHASE_RECONCILE_INTERVAL_MS: '200' },
  });
  browser = await launchChromium();
  ({ context, page, errors: pageErrors } = await newGuest(browser, server.url));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const db = () => server.database.db;

/** The state a crash leaves: a pending purchase held by a process that is gone, charged or not. */
async function crashedPurchase(userId: string, packageId: number, charged: boolean): Promise<string> {
  const prices: Record<number, { cents: number; coins: bigint; sweeps: bigint }> = {
    1: { cents: 499, coins: 500_000n, sweeps: 500n },
    3: { cents: 1_999, coins: 2_500_000n, sweeps: 2_000n },
  };
  const pkg = prices[packageId]!;
  const { id } = await db()
    .insertInto('coin_purchases')
    .values({
      user_id: userId,
      idempotency_key: `crashed-${packageId}`,
      fingerprint: createHash('sha256').update(`coin-package:${packageId}`).digest('hex'),
      package_id: packageId,
      price_cents: pkg.cents,
      coins: pkg.coins,
      sweeps: pkg.sweeps,
      provider: 'sandbox',
      attempt_started_at: new Date(),
      attempt_token: 'a-process-that-died',
      charge_sent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (charged)
    await db()
      .insertInto('sandbox_charges')
      .values({
        reference: `coin-purchase-${id}`,
        amount_cents: pkg.cents,
        currency: 'USD',
        customer_id: userId,
        provider_reference: `sandbox_coin-purchase-${id}`,
      })
      .execute();
  return id.toString();
}

/** The dead process's hold runs out (as 2 minutes later): the reconciler may now ask the provider. */
const holdRunsOut = (purchaseId: string) =>
  db()
    .updateTable('coin_purchases')
    .set({
      attempt_started_at: new Date(Date.now() - 10 * 60_000),
      charge_sent_at: new Date(Date.now() - 10 * 60_000),
    })
    .where('id', '=', BigInt(purchaseId))
    .execute();

async function toast(title: string): Promise<string> {
  const box = page.getByTestId('toast').filter({ hasText: title });
  await box.waitFor({ timeout: 15_000 });
  return (await box.locator('.toast__description').textContent()) ?? '';
}

const statusOf = (purchaseId: string) =>
  page.getByTestId(`purchase-${purchaseId}`).locator('.recent-purchase__status').textContent();

describe('an interrupted coin purchase in the browser', () => {
  it('shows it pending, then tells the player it completed when the provider had charged it', async () => {
    const { id: userId, balance } = await page.evaluate(
      async () => (await (await fetch('/api/auth/user')).json()) as { id: string; balance: string },
    );
    const purchaseId = await crashedPurchase(userId, 3, true);
    await page.goto(`${server.url}/coin-store`);
    await expect.poll(() => statusOf(purchaseId), { timeout: 15_000 }).toBe('Pending');
    expect(await page.getByTestId(`purchase-${purchaseId}`).textContent()).toMatch(/being confirmed/);
    await page.screenshot({ path: screenshotPath('coin-store-purchase-pending') });

    await holdRunsOut(purchaseId);
    expect(await toast('Purchase Successful!')).toBe(
      'Popular Pack: +25,000 coins and +20 free sweepstakes coins.',
    );
    await expect.poll(() => statusOf(purchaseId), { timeout: 10_000 }).toBe('Completed');
    await expect
      .poll(async () => centsIn(await page.getByTestId('header-balance').textContent()), { timeout: 10_000 })
      // The player's first package: the welcome bonus (200% extra coins) came with it.
      .toBe(centsIn(balance) + 3 * 2_500_000);
  });

  it('tells the player it failed, and that they were not charged, when the charge never arrived', async () => {
    const { id: userId, balance } = await page.evaluate(
      async () => (await (await fetch('/api/auth/user')).json()) as { id: string; balance: string },
    );
    const purchaseId = await crashedPurchase(userId, 1, false);
    await page.reload();
    await expect.poll(() => statusOf(purchaseId), { timeout: 15_000 }).toBe('Pending');

    await holdRunsOut(purchaseId);
    expect(await toast('Purchase Failed')).toMatch(/you were not charged/);
    await expect.poll(() => statusOf(purchaseId), { timeout: 10_000 }).toBe('Failed');
    expect(await page.getByTestId(`purchase-${purchaseId}`).textContent()).toMatch(/you were not charged/);
    await page.screenshot({ path: screenshotPath('coin-store-purchase-failed'), fullPage: true });
    expect(centsIn(await page.getByTestId('header-balance').textContent())).toBe(centsIn(balance));
    expect(pageErrors).toEqual([]);
  });
});

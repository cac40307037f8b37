import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import {
  centsIn,
  launchChromium,
  openTab,
  screenshotPath,
  watchPageErrors,
  WEB_DIST_DIR,
} from './browser.js';
import { buyPackage, makeEligibleBuyer } from './eligible-buyer.js';

// Issue 12's browser check of the promotions: the landing page's Claim Now leads a new player to
// the coin store, the first package pays the welcome bonus (coins and free spins) once, and the
// Grand Jackpot shows its live pool in coins on the home page and the catalogue.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[] = [];

const api = <T>(path: string): Promise<T> =>
  page.evaluate(async (url) => (await (await fetch(url)).json()) as T, path);

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  pageErrors = watchPageErrors(context, page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('promotions in the browser', () => {
  it("states the real terms on the landing page, and Claim Now opens the store's promotions", async () => {
    await page.goto(server.url);
    const section = page.getByRole('region', { name: 'Promotions' });
    await section.waitFor();
    const text = (await section.textContent()) ?? '';
    expect(text).not.toContain('$');
    expect(text).toContain('up to 1,000,000 GC, + 100 Free Spins');
    await section.screenshot({ path: screenshotPath('promotions-landing') });

    await page.getByTestId('promo-cta-welcome').click();
    await page.waitForURL(/\/coin-store#promotions$/, { timeout: 15_000 });
    const welcome = page.getByTestId('promotion-welcome-state');
    await expect
      .poll(() => welcome.textContent(), { timeout: 10_000 })
      .toBe('Available: buy any package below and it is added at once.');
    await page.screenshot({ path: screenshotPath('promotions-store-before') });
  });

  it('pays the welcome bonus with the first package bought in the sandbox store, once', async () => {
    await makeEligibleBuyer(server.database.db, page);
    await page.getByTestId('package-1').waitFor({ timeout: 10_000 });
    const before = centsIn(await page.getByTestId('header-balance').textContent());
    await buyPackage(page, 1, '$4.99');
    const toast = page.getByTestId('toast').filter({ hasText: 'Purchase Successful!' });
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.locator('.toast__description').textContent()).toBe(
      'Starter Pack: +5,000 coins and +5 free sweepstakes coins. Welcome bonus: +10,000 GC and 100 free spins.',
    );
    await expect
      .poll(async () => centsIn(await page.getByTestId('header-balance').textContent()), { timeout: 10_000 })
      .toBe(before + 500_000 + 1_000_000);
    await expect
      .poll(() => page.getByTestId('promotion-welcome-state').textContent(), { timeout: 10_000 })
      .toMatch(/^Used on .+: \+10,000 GC and 100 free spins\.$/);
    expect((await api<{ freeSpins: number }>('/api/loyalty')).freeSpins).toBe(100);
    await page.screenshot({ path: screenshotPath('promotions-welcome-credited') });
    await page.locator('#promotions').screenshot({ path: screenshotPath('promotions-store-used') });

    // A second package pays no welcome bonus again.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    const afterFirst = centsIn(await page.getByTestId('header-balance').textContent());
    await buyPackage(page, 1, '$4.99');
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.locator('.toast__description').textContent()).not.toContain('Welcome bonus');
    const status = await api<{ welcome: { used: boolean; coins: string } }>('/api/promotions');
    expect(status.welcome).toMatchObject({ used: true, coins: '10000.00' });
    const bought = centsIn((await api<{ balance: string }>('/api/auth/user')).balance) - afterFirst;
    // 5,000 coins, plus the Friday reload (50%) if this test runs on a Friday (UTC).
    expect([500_000, 750_000]).toContain(bought);
  });

  it('shows the live Grand Jackpot in coins on the home page and in the Jackpots category', async () => {
    await page.goto(server.url);
    const tile = page.getByTestId('grand-jackpot-amount');
    await expect.poll(() => tile.textContent(), { timeout: 10_000 }).toMatch(/^[\d,]+\.\d{2} GC$/);
    const { jackpots } = await api<{ jackpots: Array<{ amount: string }> }>('/api/jackpots');
    expect(centsIn(await tile.textContent())).toBe(centsIn(jackpots[0]!.amount));
    expect(await page.locator('.stat-strip').textContent()).not.toContain('$');
    await page.locator('.stat-strip').screenshot({ path: screenshotPath('promotions-home-jackpot') });

    await page.goto(`${server.url}/games`);
    await openTab(page, 'Jackpots');
    const banner = page.getByTestId('jackpot-banner');
    await banner.waitFor({ timeout: 10_000 });
    await expect
      .poll(() => banner.textContent(), { timeout: 10_000 })
      .toMatch(/Grand Jackpot[\d,]+\.\d{2} GC/);
    expect(await page.getByRole('tabpanel').getByText('Diamond Deluxe').count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('promotions-catalogue-jackpots') });
    expect(pageErrors).toEqual([]);
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, newGuest, openTab as openTabOf, screenshotPath, WEB_DIST_DIR } from './browser.js';
import { buyPackage, makeEligibleBuyer } from './eligible-buyer.js';

// Issue 5's browser check: a new player claims free coins, buys a package, earns points by playing,
// redeems them for free spins and plays those, sees a daily challenge move after each spin, and
// opens the leaderboards. Outcomes are random, so each step asserts what holds whatever they were.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[] = [];

const cents = (text: string | null): number => {
  const match = /([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
};
const headerCoins = async () => cents(await page.getByTestId('header-balance').textContent());
const headerSweeps = async () => cents(await page.getByTestId('header-sweeps').textContent());
/** A GET of the api from the page (its session cookie), JSON back. */
const api = <T>(path: string): Promise<T> =>
  page.evaluate(async (url) => (await (await fetch(url)).json()) as T, path);
const serverCoins = async () => cents((await api<{ balance: string }>('/api/auth/user')).balance);

async function toast(): Promise<{ title: string; description: string }> {
  const box = page.getByTestId('toast');
  await box.waitFor({ timeout: 10_000 });
  return {
    title: (await box.locator('.toast__title').textContent()) ?? '',
    description: (await box.locator('.toast__description').textContent()) ?? '',
  };
}

async function dismissToast(): Promise<void> {
  if (await page.getByTestId('toast').count())
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
}

/** Whether the page is no wider than the window (nothing scrolls sideways). */
const fitsWidth = (): Promise<boolean> =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

const openTab = (name: string) => openTabOf(page, name);

/** One spin through the machine's button: the reels spin, the server answers, the machine is idle again. */
async function spinWith(button: string): Promise<void> {
  const before = await api<unknown[]>('/api/game-sessions');
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect
    .poll(async () => (await api<unknown[]>('/api/game-sessions')).length, { timeout: 15_000 })
    .toBe(before.length + 1);
  await page.getByRole('button', { name: 'SPIN', exact: true }).waitFor({ timeout: 10_000 });
  await expect
    .poll(() => page.getByRole('button', { name: 'SPIN', exact: true }).isEnabled(), { timeout: 10_000 })
    .toBe(true);
}

/** The "rounds of any game" challenge's progress as the page shows it. */
async function anyGameChallengeText(): Promise<string> {
  const card = page.getByTestId('daily-challenge').filter({ hasText: 'Play 15 rounds of any game' });
  await card.waitFor({ timeout: 10_000 });
  return (await card.getByTestId('challenge-progress').textContent()) ?? '';
}

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
  ({ context, page, errors: pageErrors } = await newGuest(browser, server.url));
  await makeEligibleBuyer(server.database.db, page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('player economy in the browser', () => {
  it('claims free coins in the coin store, then shows when the next claim opens', async () => {
    await page.goto(`${server.url}/coin-store`);
    await page.getByRole('heading', { name: /Coin\s+Store/ }).waitFor();
    await page.getByTestId('test-mode-banner').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('test-mode-banner').textContent()).toMatch(/Test mode.*no real money/);
    const claim = page.getByTestId('claim-free-coins');
    await expect.poll(() => claim.textContent(), { timeout: 10_000 }).toBe('Claim Free Coins');
    await page.screenshot({ path: screenshotPath('economy-coin-store'), fullPage: true });

    await claim.click();
    expect(await toast()).toMatchObject({
      title: 'Daily Reward Claimed!',
      description: expect.stringContaining('+500 coins') as unknown,
    });
    await expect.poll(headerCoins, { timeout: 10_000 }).toBe(1_050_000);
    expect(await headerSweeps()).toBe(2_000);
    await expect.poll(() => claim.textContent(), { timeout: 10_000 }).toBe('Next in 12h');
    expect(await claim.isDisabled()).toBe(true);
    expect(await page.getByTestId('free-coins-next').textContent()).toMatch(/^Next reward: /);
    await page.screenshot({ path: screenshotPath('economy-free-coins-claimed') });
  });

  it('buys a coin package through the sandbox provider', async () => {
    await dismissToast();
    await buyPackage(page, 3, '$19.99');
    // The first package: the welcome bonus adds 200% of its coins and 100 free spins.
    expect(await toast()).toMatchObject({
      title: 'Purchase Successful!',
      description: expect.stringContaining(
        '+25,000 coins and +20 free sweepstakes coins. Welcome bonus: +50,000 GC and 100 free spins.',
      ) as unknown,
    });
    await expect.poll(headerCoins, { timeout: 10_000 }).toBe(1_050_000 + 2_500_000 + 5_000_000);
    await expect.poll(headerSweeps, { timeout: 10_000 }).toBe(2_000 + 2_000);
    expect(await serverCoins()).toBe(8_550_000);
    await page.screenshot({ path: screenshotPath('economy-package-bought') });

    await openTab('Crypto Betting');
    await page.getByRole('heading', { name: 'Crypto betting is not offered' }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect Crypto Wallet' }).isDisabled()).toBe(true);
  });

  it('earns points at the slots and sees a daily challenge move after each spin', async () => {
    await page.goto(`${server.url}/achievements`);
    await openTab('Daily Challenges');
    expect(await anyGameChallengeText()).toBe('0 / 15 rounds');

    await page.goto(`${server.url}/slots?game=6`);
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    await expect.poll(() => page.getByTestId('slot-bet').textContent()).toBe('100.00');
    await spinWith('SPIN');
    await page.goto(`${server.url}/achievements`);
    await openTab('Daily Challenges');
    await expect.poll(anyGameChallengeText, { timeout: 10_000 }).toBe('1 / 15 rounds');
    await page.screenshot({ path: screenshotPath('economy-challenge-progress'), fullPage: true });

    // Four more 100-coin spins: 500 coins wagered in all, 50 points at 1 point per 10 coins.
    await page.goto(`${server.url}/slots?game=6`);
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    for (let i = 0; i < 4; i++) await spinWith('SPIN');
    const loyalty = await api<{ loyaltyPoints: number; totalPointsEarned: number }>('/api/loyalty');
    expect(loyalty.totalPointsEarned).toBeGreaterThanOrEqual(50);
  });

  it('redeems points for 10 free spins on the home dashboard and plays them on the slots page', async () => {
    await page.goto(server.url);
    await openTab('Loyalty Rewards');
    await page.getByTestId('loyalty-panel').waitFor({ timeout: 10_000 });
    expect(
      Number((await page.getByTestId('loyalty-points').textContent())?.replace(/,/g, '')),
    ).toBeGreaterThanOrEqual(50);
    expect(await page.getByTestId('loyalty-tier').textContent()).toBe('Bronze');
    await page.screenshot({ path: screenshotPath('economy-loyalty-panel'), fullPage: true });

    await page.getByTestId('reward-free-spins-10').getByRole('button', { name: 'Redeem' }).click();
    expect((await toast()).title).toBe('Reward Redeemed!');
    await expect
      .poll(() => page.getByTestId('loyalty-free-spins').textContent(), { timeout: 10_000 })
      .toBe('110');
    await openTab('History');
    await page.getByTestId('reward-log').getByText('Redeemed 10 Free Spins').waitFor({ timeout: 10_000 });
    await page.screenshot({ path: screenshotPath('economy-loyalty-history'), fullPage: true });

    await page.goto(`${server.url}/slots?game=6`);
    await expect
      .poll(() => page.getByTestId('free-spins-count').textContent(), { timeout: 10_000 })
      .toBe('110');
    const before = await serverCoins();
    await spinWith('Use free spin');
    await expect
      .poll(() => page.getByTestId('free-spins-count').textContent(), { timeout: 10_000 })
      .toBe('109');
    await spinWith('Use free spin');
    await expect
      .poll(() => page.getByTestId('free-spins-count').textContent(), { timeout: 10_000 })
      .toBe('108');
    // The two stakes came from the house: the balance only moved by what the free spins won.
    const sessions =
      await api<Array<{ betAmount: string; winAmount: string; gameData: { freeSpin?: boolean } }>>(
        '/api/game-sessions',
      );
    const free = sessions.slice(0, 2);
    expect(free.every((s) => s.gameData.freeSpin === true && s.betAmount === '1.00')).toBe(true);
    const won = free.reduce((sum, s) => sum + Math.round(Number(s.winAmount) * 100), 0);
    expect(await serverCoins()).toBe(before + won);
    await expect.poll(headerCoins, { timeout: 10_000 }).toBe(before + won);
    await page.screenshot({ path: screenshotPath('economy-free-spins') });

    await page.goto(`${server.url}/achievements`);
    await openTab('Daily Challenges');
    await expect.poll(anyGameChallengeText, { timeout: 10_000 }).toBe('7 / 15 rounds');
    await openTab('Achievements');
    await page.getByTestId('achievement-spins-100').waitFor();
    expect(await page.getByTestId('achievement-spins-100').textContent()).toContain('7 / 100');
    expect(await page.getByTestId('achievement-wagered-10000').textContent()).toContain('500 / 10,000 coins');
    await page.screenshot({ path: screenshotPath('economy-achievements'), fullPage: true });
    await openTab('Progress');
    await page.screenshot({ path: screenshotPath('economy-achievements-progress'), fullPage: true });
  });

  it('claims the daily loyalty reward, then redeems VIP status and shows the header badge', async () => {
    await page.goto(server.url);
    await openTab('Loyalty Rewards');
    await page.getByRole('button', { name: 'Claim Daily Reward' }).click();
    expect(await toast()).toMatchObject({
      title: 'Daily Reward Claimed!',
      description: expect.stringContaining('10 points') as unknown,
    });
    await expect
      .poll(() => page.getByTestId('loyalty-streak').textContent(), { timeout: 10_000 })
      .toContain('1-day streak');
    expect(await page.getByRole('button', { name: 'Claimed today' }).isDisabled()).toBe(true);

    // VIP costs 200 points: play on until the points cover it (1 point per 10 coins).
    await page.goto(`${server.url}/slots?game=6`);
    await page.getByRole('button', { name: 'Max', exact: true }).click();
    for (let i = 0; i < 30 && (await api<{ loyaltyPoints: number }>('/api/loyalty')).loyaltyPoints < 200; i++)
      await spinWith('SPIN');
    expect(await page.locator('.vip-badge').count()).toBe(0);

    await page.goto(server.url);
    await openTab('Loyalty Rewards');
    await page.getByTestId('reward-vip-24h').getByRole('button', { name: 'Redeem' }).click();
    expect((await toast()).title).toBe('Reward Redeemed!');
    await page.locator('.vip-badge').waitFor({ timeout: 10_000 });
    expect(await api<{ isVip: boolean }>('/api/auth/user')).toMatchObject({ isVip: true });
    await page
      .locator('header')
      .first()
      .screenshot({ path: screenshotPath('economy-vip-header') });
  });

  it('opens the leaderboards: category tabs, the player ranked if they won, and the rewards table', async () => {
    await page.goto(`${server.url}/leaderboards`);
    await page.getByRole('heading', { name: /Monthly\s+Champions/ }).waitFor();
    for (const tab of ['Slots', 'Blackjack', 'Poker', 'Roulette', 'Baccarat', 'Video Poker', 'Craps']) {
      expect(await page.getByRole('tab', { name: tab, exact: true }).count()).toBe(1);
    }
    const rewards = page.getByTestId('rewards-table');
    expect(await rewards.locator('tbody tr').count()).toBe(5);
    expect(await rewards.locator('tbody tr').first().textContent()).toMatch(/1st.*500\.00.*5,000/);

    const stats = await api<Array<{ winAmount: string }>>('/api/game-sessions');
    const wonSomething = stats.some((s) => Number(s.winAmount) > 0);
    if (wonSomething) {
      const me = page.getByTestId('leaderboard-slots').locator('tr.is-me');
      await me.waitFor({ timeout: 10_000 });
      expect(await me.textContent()).toContain('You');
    } else {
      await page.getByRole('heading', { name: 'No champions yet' }).waitFor();
    }
    await page.screenshot({ path: screenshotPath('economy-leaderboards'), fullPage: true });

    await openTab('Craps');
    await page.getByRole('heading', { name: 'No champions yet' }).waitFor();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('heading', { name: 'No champions yet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next month' }).isEnabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone: no page scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/coin-store', 'economy-phone-coin-store'],
      ['/leaderboards', 'economy-phone-leaderboards'],
      ['/achievements', 'economy-phone-achievements'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.locator('.page-head__title').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(), path).toBe(true);
      await page.screenshot({ path: screenshotPath(name), fullPage: true });
    }
    await page.goto(server.url);
    await openTab('Loyalty Rewards');
    await page.getByTestId('loyalty-panel').waitFor();
    expect(await fitsWidth()).toBe(true);
    await page.getByTestId('loyalty-panel').screenshot({ path: screenshotPath('economy-phone-loyalty') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

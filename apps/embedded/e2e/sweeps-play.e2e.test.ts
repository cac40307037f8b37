import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, newGuest, screenshotPath, WEB_DIST_DIR, type Guest } from './browser.js';

// Issue 18, "Playing with sweepstakes coins": a guest sees the header's switch locked with its reason;
// once registered, the player switches to sweepstakes coins, plays a slot spin and a roulette spin
// that stake SC (shown beside the bet), sees the SC balance move by exactly each round's net and the
// coins not at all, and switches back to coins. Screenshots at 1280x800 and 390x844.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const guests: Guest[] = [];

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
});
afterAll(async () => {
  for (const g of guests) await g.context.close();
  await browser?.close();
  await server?.close();
});

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The player's two balances as the server holds them, in cents. */
async function serverBalances(page: Page): Promise<{ coins: number; sweeps: number }> {
  const user = await page.evaluate(
    async () =>
      (await (await fetch('/api/auth/user')).json()) as { balance: string; sweepstakesCoins: string },
  );
  return { coins: cents(user.balance), sweeps: cents(user.sweepstakesCoins) };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const headerSweeps = async (page: Page) => centsIn(await page.getByTestId('header-sweeps').textContent());
const switchOption = (page: Page, currency: 'coins' | 'sweeps') =>
  page.getByTestId(`currency-switch-${currency}`);

/** Registers the signed-in guest (they keep their account and balances) and reloads the page. */
async function register(page: Page): Promise<void> {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    {
      email: `sweeps-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Sam',
      lastName: 'Sweeps',
      dateOfBirth: '1990-04-01',
    },
  );
  expect(status).toBe(200);
  // Where they live (sweepstakes play asks a registered player to declare it): California.
  const declared = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/account/profile', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { firstName: 'Sam', lastName: 'Sweeps', region: { country: 'US', state: 'CA' } },
  );
  expect(declared).toBe(200);
  await page.reload();
  await page.getByTestId('header-balance').waitFor({ timeout: 15_000 });
}

interface Settled {
  currency: string;
  balance: string;
  betAmount?: string;
  totalBet?: string;
  winAmount: string;
}

/** Presses a play button and returns the server's answer to the request it sends. */
async function play(page: Page, path: string, button: () => Promise<void>): Promise<Settled> {
  const answer = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
  await button();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ currency: 'sweeps' });
  return (await response.json()) as Settled;
}

describe('playing with sweepstakes coins in the browser', () => {
  it('locks the sweepstakes switch for a guest, with the reason', { timeout: 120_000 }, async () => {
    const guest = await newGuest(browser, server.url, LAPTOP);
    guests.push(guest);
    const { page } = guest;
    const sweeps = switchOption(page, 'sweeps');
    expect(await sweeps.getAttribute('aria-disabled')).toBe('true');
    expect(await sweeps.getAttribute('aria-label')).toMatch(/Register to play with sweepstakes coins/);
    expect(await switchOption(page, 'coins').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await page.screenshot({ path: screenshotPath('sweeps-guest-locked-1280x800') });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('sweeps-guest-locked-390x844') });
    await page.setViewportSize(LAPTOP);
    // aria-disabled: Playwright waits for an enabled element, a person's click still lands on it.
    await sweeps.click({ force: true });
    await page.getByTestId('toast').filter({ hasText: 'Register to play with sweepstakes coins' }).waitFor();
    // Still coins: nothing a guest does switches them to sweepstakes coins.
    expect(await switchOption(page, 'coins').getAttribute('aria-checked')).toBe('true');
    // Pressing it offers to register (the account dialog opens beside the toast).
    await page.screenshot({ path: screenshotPath('sweeps-guest-register-offer-1280x800') });
    expect(guest.errors).toEqual([]);
  });

  it('switches to sweepstakes coins, plays a slot spin and a roulette spin in SC, and switches back', async () => {
    const guest = await newGuest(browser, server.url, LAPTOP);
    guests.push(guest);
    const { page } = guest;
    await page.keyboard.press('Escape');
    await register(page);

    await switchOption(page, 'sweeps').click();
    await expect.poll(() => switchOption(page, 'sweeps').getAttribute('aria-checked')).toBe('true');

    // A slot spin: the bet is marked SC, the spin stakes SC, the SC balance moves by its net.
    await page.goto(`${server.url}/slots?game=6`);
    const spin = page.getByRole('button', { name: 'SPIN', exact: true });
    await spin.waitFor({ timeout: 10_000 });
    const stake = page.locator('.slot-controls').getByTestId('stake-currency');
    expect(await stake.getAttribute('data-currency')).toBe('sweeps');
    expect(await page.getByTestId('slot-min-bet').textContent()).toBe('0.20 SC');
    expect(await page.getByTestId('game-balance').textContent()).toContain('10.00');
    const before = await serverBalances(page);
    const slot = await play(page, '/api/slots/spin', () => spin.click());
    expect(slot.currency).toBe('sweeps');
    const slotNet = cents(slot.winAmount) - cents(slot.betAmount!);
    await expect
      .poll(() => page.getByTestId('slot-result').getAttribute('data-phase'), { timeout: 10_000 })
      .toBe('result');
    await expect.poll(() => headerSweeps(page)).toBe(before.sweeps + slotNet);
    const afterSlot = await serverBalances(page);
    expect(afterSlot).toEqual({ coins: before.coins, sweeps: before.sweeps + slotNet });
    expect(await page.getByTestId('slot-result').textContent()).toMatch(/SC/);
    await page.screenshot({ path: screenshotPath('sweeps-slot-1280x800') });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('sweeps-slot-390x844') });
    await page.setViewportSize(LAPTOP);

    // A roulette spin: a 1.00 SC chip on red.
    await page.goto(`${server.url}/table-games?tab=roulette`);
    const board = page.getByRole('group', { name: 'Roulette betting board' });
    await board.waitFor({ timeout: 10_000 });
    expect(
      await page.getByTestId('roulette-total').getByTestId('stake-currency').getAttribute('data-currency'),
    ).toBe('sweeps');
    await page.getByRole('button', { name: '1 coin chip', exact: true }).click();
    await board.getByRole('button', { name: /^Red,/ }).click();
    const roulette = await play(page, '/api/roulette/spin', () =>
      page.getByRole('button', { name: 'Spin Wheel' }).click(),
    );
    expect(roulette).toMatchObject({ currency: 'sweeps', totalBet: '1.00' });
    const rouletteNet = cents(roulette.winAmount) - cents(roulette.totalBet!);
    await expect
      .poll(() => page.getByTestId('roulette-result').getAttribute('data-net'), { timeout: 10_000 })
      .not.toBeNull();
    await expect.poll(() => headerSweeps(page)).toBe(afterSlot.sweeps + rouletteNet);
    expect(await serverBalances(page)).toEqual({
      coins: before.coins,
      sweeps: afterSlot.sweeps + rouletteNet,
    });
    expect(await page.getByTestId('roulette-result').textContent()).toMatch(/SC/);
    await page.screenshot({ path: screenshotPath('sweeps-roulette-1280x800') });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('sweeps-roulette-390x844') });
    await page.setViewportSize(LAPTOP);

    // The choice is kept by the browser: a reload still plays with sweepstakes coins.
    await page.reload();
    await board.waitFor({ timeout: 10_000 });
    expect(await switchOption(page, 'sweeps').getAttribute('aria-checked')).toBe('true');

    // Back to coins: the table stakes GC again.
    await switchOption(page, 'coins').click();
    await expect
      .poll(() =>
        page.getByTestId('roulette-total').getByTestId('stake-currency').getAttribute('data-currency'),
      )
      .toBe('coins');
    expect(await page.getByTestId('game-balance').textContent()).toMatch(/GC/);
    await page.screenshot({ path: screenshotPath('sweeps-back-to-coins-1280x800') });
    expect(guest.errors).toEqual([]);
  }, 240_000);
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, newGuest, screenshotPath, WEB_DIST_DIR, type Guest } from './browser.js';

// Issue 12, "Full bet menus" and "Game-first screens" for roulette: every bet of the European layout
// placed by clicking the board where a player would (a line, a row end, an intersection, a box),
// settled by the server with the balance moving by its net; undo and rebet; a round that lost money
// never called a win; the board and Spin Wheel in view when the page opens, on a laptop and a phone.

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

async function openRoulette(viewport: { width: number; height: number }): Promise<Guest> {
  const guest = await newGuest(browser, server.url, viewport);
  guests.push(guest);
  await guest.page.goto(`${server.url}/table-games?tab=roulette`);
  await guest.page.getByRole('group', { name: 'Roulette betting board' }).waitFor({ timeout: 10_000 });
  return guest;
}

const boardOf = (page: Page) => page.getByRole('group', { name: 'Roulette betting board' });
/** A number's cell on the board (its straight-up spot). */
const cellOf = (page: Page, n: number) =>
  boardOf(page).getByRole('button', { name: new RegExp(`^Number ${n},`) });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** Clicks the page at a point, as a player's pointer would: whatever is drawn there gets the click. */
async function clickAt(page: Page, x: number, y: number) {
  await page.mouse.click(x, y);
}

/** The player's balance as the server holds it, in cents. */
async function serverCoins(page: Page): Promise<number> {
  const balance = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { balance: string }).balance,
  );
  return Math.round(Number(balance) * 100);
}

/**
 * The balance together with the daily-challenge rewards paid so far (in cents). The projections pay a
 * completed challenge's coins a moment after the round that completed it, so a balance compared
 * across a spin counts those rewards apart: read until no reward landed between the two reads.
 */
async function coinsAndRewards(page: Page): Promise<{ coins: number; rewards: number }> {
  const rewardsPaid = async () => {
    const challenges = await page.evaluate(
      async () =>
        (await (await fetch('/api/challenges/daily')).json()) as Array<{
          rewardCoins: string;
          isCompleted: boolean;
        }>,
    );
    return challenges.filter((c) => c.isCompleted).reduce((sum, c) => sum + cents(c.rewardCoins), 0);
  };
  for (;;) {
    const rewards = await rewardsPaid();
    const coins = await serverCoins(page);
    if ((await rewardsPaid()) === rewards) return { coins, rewards };
  }
}

interface SpinBody {
  number: number;
  net: string;
  winAmount: string;
  totalBet: string;
  isWin: boolean;
  balance: string;
  bets: Array<{
    type: string;
    pockets: number[];
    odds: number;
    amount: string;
    won: boolean;
    payout: string;
  }>;
}

/** Clicks Spin Wheel, returns the server's answer once the wheel has landed and the result shows. */
async function spin(page: Page): Promise<SpinBody> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/roulette/spin') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Spin Wheel' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as SpinBody;
  await page.getByRole('button', { name: 'Spin Wheel' }).waitFor({ timeout: 10_000 });
  await expect.poll(() => page.getByTestId('roulette-result').getAttribute('data-net')).toBe(body.net);
  return body;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('roulette in the browser', () => {
  it.each([
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const)('shows the board and Spin Wheel without scrolling on a %s', async (name, viewport) => {
    const { page, errors } = await openRoulette(viewport);
    await page.screenshot({ path: screenshotPath(`roulette-${name}`) });
    const spinBox = await boxOf(page.getByRole('button', { name: 'Spin Wheel' }));
    expect(spinBox.y).toBeGreaterThanOrEqual(0);
    expect(spinBox.y + spinBox.height).toBeLessThanOrEqual(viewport.height);
    expect(spinBox.x + spinBox.width).toBeLessThanOrEqual(viewport.width);
    const boardBox = await boxOf(boardOf(page));
    expect(boardBox.y).toBeGreaterThanOrEqual(0);
    expect(boardBox.y + boardBox.height).toBeLessThanOrEqual(viewport.height);
    // On the laptop the whole board fits; the phone may scroll it sideways, but zero and the first
    // numbers are on screen.
    const first = await boxOf(cellOf(page, 1));
    expect(first.x + first.width).toBeLessThanOrEqual(viewport.width);
    if (name === 'laptop') {
      const last = await boxOf(cellOf(page, 36));
      expect(last.x + last.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(await page.evaluate<number>('window.scrollY')).toBe(0);
    expect(errors).toEqual([]);
  });

  it('places every kind of bet by clicking the board and settles each by the server', async () => {
    const { page, errors } = await openRoulette(LAPTOP);
    const c = async (n: number) => boxOf(cellOf(page, n));
    const [c0, c1, c2, c3, c4, c17, c18, c20, c31] = await Promise.all(
      [0, 1, 2, 3, 4, 17, 18, 20, 31].map((n) => c(n)),
    );
    if (!c0 || !c1 || !c2 || !c3 || !c4 || !c17 || !c18 || !c20 || !c31) throw new Error('cells');
    // Where each bet goes on the layout (3 on top of each row of three, 1 at its bottom end).
    const places: Array<[string, number, number, RegExp]> = [
      ['split 17-20: the line between them', c17.x + c17.width, c17.y + c17.height / 2, /^Split 17-20,/],
      ['split 0-3: the line between zero and 3', c3.x, c3.y + c3.height / 2, /^Split 0-3,/],
      ['street 4-5-6: the end of its row', c4.x + c4.width / 2, c4.y + c4.height, /^Street 4-5-6,/],
      ['trio 0-1-2: where zero, 1 and 2 meet', c1.x, c1.y, /^Street 0-1-2,/],
      [
        'corner 17-18-20-21: where the four meet',
        c18.x + c18.width,
        c18.y + c18.height,
        /^Corner 17-18-20-21,/,
      ],
      ['first four: zero and 1 at the bottom', c1.x, c1.y + c1.height, /^First four 0-1-2-3,/],
      [
        'six line 31-36: where two rows end',
        c31.x + c31.width,
        c31.y + c31.height,
        /^Six line 31-32-33-34-35-36,/,
      ],
      ['straight 2: its number', c2.x + c2.width / 2, c2.y + c2.height / 2, /^Number 2,/],
    ];
    for (const [, x, y, name] of places) {
      await clickAt(page, x, y);
      await expect
        .poll(() => boardOf(page).getByRole('button', { name }).getAttribute('aria-label'))
        .toMatch(/5\.00 GC placed$/);
    }
    for (const name of [/^2nd dozen,/, /^Column 1,/, /^1-18,/, /^19-36,/, /^Red,/, /^Even,/]) {
      await boardOf(page).getByRole('button', { name }).click();
      expect(await boardOf(page).getByRole('button', { name }).getAttribute('aria-label')).toMatch(/placed$/);
    }
    await expect.poll(() => page.getByTestId('roulette-total').textContent()).toContain('70.00 GC');
    await page.screenshot({ path: screenshotPath('roulette-board-bets') });

    const before = await coinsAndRewards(page);
    const body = await spin(page);
    expect(body.bets.map((b) => b.type).sort()).toEqual(
      [
        'split',
        'split',
        'street',
        'street',
        'corner',
        'corner',
        'six-line',
        'number',
        'dozen',
        'column',
        'low',
        'high',
        'red',
        'even',
      ].sort(),
    );
    const standardOdds: Record<string, number> = {
      number: 35,
      split: 17,
      street: 11,
      corner: 8,
      'six-line': 5,
      dozen: 2,
      column: 2,
      low: 1,
      high: 1,
      red: 1,
      even: 1,
    };
    for (const bet of body.bets) {
      const won = bet.pockets.includes(body.number);
      expect(bet.won).toBe(won);
      expect(cents(bet.payout)).toBe(won ? cents(bet.amount) * ((standardOdds[bet.type] ?? 0) + 1) : 0);
    }
    expect(cents(body.totalBet)).toBe(7000);
    const after = await coinsAndRewards(page);
    expect(after.coins - before.coins).toBe(cents(body.net) + after.rewards - before.rewards);
    await expect
      .poll(async () => centsIn(await page.getByTestId('header-balance').textContent()))
      .toBe(await serverCoins(page));
    expect(await page.getByRole('list', { name: "Last spin's bets" }).locator('li').count()).toBe(14);
    await page.screenshot({ path: screenshotPath('roulette-settled') });
    expect(errors).toEqual([]);
  });

  it('never calls a round that lost money a win, and shows the stake returned as such', async () => {
    const { page } = await openRoulette(LAPTOP);
    // Red and black 10 each and 1 on 17: any pocket but 0 and 17 returns 20 of the 21 staked.
    let wonBefore = false;
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByRole('button', { name: '10 coin chip', exact: true }).click();
      await boardOf(page).getByRole('button', { name: /^Red,/ }).click();
      await boardOf(page)
        .getByRole('button', { name: /^Black,/ })
        .click();
      await page.getByRole('button', { name: '1 coin chip', exact: true }).click();
      await cellOf(page, 17).click();
      const body = await spin(page);
      const banner = page.getByTestId('roulette-result');
      const text = (await banner.textContent()) ?? '';
      expect(body.isWin).toBe(cents(body.net) > 0);
      if (cents(body.net) < 0 && cents(body.winAmount) > 0) {
        expect(body.net).toBe('-1.00');
        expect(text).not.toMatch(/win/i);
        expect(text).toContain('−1.00 GC');
        expect(text).toContain('20.00 GC of your 21.00 GC stake returned');
        expect(await banner.getAttribute('class')).toContain('result-banner--lose');
        if (!wonBefore) expect(await page.getByText('Winner! 🎉').count()).toBe(0);
        expect(await page.getByText('House wins', { exact: true }).count()).toBeGreaterThanOrEqual(1);
        await page.screenshot({ path: screenshotPath('roulette-net-loss') });
        // Rounds of clicks on the board, the chips and Spin Wheel never had to scroll: no toast of a
        // past round covers the controls.
        expect(await page.evaluate<number>('window.scrollY')).toBe(0);
        return;
      }
      if (cents(body.net) > 0) {
        wonBefore = true;
        expect(text).toContain(`+${body.net} GC`);
      }
    }
    throw new Error('six spins without a partial-return loss (each has a 35/37 chance)');
  });

  it('undoes the last chip, clears, and rebets the last round', async () => {
    const { page } = await openRoulette(LAPTOP);
    const total = async () => centsIn(await page.getByTestId('roulette-total').textContent());
    await page.getByRole('button', { name: '5 coin chip', exact: true }).click();
    await cellOf(page, 7).click();
    await boardOf(page).getByRole('button', { name: /^Odd,/ }).click();
    await page.getByRole('button', { name: '25 coin chip', exact: true }).click();
    await boardOf(page)
      .getByRole('button', { name: /^3rd dozen,/ })
      .click();
    expect(await total()).toBe(3500);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await total()).toBe(1000);
    expect(
      await boardOf(page)
        .getByRole('button', { name: /^3rd dozen,/ })
        .getAttribute('aria-label'),
    ).not.toMatch(/placed/);
    const body = await spin(page);
    expect(body.bets.map((b) => [b.type, b.amount])).toEqual([
      ['number', '5.00'],
      ['odd', '5.00'],
    ]);
    expect(await total()).toBe(0);
    await page.getByRole('button', { name: 'Rebet' }).click();
    expect(await total()).toBe(1000);
    expect(await cellOf(page, 7).getAttribute('aria-label')).toMatch(/5\.00 GC placed$/);
    expect(await boardOf(page).getByRole('button', { name: /^Odd,/ }).getAttribute('aria-label')).toMatch(
      /5\.00 GC placed$/,
    );
    const again = await spin(page);
    expect(again.bets.map((b) => [b.type, b.amount])).toEqual([
      ['number', '5.00'],
      ['odd', '5.00'],
    ]);
    await page.getByRole('button', { name: 'Rebet' }).click();
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await total()).toBe(0);
  });
});

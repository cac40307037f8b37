import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pocketColor } from '@casino/engine';
import { gameOf } from '@casino/games';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, newGuest, screenshotPath, WEB_DIST_DIR, type Guest } from './browser.js';

// Issue 16's browser check of live roulette: two players and a spectator at the one shared table.
// Both bet in the same betting window through the page (a chip on Red, a chip on 17); the spectator
// sees both bets as they are placed and no betting control; all three see the wheel land on the
// same pocket; each wallet moves by exactly the server's settlement of those chips (the engine's
// odds on the drawn pocket). Also the Live Casino list (Join, Watch, no hard-coded table), a private
// table opened with a room code and joined by it, a bad code refused, and nothing wider than a phone.

const TABLE = gameOf('live-roulette').name;
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Short rounds: a window long enough for three browsers on a small machine to bet in. */
const LIVE_TIMING = { bettingMs: 9_000, revealMs: 2_000, resultsMs: 3_000 };

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const guests: Guest[] = [];

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR, liveTiming: LIVE_TIMING });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const g of guests) await g.context.close();
  await browser?.close();
  await server?.close();
});

async function guest(viewport: { width: number; height: number }): Promise<Guest> {
  const g = await newGuest(browser, server.url, viewport);
  guests.push(g);
  return g;
}

const serverCoins = async (page: Page) =>
  centsIn(
    await page.evaluate(
      async () => ((await (await fetch('/api/auth/user')).json()) as { balance: string }).balance,
    ),
  );
const phaseOf = (page: Page) => page.getByTestId('live-phase').getAttribute('data-phase');
const secondsLeft = async (page: Page) =>
  Number(
    (
      await page
        .getByTestId('live-countdown')
        .textContent({ timeout: 1_000 })
        .catch(() => '0')
    )?.replace('s', ''),
  );
const board = (page: Page) => page.getByRole('group', { name: 'Roulette betting board' });
const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/** Waits for a betting window with at least `seconds` left (the next round's, if this one is nearly over). */
async function waitForBetting(page: Page, seconds: number): Promise<number> {
  await expect
    .poll(async () => (await phaseOf(page)) === 'betting' && (await secondsLeft(page)) >= seconds, {
      timeout: 40_000,
      interval: 200,
    })
    .toBe(true);
  return Number((await page.getByTestId('live-phase').textContent())?.match(/Round (\d+)/)?.[1] ?? 0);
}

/** What a straight chip on `spot` returns on `pocket`, stake included (the floor's odds). */
function returnOf(spot: 'red' | 17, chip: number, pocket: number): number {
  if (spot === 'red') return pocketColor(pocket) === 'red' ? chip * 2 : 0;
  return pocket === spot ? chip * 36 : 0;
}

describe('live roulette in the browser', () => {
  it('two players bet on one spin while a third watches; all see the same pocket and are paid exactly', async () => {
    const p1 = await guest(LAPTOP);
    const p2 = await guest(PHONE);
    const spectator = await guest(LAPTOP);

    // The list comes from the server: the public table with its limits, Join and Watch.
    await p1.page.goto(`${server.url}/live-casino`);
    const card = p1.page.getByRole('listitem').filter({ has: p1.page.getByRole('heading', { name: TABLE }) });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('1.00');
    expect(await card.textContent()).toContain('1,000.00');
    await p1.page.screenshot({ path: screenshotPath('live-casino-list-laptop') });
    await card.getByRole('link', { name: 'Join' }).click();
    await board(p1.page).waitFor({ timeout: 15_000 });
    const tablePath = new URL(p1.page.url()).pathname;
    expect(tablePath).toMatch(/^\/live-casino\/\d+$/);

    await p2.page.goto(`${server.url}${tablePath}`);
    await board(p2.page).waitFor({ timeout: 15_000 });
    await spectator.page.goto(`${server.url}/live-casino`);
    await spectator.page
      .getByRole('listitem')
      .filter({ has: spectator.page.getByRole('heading', { name: TABLE }) })
      .getByRole('link', { name: 'Watch' })
      .click();
    await board(spectator.page).waitFor({ timeout: 15_000 });
    // A spectator has no chips to place.
    expect(await spectator.page.getByRole('group', { name: 'Chip value' }).count()).toBe(0);
    expect(await board(spectator.page).getByRole('button').first().isDisabled()).toBe(true);

    const before = { p1: await serverCoins(p1.page), p2: await serverCoins(p2.page) };
    const round = await waitForBetting(p1.page, 5);
    await board(p1.page).getByRole('button', { name: /^Red,/ }).click();
    await board(p2.page)
      .getByRole('button', { name: /^Number 17,/ })
      .click();
    const chip = 100; // the smallest chip of the table: 1 coin

    // The stakes are in escrow: each wallet is down by its chip, and both pages show their bet.
    await expect.poll(() => serverCoins(p1.page), { timeout: 10_000 }).toBe(before.p1 - chip);
    await expect.poll(() => serverCoins(p2.page), { timeout: 10_000 }).toBe(before.p2 - chip);
    await expect.poll(() => p1.page.getByTestId('live-my-total').textContent()).toContain('1.00');
    // The spectator sees both players (with their stakes), both bets in the feed and both chips on
    // the board, as placed; each player sees their own chip apart from the other's.
    await expect.poll(() => spectator.page.getByTestId('live-player').count(), { timeout: 10_000 }).toBe(2);
    expect(await spectator.page.locator('#live-players-title').textContent()).toMatch(/^Players 2/);
    expect(await spectator.page.getByTestId('live-player-total').allTextContents()).toEqual([
      '1.00 GC',
      '1.00 GC',
    ]);
    const feed = spectator.page.getByTestId('live-recent-bet');
    await expect.poll(() => feed.count(), { timeout: 10_000 }).toBe(2);
    const feedText = (await feed.allTextContents()).join(' | ');
    expect(feedText).toMatch(/red/);
    expect(feedText).toMatch(/number 17/);
    for (const g of [p1, p2]) {
      await expect
        .poll(() => board(g.page).getByTestId('board-chip-others').count(), { timeout: 10_000 })
        .toBe(1);
      expect(await g.page.locator('[data-testid="live-player"][data-me]').count()).toBe(1);
    }
    await expect
      .poll(() => board(spectator.page).getByTestId('board-chip-others').count(), { timeout: 10_000 })
      .toBe(2);
    await spectator.page.screenshot({ path: screenshotPath('live-roulette-spectator-bets-laptop') });
    await p2.page.screenshot({ path: screenshotPath('live-roulette-betting-phone') });

    // Everyone sees the wheel land on the same pocket.
    const pocketOf = (page: Page) => page.getByTestId('live-pocket').getAttribute('data-pocket');
    await expect.poll(() => pocketOf(p1.page), { timeout: 30_000 }).toMatch(/^\d+$/);
    const pocket = Number(await pocketOf(p1.page));
    for (const g of [p2, spectator])
      await expect.poll(() => pocketOf(g.page), { timeout: 10_000 }).toBe(String(pocket));

    // Each wallet moved by exactly the settlement of its chip on that pocket.
    const expected = {
      p1: before.p1 - chip + returnOf('red', chip, pocket),
      p2: before.p2 - chip + returnOf(17, chip, pocket),
    };
    await expect.poll(() => serverCoins(p1.page), { timeout: 15_000 }).toBe(expected.p1);
    await expect.poll(() => serverCoins(p2.page), { timeout: 15_000 }).toBe(expected.p2);
    // The result is told net and honestly.
    for (const [g, net] of [
      [p1, expected.p1 - before.p1],
      [p2, expected.p2 - before.p2],
    ] as const) {
      const line = g.page.getByTestId('live-settlement');
      await expect.poll(() => line.textContent(), { timeout: 10_000 }).toContain(`Round ${round}`);
      expect(await line.textContent()).toMatch(net > 0 ? /You won/ : /You lost/);
      const want = expected[g === p1 ? 'p1' : 'p2'];
      await expect
        .poll(async () => centsIn(await g.page.getByTestId('header-balance').textContent()))
        .toBe(want);
    }
    // The round is in everyone's history, and its seed was published before it.
    await expect
      .poll(() => spectator.page.getByTestId('live-history').textContent())
      .toContain(String(pocket));
    expect(await spectator.page.getByTestId('live-seed-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);

    await p1.page.screenshot({ path: screenshotPath('live-roulette-result-laptop') });
    await p2.page.screenshot({ path: screenshotPath('live-roulette-result-phone') });
    await spectator.page.screenshot({ path: screenshotPath('live-roulette-spectator-result-laptop') });
    expect(await pageWidth(p2.page)).toBeLessThanOrEqual(PHONE.width);
    for (const g of [p1, p2, spectator]) expect(g.errors).toEqual([]);
  });

  it('a private table is opened with a room code and joined by it; a wrong code is refused', async () => {
    const host = await guest(LAPTOP);
    const friend = await guest(PHONE);
    const baccarat = gameOf('live-baccarat').name;
    await host.page.goto(`${server.url}/live-casino`);
    await host.page.getByRole('button', { name: `Private ${baccarat} table` }).click();
    const code = (await host.page.getByTestId('private-table-code').textContent({ timeout: 10_000 })) ?? '';
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    await host.page.screenshot({ path: screenshotPath('live-casino-private-code-laptop') });

    await friend.page.goto(`${server.url}/live-casino`);
    await friend.page.getByRole('heading', { name: TABLE }).waitFor({ timeout: 15_000 });
    await friend.page.screenshot({ path: screenshotPath('live-casino-list-phone'), fullPage: true });
    expect(await pageWidth(friend.page)).toBeLessThanOrEqual(PHONE.width);
    const codeField = friend.page.getByLabel('Join by code');
    await codeField.fill('ZZZZZZ');
    await friend.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect
      .poll(() => friend.page.getByRole('alert').textContent())
      .toContain('No table with this code.');
    await codeField.fill(code.toLowerCase());
    await friend.page.getByRole('button', { name: 'Join', exact: true }).click();
    await friend.page.getByRole('group', { name: 'Baccarat bets' }).waitFor({ timeout: 15_000 });
    expect(await friend.page.locator('.live-head__code').textContent()).toBe(code);
    // A chip on Banker: the spot shows it as the friend's own and the table's, the feed lists it.
    await waitForBetting(friend.page, 4);
    await friend.page.getByRole('button', { name: /^Bet on Banker,/ }).click();
    await expect
      .poll(() => friend.page.getByRole('button', { name: /^Bet on Banker,/ }).getAttribute('aria-label'), {
        timeout: 10_000,
      })
      .toMatch(/, 5\.00 GC yours, 5\.00 GC at the table$/);
    await expect.poll(() => friend.page.getByTestId('live-recent-bet').count()).toBe(1);
    expect(await friend.page.getByTestId('live-recent-bet').textContent()).toMatch(/\(you\)banker5\.00 GC$/);
    await friend.page.screenshot({ path: screenshotPath('live-baccarat-private-phone') });
    expect(await pageWidth(friend.page)).toBeLessThanOrEqual(PHONE.width);

    // A private hold'em table: its code leads to the poker page's table.
    await host.page.getByRole('button', { name: `Private ${gameOf('holdem').name} table` }).click();
    const pokerCode =
      (await host.page.getByTestId('private-poker-created').locator('strong').textContent()) ?? '';
    expect(pokerCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    await friend.page.goto(`${server.url}/live-casino`);
    await friend.page.getByLabel('Join by code').fill(pokerCode);
    await friend.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect
      .poll(() => new URL(friend.page.url()).pathname + new URL(friend.page.url()).search, {
        timeout: 15_000,
      })
      .toMatch(/^\/poker\?table=\d+$/);
  });
});

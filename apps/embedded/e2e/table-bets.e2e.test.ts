import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, newGuest, screenshotPath, WEB_DIST_DIR, type Guest } from './browser.js';

// Issue 12's browser check of the full table bet menus: blackjack insurance against a dealer ace and
// soft totals, craps odds / place / come bets placed and settled, and the main control of each game
// in the viewport when its tab opens, at a laptop and a phone size. Every outcome comes from the
// real server; hands are searched for by dealing real rounds through the API (same session), then
// the page resumes the open round and the player decides in the UI.

/** The fields of the api's BlackjackRound this test reads (the embedded app does not import the contracts). */
interface BlackjackRound {
  phase: string;
  playerValue: number;
  playerSoft: boolean;
  dealerCards: unknown[];
  insurance: { offer: string; decision: string } | null;
}

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

async function guest(viewport: { width: number; height: number }): Promise<Page> {
  const g = await newGuest(browser, server.url, viewport);
  guests.push(g);
  return g.page;
}

/**
 * Deals real rounds (10.00 each) until one is open that `wanted` accepts, finishing every other
 * round by declining insurance and standing. Returns the open round.
 */
async function dealUntil(page: Page, wanted: 'insurance' | 'player-soft'): Promise<BlackjackRound> {
  const round = await page.evaluate(async (want) => {
    const call = async (url: string, body?: unknown) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as BlackjackRound;
    };
    for (let i = 0; i < 400; i++) {
      let r = await call('/api/blackjack/deal', { betAmount: '10.00' });
      const offered = r.insurance?.decision === 'pending';
      if (want === 'insurance' && offered && r.insurance?.offer === 'insurance') return r;
      if (want === 'player-soft' && r.phase === 'playing' && !offered && r.playerSoft) return r;
      if (offered) r = await call('/api/blackjack/insurance', { take: false });
      while (r.phase === 'playing') r = await call('/api/blackjack/stand');
    }
    throw new Error(`no ${want} hand in 400 deals`);
  }, wanted);
  return round;
}

type Box = { x: number; y: number; width: number; height: number } | null;
const boxOf = (page: Page, name: RegExp): Promise<Box> =>
  page.getByRole('button', { name }).first().boundingBox();
/** The whole control on screen as the page opens, without scrolling. */
function expectInViewport(box: Box, size: { width: number; height: number }) {
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
}

describe('table bet menus in the browser', () => {
  it.each([
    ['laptop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ])('shows the table and Deal / Roll without scrolling on a %s', async (name, viewport) => {
    const page = await guest(viewport);
    await page.goto(`${server.url}/table-games?tab=blackjack`);
    await page.getByRole('button', { name: 'Deal', exact: true }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: screenshotPath(`table-bets-blackjack-${name}-full`), fullPage: true });
    await page.screenshot({ path: screenshotPath(`table-bets-blackjack-${name}`) });
    const deal = await boxOf(page, /^Deal$/);
    await page.goto(`${server.url}/table-games?tab=craps`);
    await page.getByRole('button', { name: 'Roll', exact: true }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: screenshotPath(`table-bets-craps-${name}-full`), fullPage: true });
    await page.screenshot({ path: screenshotPath(`table-bets-craps-${name}`) });
    const roll = await boxOf(page, /^Roll$/);
    for (const box of [deal, roll]) expectInViewport(box, viewport);
  });

  it('shows a soft total, then offers insurance against a dealer ace and settles it', async () => {
    const page = await guest({ width: 1280, height: 800 });
    await page.goto(`${server.url}/table-games?tab=blackjack`);
    await page.getByRole('button', { name: 'Deal', exact: true }).waitFor({ timeout: 10_000 });

    const soft = await dealUntil(page, 'player-soft');
    await page.reload();
    const playerTotal = page.getByTestId('bj-player-total');
    await expect
      .poll(() => playerTotal.textContent(), { timeout: 10_000 })
      .toBe(`${soft.playerValue - 10}/${soft.playerValue}`);
    expect(await playerTotal.getAttribute('aria-label')).toBe(`soft ${soft.playerValue}`);
    await page.waitForTimeout(1200); // let the dealt cards land before the picture
    await page.screenshot({ path: screenshotPath('table-bets-blackjack-soft') });
    await page.getByRole('button', { name: 'Stand', exact: true }).click();
    await page.getByRole('button', { name: /^Deal again/ }).waitFor({ timeout: 10_000 });
    const net = await page.getByTestId('blackjack-net').textContent();
    expect(net).toMatch(/^(\+\d+\.\d{2} GC|−\d+\.\d{2} GC|Stake returned \(\d+\.\d{2} GC\))$/);
    expect(await page.getByTestId('blackjack-result').textContent()).not.toContain('$');

    const offered = await dealUntil(page, 'insurance');
    expect(offered.dealerCards).toHaveLength(1);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('blackjack-result').textContent(), { timeout: 10_000 })
      .toMatch(/Dealer shows an ace: insurance\?/);
    expect(await page.getByTestId('bj-dealer-total').textContent()).toBe('1/11');
    await page.waitForTimeout(1200); // let the dealt cards land before the picture
    await page.screenshot({ path: screenshotPath('table-bets-insurance-offered') });
    const balance = () =>
      page.evaluate(
        async () => ((await (await fetch('/api/auth/user')).json()) as { balance: string }).balance,
      );
    const before = await balance();
    await page.getByRole('button', { name: 'Insurance (5.00 GC)' }).click();
    // Taken: settled as the dealer checks. A dealer blackjack ends the round (insurance paid 2:1);
    // otherwise the insurance is lost and the hand plays on.
    const result = page.getByTestId('blackjack-result');
    await expect
      .poll(() => result.textContent(), { timeout: 10_000 })
      .toMatch(/Insurance pays 2:1|Hit or Stand/);
    if (/Hit or Stand/.test((await result.textContent()) ?? '')) {
      const after = await balance();
      expect(Math.round(Number(before) * 100) - Math.round(Number(after) * 100)).toBe(500);
      await page.getByRole('button', { name: 'Stand', exact: true }).click();
      await expect.poll(() => result.textContent(), { timeout: 10_000 }).toMatch(/Insurance lost/);
    } else {
      expect(await page.getByTestId('blackjack-net').textContent()).toBe('Stake returned (15.00 GC)');
    }
    await page.waitForTimeout(1200); // let the dealt cards land before the picture
    await page.screenshot({ path: screenshotPath('table-bets-insurance-settled') });
    const sessions = await page.evaluate(
      async () =>
        (await (await fetch('/api/game-sessions')).json()) as Array<{
          betAmount: string;
          gameData: { insurance?: { decision: string } };
        }>,
    );
    expect(sessions[0]).toMatchObject({ betAmount: '15.00', gameData: { insurance: { decision: 'taken' } } });

    // Deal again keeps the bet and needs no New Game click.
    await page.getByRole('button', { name: /^Deal again \(10\.00 GC\)/ }).click();
    await expect
      .poll(() => page.getByTestId('blackjack-result').textContent(), { timeout: 10_000 })
      .not.toMatch(/Insurance pays|Insurance lost/);
  });

  it('places craps odds, place and come bets and settles them all', async () => {
    const page = await guest({ width: 1280, height: 800 });
    await page.goto(`${server.url}/table-games?tab=craps`);
    const roll = page.getByRole('button', { name: 'Roll', exact: true });
    await roll.waitFor({ timeout: 10_000 });
    const phase = page.getByTestId('craps-phase');
    const history = page.getByTestId('craps-history').locator('li');
    let rolls = 0;
    const seen = new Set<string>();
    const rollOnce = async () => {
      await roll.click();
      rolls++;
      await expect.poll(() => history.count(), { timeout: 10_000 }).toBe(Math.min(rolls, 10));
      await expect.poll(() => roll.textContent()).toBe('Roll');
      for (const line of await page
        .getByTestId('craps-settlements')
        .locator('li')
        .allTextContents()
        .catch(() => []))
        seen.add(line.replace(/ ·.*$/, '').trim());
    };

    // Pass line until a point is set.
    while (!/Point/.test((await phase.textContent()) ?? '')) {
      expect(rolls).toBeLessThan(40);
      if ((await page.getByTestId('craps-table-bets').count()) === 0)
        await page.getByTestId('craps-bet-pass').click();
      await rollOnce();
    }
    // Behind the pass line: odds, a come bet and place 6 (or 8 when 6 is the point).
    await page.getByTestId('craps-bet-pass-odds').click();
    await page.getByTestId('craps-bet-come').click();
    await page.getByTestId('craps-bet-place-6').click();
    await page.screenshot({ path: screenshotPath('table-bets-craps-placed') });
    await rollOnce();
    const tableBets = page.getByTestId('craps-table-bets').locator('li');
    // A come bet that moved to its number takes odds from its own row.
    const comeOdds = page.locator('[data-testid^="craps-come-odds-"]');
    if ((await comeOdds.count()) > 0) {
      await comeOdds.first().click();
      await rollOnce();
    }
    // Roll until every bet is decided (a 7 decides whatever is still up).
    while ((await page.getByTestId('craps-table-bets').count()) > 0 && (await tableBets.count()) > 0) {
      expect(rolls).toBeLessThan(200);
      await rollOnce();
    }
    await page.screenshot({ path: screenshotPath('table-bets-craps-settled') });
    expect(seen).toContain('Pass Odds');
    expect(seen).toContain('Place 6');
    expect([...seen].some((s) => /^Come( on \d+)?$/.test(s))).toBe(true);
    // The in-game result is net: never a bare "won" for a roll that lost money.
    expect(await page.getByTestId('craps-result').textContent()).toMatch(/GC|No decision|Point/);

    // Rebet puts the last new bets back (those allowed now), ready to roll.
    await page.getByRole('button', { name: 'Rebet' }).click();
    await expect.poll(() => roll.isEnabled()).toBe(true);
    // The balance is the guest's 10,000.00 plus the net of every settled roll (the totals: GET
    // /api/game-sessions lists only the 50 newest) plus any daily challenge the rolls completed (the
    // guest's challenges are drawn per player and day, and "Play 5 Craps rounds" pays 25.00, credited
    // by the background projector a moment after the roll, hence the poll).
    const ledgerGap = () =>
      page.evaluate(async () => {
        const cents = (s: string) => Math.round(Number(s) * 100);
        const stats = (await (await fetch('/api/user-stats')).json()) as {
          totalWagered: string;
          totalWon: string;
        };
        const rewards = (await (
          await fetch('/api/history/statement?currency=coins&kind=rewards&limit=100')
        ).json()) as { items: Array<{ amount: string }> };
        const user = (await (await fetch('/api/auth/user')).json()) as { balance: string };
        const expected =
          1_000_000 +
          cents(stats.totalWon) -
          cents(stats.totalWagered) +
          rewards.items.reduce((sum, entry) => sum + cents(entry.amount), 0);
        return cents(user.balance) - expected;
      });
    await expect.poll(ledgerGap, { timeout: 10_000 }).toBe(0);
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '@casino/games';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, newGuest, screenshotPath, WEB_DIST_DIR, type Guest } from './browser.js';

// Issue 16's browser check of live blackjack: two players take two seats of the shared table in one
// betting window and play their hands in turn through the page (the first move a hit, then stand,
// whatever the cards), while a spectator watches: the spectator sees both seats and the dealer's
// hand, with the hole card face down until the dealer turns it. Each wallet ends the round moved by
// exactly the net the server settled (its `settled` message), and the page says it honestly.

const TABLE = gameOf('live-blackjack').name;
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LIVE_TIMING = { bettingMs: 9_000, revealMs: 1_500, resultsMs: 4_000, turnMs: 8_000 };

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
const table = (page: Page) => page.getByRole('region', { name: 'Live blackjack table' });
const seat = (page: Page, name: string) => table(page).getByRole('listitem', { name, exact: true });
const dealer = (page: Page) => table(page).getByRole('group', { name: "Dealer's cards" });

async function openFromList(g: Guest, link: 'Join' | 'Watch'): Promise<void> {
  await g.page.goto(`${server.url}/live-casino`);
  await g.page
    .getByRole('listitem')
    .filter({ has: g.page.getByRole('heading', { name: TABLE }) })
    .getByRole('link', { name: link })
    .click();
  await table(g.page).waitFor({ timeout: 15_000 });
}

/** Plays the viewer's hand when it is their turn: a hit first, then stand; declines insurance. */
async function playTurn(page: Page, hits: { done: boolean }): Promise<void> {
  const insurance = page.getByRole('group', { name: 'Insurance' });
  if (await insurance.isVisible()) {
    await insurance.getByRole('button', { name: 'No insurance' }).click();
    return;
  }
  const moves = page.getByRole('group', { name: 'Your move' });
  const hit = moves.getByRole('button', { name: 'Hit', exact: true });
  const stand = moves.getByRole('button', { name: 'Stand', exact: true });
  // isEnabled waits for a missing button: look first (no move bar when it is not this seat's turn).
  if (!(await stand.isVisible())) return;
  if (!hits.done && (await hit.isVisible()) && (await hit.isEnabled())) {
    hits.done = true;
    await hit.click();
  } else if (await stand.isEnabled()) await stand.click();
}

describe('live blackjack in the browser', () => {
  it('two seats play a round in turn while a spectator watches the dealer’s hand', async () => {
    const p1 = await guest(LAPTOP);
    const p2 = await guest(PHONE);
    const spectator = await guest(LAPTOP);
    await openFromList(p1, 'Join');
    await openFromList(p2, 'Join');
    await openFromList(spectator, 'Watch');
    expect(await table(spectator.page).getByRole('button', { name: /^Sit / }).count()).toBe(0);

    const before = { p1: await serverCoins(p1.page), p2: await serverCoins(p2.page) };
    await expect
      .poll(async () => (await phaseOf(p1.page)) === 'betting' && (await secondsLeft(p1.page)) >= 5, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe(true);
    await seat(p1.page, 'Seat 1').getByRole('button', { name: /^Sit / }).click();
    await seat(p2.page, 'Seat 2').getByRole('button', { name: /^Sit / }).click();
    await seat(p1.page, 'Your seat').waitFor({ timeout: 10_000 });
    await seat(p2.page, 'Your seat').waitFor({ timeout: 10_000 });
    const stake = 2_500; // the table's smallest chip: 25 coins
    await expect.poll(() => serverCoins(p1.page), { timeout: 10_000 }).toBe(before.p1 - stake);
    await expect.poll(() => serverCoins(p2.page), { timeout: 10_000 }).toBe(before.p2 - stake);
    // The spectator sees both players with their stakes and both seat bets in the feed.
    await expect.poll(() => spectator.page.getByTestId('live-player').count(), { timeout: 10_000 }).toBe(2);
    expect(await spectator.page.getByTestId('live-player-total').allTextContents()).toEqual([
      '25.00 GC',
      '25.00 GC',
    ]);
    await expect
      .poll(() => spectator.page.getByTestId('live-recent-bet').count(), { timeout: 10_000 })
      .toBe(2);
    expect((await spectator.page.getByTestId('live-recent-bet').allTextContents()).join(' | ')).toMatch(
      /seat 1.*seat 2|seat 2.*seat 1/,
    );
    await p2.page.screenshot({ path: screenshotPath('live-blackjack-seated-phone') });
    await spectator.page.screenshot({ path: screenshotPath('live-blackjack-spectator-bets-laptop') });

    // The deal: the spectator sees the dealer's up card and the hole card face down. A dealer who
    // peeks a blackjack (or two naturals at the seats) ends the round at the deal: straight to the
    // results, shown for 5 s, with no turn to play (the history then says so, checked below).
    await expect.poll(() => phaseOf(spectator.page), { timeout: 30_000 }).toMatch(/^(playing|results)$/);
    await expect.poll(() => dealer(spectator.page).getByRole('img').count(), { timeout: 10_000 }).toBe(2);
    const holeDown = await dealer(spectator.page).getByRole('img', { name: 'Face-down card' }).count();
    await spectator.page.screenshot({ path: screenshotPath('live-blackjack-spectator-deal-laptop') });

    // Each seat plays in turn until the round is over.
    const hits = new Map([
      [p1, { done: false }],
      [p2, { done: false }],
    ]);
    const deadline = Date.now() + 60_000;
    let phase = await phaseOf(p1.page);
    while (phase !== 'results' && Date.now() < deadline) {
      for (const p of [p1, p2]) await playTurn(p.page, hits.get(p)!);
      await p1.page.waitForTimeout(250);
      phase = await phaseOf(p1.page);
    }
    expect(phase).toBe('results');
    await p1.page.screenshot({ path: screenshotPath('live-blackjack-result-laptop') });
    await p2.page.screenshot({ path: screenshotPath('live-blackjack-result-phone') });

    // The dealer's hand is open to everyone now: no face-down card, at least two cards.
    await expect
      .poll(() => dealer(spectator.page).getByRole('img', { name: 'Face-down card' }).count())
      .toBe(0);
    expect(await dealer(spectator.page).getByRole('img').count()).toBeGreaterThanOrEqual(2);
    // A hole card was hidden during play unless the dealer peeked a blackjack and ended the round.
    expect(
      holeDown === 1 ||
        (await spectator.page.getByTestId('live-history').textContent())?.includes('blackjack'),
    ).toBe(true);
    await spectator.page.screenshot({ path: screenshotPath('live-blackjack-spectator-result-laptop') });

    // Each wallet moved by exactly the net the server settled, told honestly.
    for (const [p, start] of [
      [p1, before.p1],
      [p2, before.p2],
    ] as const) {
      const line = p.page.getByTestId('live-settlement');
      await line.waitFor({ timeout: 10_000 });
      const net = centsIn(await line.getAttribute('data-net'));
      await expect.poll(() => serverCoins(p.page), { timeout: 10_000 }).toBe(start + net);
      expect(await line.textContent()).toMatch(net > 0 ? /You won/ : net < 0 ? /You lost/ : /Stake returned/);
    }
    expect(await p2.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    for (const g of [p1, p2, spectator]) expect(g.errors).toEqual([]);
  });
});

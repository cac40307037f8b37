import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, newGuest, screenshotPath, WEB_DIST_DIR, type Guest } from './browser.js';

// Issue 6's browser check: two guests in two browser contexts sit at one table and play a hand to
// the end through the page while a third watches. Nobody but a card's owner sees it face up
// (checked in the DOM of every point of view); the buy-in leaves both wallets and, after leaving,
// each wallet holds the buy-in plus or minus the hand's result. Also: buy-ins out of range, a player
// who goes to another page and comes back to the seat, nothing wider than a phone, and the deal
// verified in every browser (issue 11): the first to act on the flop folds, every point of view
// checks the deal against the deck commitment shown before it, the folder also checks their own
// seed and cards (at the table and on the Fairness page), and the folded cards appear nowhere for
// the other player or the spectator (page, hand history, REST answers). Cards are random, so each
// step asserts what holds whatever was dealt.

const TABLE = 'Royal Flush Lounge';
const BUY_IN = 50_000; // 500 coins, the spec's default

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

interface Viewer extends Guest {
  name: string;
}

const viewers: Viewer[] = [];

const cents = centsIn;
const headerCoins = async (v: Viewer) => cents(await v.page.getByTestId('header-balance').textContent());
const serverCoins = async (v: Viewer) =>
  cents(
    await v.page.evaluate(
      async () => ((await (await fetch('/api/auth/user')).json()) as { balance: string }).balance,
    ),
  );

/** A new guest in its own browser context (Start Playing on the landing page). */
async function guest(name: string, viewport: { width: number; height: number }): Promise<Viewer> {
  const viewer = { name, ...(await newGuest(browser, server.url, viewport)) };
  viewers.push(viewer);
  return viewer;
}

const tableCard = (v: Viewer) => v.page.getByRole('article', { name: TABLE });
const phase = (v: Viewer) => v.page.getByTestId('poker-phase').textContent();
const handOver = async (v: Viewer) => /^(showdown|hand over)$/.test((await phase(v)) ?? '');

/** A full-page screenshot from the top (the sticky header stays where it belongs), after the deal animation. */
async function shoot(v: Viewer, name: string): Promise<void> {
  await v.page.evaluate('window.scrollTo(0, 0)');
  await v.page.waitForTimeout(450);
  await v.page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** Face-up cards drawn in seats other than the viewer's own. */
const foreignFaceUpCards = (v: Viewer) =>
  v.page.locator('[data-testid="poker-seat"]:not([data-me]) .casino-card:not(.casino-card--back)').count();

async function joinFromList(v: Viewer): Promise<void> {
  await v.page.goto(`${server.url}/poker`);
  await tableCard(v).waitFor({ timeout: 15_000 });
  await tableCard(v).getByRole('button', { name: 'Join Table' }).click();
  await v.page.locator('[data-testid="poker-seat"][data-me]').waitFor({ timeout: 15_000 });
}

/** How wide the page is (nothing may scroll sideways). This package compiles without the DOM lib. */
const pageWidth = (v: Viewer) => v.page.evaluate<number>('document.documentElement.scrollWidth');

/** The version of the decision on a player's action bar, or null when there is none (never waits). */
const barVersion = (v: Viewer) =>
  v.page.evaluate<string | null>(
    `document.querySelector('[data-testid="poker-actions"]')?.getAttribute('data-version') ?? null`,
  );

/** The viewer's own face-up cards, as codes ("As"). */
const ownCodes = async (v: Viewer) =>
  ((await v.page.locator('[data-me] [data-testid="seat-cards-face"]').getAttribute('data-codes')) ?? '')
    .split(' ')
    .filter(Boolean);

/**
 * Whoever is to act checks or calls, until the hand is over, except that the first to act on the
 * flop folds (its cards are returned); `onStreet` runs once per street.
 */
async function playHandOut(
  players: Viewer[],
  onStreet: (street: string) => Promise<void>,
): Promise<{ folder: Viewer; cards: string[] } | null> {
  let folded: { folder: Viewer; cards: string[] } | null = null;
  const seen = new Set<string>();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const street = (await phase(players[0]!)) ?? '';
    if (/^(showdown|hand over)$/.test(street)) return folded;
    if (/^(pre-flop|flop|turn|river)$/.test(street) && !seen.has(street)) {
      seen.add(street);
      await onStreet(street);
    }
    for (const p of players) {
      // Read without waiting: the bar comes and goes as the room moves on.
      const version = await barVersion(p);
      if (version === null) continue;
      const actions = p.page.getByTestId('poker-actions');
      const check = actions.getByRole('button', { name: 'Check', exact: true });
      const call = actions.getByRole('button', { name: /^Call / });
      if (street === 'flop' && !folded) {
        folded = { folder: p, cards: await ownCodes(p) };
        await actions.getByRole('button', { name: 'Fold', exact: true }).click();
      } else if (await check.isVisible()) await check.click();
      else if (await call.isVisible()) await call.click();
      // Applied once the bar is gone, or back for a new decision (the first to act on the next street).
      await expect.poll(() => barVersion(p), { timeout: 10_000 }).not.toBe(version);
    }
    await players[0]!.page.waitForTimeout(100);
  }
  throw new Error('the hand did not finish within a minute');
}

beforeAll(async () => {
  // A short pause between hands; player 1 sits out during the hand so no second hand starts.
  server = await startTestServer({ webDistDir: WEB_DIST_DIR, pokerTiming: { nextHandDelayMs: 1_000 } });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const v of viewers) await v.context.close();
  await browser?.close();
  await server?.close();
});

describe('a hold’em hand in the browser', () => {
  it('two players play a hand to the end while a third watches; nobody sees a card that was not shown, and every browser verifies the deal', async () => {
    const p1 = await guest('player-1', { width: 1280, height: 900 });
    // Player 2 plays on a phone.
    const p2 = await guest('player-2', { width: 390, height: 844 });
    const spectator = await guest('spectator', { width: 1280, height: 900 });
    const before = new Map<string, number>();
    for (const v of [p1, p2]) before.set(v.name, await serverCoins(v));

    // The table list: stakes, players with their fullness colour, buy-in range, a Watch button.
    await p1.page.goto(`${server.url}/poker`);
    const card = tableCard(p1);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('2/5 GC');
    expect(await card.getByTestId('table-players').textContent()).toMatch(/^0\/6$/);
    expect(await card.getByTestId('table-players').getAttribute('data-fullness')).toBe('open');
    expect(await card.getByRole('spinbutton').inputValue()).toBe('500');
    expect(await card.getByRole('spinbutton').getAttribute('min')).toBe('100');
    expect(await card.getByRole('spinbutton').getAttribute('max')).toBe('1000');
    await shoot(p1, 'poker-table-list');

    // Below the table minimum: refused in the page, nothing is sent.
    await card.getByRole('spinbutton').fill('50');
    await card.getByRole('button', { name: 'Join Table' }).click();
    await expect.poll(() => p1.page.getByTestId('toast').textContent()).toContain('minimum buy-in');
    expect(await p1.page.getByTestId('poker-room').count()).toBe(0);
    await p1.page.getByRole('button', { name: 'Dismiss notification' }).click();

    // Above the maximum (only an input attribute): the room refuses the sit, the page says why
    // ('Failed to Join' with the server's message) and goes back to the list; no coins moved.
    await card.getByRole('spinbutton').fill('2000');
    await card.getByRole('button', { name: 'Join Table' }).click();
    await expect
      .poll(() => p1.page.getByTestId('toast').textContent(), { timeout: 15_000 })
      .toMatch(/Failed to Join.*at most/);
    await tableCard(p1).waitFor({ timeout: 15_000 });
    expect(await serverCoins(p1)).toBe(before.get(p1.name));
    await p1.page.getByRole('button', { name: 'Dismiss notification' }).click();
    await tableCard(p1).getByRole('spinbutton').fill('500');

    // The spectator watches first, then both players join with the default buy-in.
    await spectator.page.goto(`${server.url}/poker`);
    await tableCard(spectator)
      .getByRole('button', { name: `Watch ${TABLE}` })
      .click();
    await spectator.page.getByTestId('poker-watching').waitFor({ timeout: 15_000 });

    await tableCard(p1).getByRole('button', { name: 'Join Table' }).click();
    await p1.page.locator('[data-testid="poker-seat"][data-me]').waitFor({ timeout: 15_000 });

    // Player 1 goes to another page and comes back: the list offers the way back to the kept seat.
    // (Before player 2 sits, so the browser that deals the hand saw its deck committed.)
    await p1.page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).click();
    await p1.page.getByRole('navigation').getByRole('link', { name: 'Poker', exact: true }).click();
    await p1.page.getByRole('button', { name: 'Back to the table' }).click();
    await p1.page.locator('[data-testid="poker-seat"][data-me]').waitFor({ timeout: 15_000 });
    await joinFromList(p2);

    // Both header balances dropped by the buy-in.
    for (const v of [p1, p2]) {
      await expect.poll(() => headerCoins(v), { timeout: 10_000 }).toBe(before.get(v.name)! - BUY_IN);
    }
    expect(await spectator.page.getByTestId('poker-seat').count()).toBe(2);

    // The hand is dealt. Player 1 sits out from the next hand, so the table stops after this one.
    await expect.poll(() => phase(p1), { timeout: 15_000 }).toBe('pre-flop');
    await p1.page.getByRole('button', { name: 'Sit Out' }).click();
    await p1.page.getByRole('button', { name: 'Sit In' }).waitFor({ timeout: 10_000 });

    let shotTaken = false;
    const folded = await playHandOut([p1, p2], async (street) => {
      // Every point of view, on every street: own cards face up, everyone else's face down.
      await expect
        .poll(() => p1.page.locator('[data-me] [data-testid="seat-cards-face"] .casino-card').count())
        .toBe(2);
      await expect
        .poll(() => p2.page.locator('[data-me] [data-testid="seat-cards-face"] .casino-card').count())
        .toBe(2);
      for (const v of [p1, p2, spectator]) {
        expect(await foreignFaceUpCards(v), `${v.name} on the ${street}`).toBe(0);
        expect(await v.page.getByTestId('seat-cards-hidden').count(), `${v.name} on the ${street}`).toBe(
          v === spectator ? 2 : 1,
        );
      }
      expect(await spectator.page.locator('.poker-seat .casino-card:not(.casino-card--back)').count()).toBe(
        0,
      );
      // Nothing on the phone scrolls sideways.
      expect(await pageWidth(p2), street).toBeLessThanOrEqual(390);
      if (street === 'flop' && !shotTaken) {
        shotTaken = true;
        await expect
          .poll(() => spectator.page.getByTestId('poker-board').locator('.casino-card').count())
          .toBe(3);
        for (const v of [p1, p2, spectator]) await shoot(v, `poker-${v.name}`);
      }
    });
    expect(shotTaken).toBe(true);
    expect(folded?.cards).toHaveLength(2);
    const { folder, cards: foldedCards } = folded!;
    const others = [p1, p2, spectator].filter((v) => v !== folder);

    // The hand is over (won by the fold, or shown down had the folder been all in): the winner and
    // the pot are announced.
    for (const v of [p1, p2, spectator]) await expect.poll(() => handOver(v), { timeout: 10_000 }).toBe(true);
    const result = (await spectator.page.getByTestId('poker-result').textContent()) ?? '';
    expect(result).toMatch(/wins [+±]\d/);
    const pot = cents(await spectator.page.getByTestId('poker-pot').textContent());
    expect(pot).toBeGreaterThan(0);
    if ((await phase(spectator)) === 'showdown') {
      await expect.poll(() => spectator.page.getByTestId('seat-cards-face').count()).toBe(2);
    }

    // Each player's result is read off their own seat; the chips were only passed between them.
    const stack = async (v: Viewer) =>
      cents(await v.page.locator('[data-me] [data-testid="seat-chips"]').textContent());
    const results = [await stack(p1), await stack(p2)].map((chips) => chips - BUY_IN);
    expect(results[0]! + results[1]!).toBe(0);
    expect([0, pot / 2]).toContain(Math.abs(results[0]!));

    // The deal, verified in every browser against the deck commitment it showed before the deal.
    const outcome = (v: Viewer, check: string) =>
      v.page.locator(`[data-testid="poker-deal-check"][data-check="${check}"]`).getAttribute('data-outcome');
    for (const v of [p1, p2, spectator]) {
      await v.page.getByRole('button', { name: /Provably fair/ }).click();
      await expect
        .poll(() => v.page.getByTestId('poker-deal-verdict').textContent(), { timeout: 10_000 })
        .toContain('✓ Deal verified in your browser');
      for (const check of ['deck-commitment', 'seen-before-deal', 'seeds', 'openings', 'board', 'distinct'])
        expect(await outcome(v, check), `${v.name}: ${check}`).toBe('pass');
    }
    // The folder's own seed went into the mix, and their folded cards open against the commitment.
    expect(await outcome(folder, 'own-seed')).toBe('pass');
    expect(await outcome(folder, 'own-cards')).toBe('pass');

    // The folded cards appear nowhere for the others: not opened, not in the hand history, not in
    // what the REST calls answer them; and no server seed anywhere.
    const tableId = await spectator.page.evaluate(async (name) => {
      const tables = (await (await fetch('/api/poker/tables')).json()) as { id: number; name: string }[];
      return tables.find((t) => t.name === name)?.id ?? 0;
    }, TABLE);
    for (const v of others) {
      const opened = await Promise.all(
        (await v.page.getByTestId('poker-opened-card').all()).map((card) => card.getAttribute('data-card')),
      );
      for (const card of foldedCards) expect(opened, `${v.name} sees no folded card`).not.toContain(card);
      await v.page.getByRole('button', { name: /^Hand #\d+ history$/ }).click();
      const history = (await v.page.getByTestId('poker-hand-history').textContent({ timeout: 10_000 })) ?? '';
      expect(history).toMatch(/SUMMARY/);
      expect(history).toMatch(/^Deck commitment [0-9a-f]{64}$/m);
      const bracketed = (history.match(/\[[^\]]*\]/g) ?? []).join(' ');
      for (const card of foldedCards) expect(bracketed, `${v.name}'s hand history`).not.toContain(card);
      const answers = await v.page.evaluate(async (id) => {
        const state = (await (await fetch(`/api/poker/game-state/${id}`)).json()) as {
          lastHand: { proof: { openings: { card: string }[] } } | null;
        };
        const hands = await (await fetch(`/api/poker/tables/${id}/hands`)).text();
        return {
          openings: state.lastHand?.proof.openings.map((o) => o.card) ?? [],
          text: JSON.stringify(state) + hands,
        };
      }, tableId);
      for (const card of foldedCards) expect(answers.openings).not.toContain(card);
      expect(answers.text).not.toMatch(/serverSeed/);
    }
    for (const v of [p1, p2, spectator]) await shoot(v, `poker-${v.name}-showdown`);

    expect(await pageWidth(p2)).toBeLessThanOrEqual(390);

    // Leaving: back to the list, and the wallet holds the buy-in plus or minus the hand's result.
    for (const [i, v] of [p1, p2].entries()) {
      await v.page.getByRole('button', { name: 'Leave Table' }).click();
      await tableCard(v).waitFor({ timeout: 15_000 });
      const expected = before.get(v.name)! + results[i]!;
      await expect.poll(() => headerCoins(v), { timeout: 10_000 }).toBe(expected);
      expect(await serverCoins(v)).toBe(expected);
    }
    await expect.poll(() => spectator.page.getByTestId('poker-seat').count(), { timeout: 10_000 }).toBe(0);

    // On the Fairness page the folder verifies their own hand from their game session.
    await folder.page.goto(`${server.url}/fairness`);
    const row = folder.page.getByRole('listitem').filter({ hasText: 'Live Hold’em' }).first();
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => folder.page.getByTestId('fairness-poker-verify-result').first().textContent())
      .toContain('Verified ✓');
    await shoot(folder, 'poker-fairness-page');

    for (const v of viewers) expect(v.errors, v.name).toEqual([]);
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, newGuest, screenshotPath, WEB_DIST_DIR, type Guest } from './browser.js';

// Issue 14's browser check of the card duels: two players in two browser contexts (a desktop and a
// phone) create and accept a poker challenge on /p2p-betting, are taken to /p2p-challenge/{id},
// press Start Challenge, exchange emotes and a chat line (a third context watching sees them, and
// no hole card), then one goes all in and the other calls until one holds all the chips. The
// winner's wallet gains the prize pool, the loser's loses the stake. Then a blackjack duel's board
// mid-hand in the arena. Screenshots at each step.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const guests: Guest[] = [];

async function guest(viewport: { width: number; height: number }): Promise<Guest> {
  const g = await newGuest(browser, server.url, viewport);
  guests.push(g);
  return g;
}

const fetchJson = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json() as Promise<T>, path);

const serverCoins = async (g: Guest) =>
  centsIn((await fetchJson<{ balance: string }>(g.page, '/api/auth/user')).balance);

async function shoot(g: Guest, name: string): Promise<void> {
  await g.page.evaluate('window.scrollTo(0, 0)');
  await g.page.waitForTimeout(300);
  await g.page.screenshot({ path: screenshotPath(name) });
}

/** Posts a challenge through the Create Skill Challenge dialog on /p2p-betting. */
async function create(g: Guest, gameType: string, amount: string): Promise<void> {
  await g.page.goto(`${server.url}/p2p-betting`);
  await g.page.getByRole('button', { name: 'Create Skill Challenge' }).first().click();
  const dialog = g.page.getByTestId('create-challenge-dialog');
  await dialog.getByLabel('Game type').selectOption(gameType);
  await dialog.getByLabel('Skill level').selectOption('any');
  await dialog.getByLabel('Bet amount').fill(amount);
  await dialog.getByRole('button', { name: 'Create Challenge' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}

/** The accepter takes the one open challenge; both land on its page (`page`) and press Start Challenge. */
async function acceptAndStart(creator: Guest, accepter: Guest, page: string): Promise<string> {
  await accepter.page.goto(`${server.url}/p2p-betting`);
  const card = accepter.page.getByTestId('open-challenge');
  await card.waitFor({ timeout: 10_000 });
  const id = (await card.getAttribute('data-challenge-id')) ?? '';
  await card.getByRole('button', { name: 'Accept Challenge' }).click();
  for (const g of [accepter, creator]) await g.page.waitForURL(`**/${page}/${id}`, { timeout: 15_000 });
  return id;
}

async function start(players: Guest[]): Promise<void> {
  for (const g of players)
    await g.page.getByRole('button', { name: 'Start Challenge' }).click({ timeout: 20_000 });
  for (const g of players)
    await expect
      .poll(() => g.page.getByTestId('arena-phase').textContent(), { timeout: 10_000 })
      .toBe('playing');
}

const phaseOf = (g: Guest) => g.page.getByTestId('arena-phase').textContent();
const faceDown = (g: Guest, seat: number) =>
  g.page.getByTestId(`pc-seat-${seat}`).getByRole('img', { name: 'Face-down card' }).count();
const faceUp = (g: Guest, seat: number) =>
  g.page.getByTestId(`pc-seat-${seat}`).locator('.casino-card:not(.casino-card--back)').count();

/**
 * Whoever may act goes all in, or calls an all in, until the match ends (a split pot deals again).
 * Returns how many actions were posted.
 */
async function allInUntilTheEnd(players: Guest[]): Promise<number> {
  let actions = 0;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if ((await phaseOf(players[0] as Guest)) === 'finished') return actions;
    for (const g of players) {
      const bar = g.page.getByTestId('pc-actions');
      if (!(await bar.isVisible())) continue;
      const allIn = bar.getByRole('button', { name: /^All-in/ });
      const call = bar.getByRole('button', { name: /^Call/ });
      const button = (await allIn.isVisible()) ? allIn : call;
      if (!(await button.isVisible()) || (await button.isDisabled())) continue;
      await button.click();
      actions++;
      await bar.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
    }
    await players[0]?.page.waitForTimeout(300);
  }
  throw new Error('the match did not end');
}

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const g of guests) await g.context.close();
  await browser?.close();
  await server?.close();
});

describe('the poker challenge in the browser', () => {
  it('created, accepted, emotes exchanged, played all in to all the chips; the prize is paid', async () => {
    const creator = await guest(DESKTOP);
    const accepter = await guest(PHONE);
    const before = [await serverCoins(creator), await serverCoins(accepter)];

    await create(creator, 'poker', '50');
    const id = await acceptAndStart(creator, accepter, 'p2p-challenge');
    // The stakes are in escrow from the accept.
    expect(await serverCoins(creator)).toBe((before[0] ?? 0) - 5_000);
    expect(await serverCoins(accepter)).toBe((before[1] ?? 0) - 5_000);

    for (const g of [creator, accepter]) {
      await g.page.getByTestId('pc-clock').waitFor({ timeout: 20_000 });
      expect(await phaseOf(g)).toBe('waiting');
      expect(await g.page.getByTestId('pc-clock').textContent()).toContain('30:00');
      expect(await g.page.getByTestId('prize-pool').textContent()).toContain('100.00 Coins');
    }
    await shoot(creator, 'poker-challenge-waiting-desktop');

    // The arena's address of a poker challenge hands off to its page.
    const spectator = await guest(DESKTOP);
    await spectator.page.goto(`${server.url}/game-room/${id}`);
    await spectator.page.waitForURL(`**/p2p-challenge/${id}`, { timeout: 10_000 });
    await spectator.page.getByTestId('watching-badge').waitFor({ timeout: 15_000 });

    await start([creator, accepter]);
    for (const g of [creator, accepter, spectator]) {
      await g.page.getByTestId('pc-board').waitFor({ timeout: 10_000 });
      expect(await g.page.getByTestId('pc-board').locator('.card-slot, .casino-card').count()).toBe(5);
      expect(await g.page.getByTestId('pc-blinds').textContent()).toContain('Blinds 10/20 · Level 1 of 6');
    }
    // Each player sees their own two cards and the other's backs; the spectator sees only backs.
    await expect.poll(() => faceUp(creator, 0), { timeout: 10_000 }).toBe(2);
    expect(await faceDown(creator, 1)).toBe(2);
    await expect.poll(() => faceUp(accepter, 1), { timeout: 10_000 }).toBe(2);
    expect(await faceDown(accepter, 0)).toBe(2);
    await expect.poll(() => faceDown(spectator, 0)).toBe(2);
    expect(await faceDown(spectator, 1)).toBe(2);
    expect(await faceUp(spectator, 0)).toBe(0);
    expect(await spectator.page.getByTestId('pc-actions').count()).toBe(0);
    expect(await spectator.page.getByRole('button', { name: 'Good luck!' }).count()).toBe(0);
    // One of the players is to act, with the 30 s bar running.
    await expect
      .poll(
        async () =>
          (await creator.page.getByTestId('pc-actions').count()) +
          (await accepter.page.getByTestId('pc-actions').count()),
      )
      .toBe(1);
    expect(await creator.page.getByTestId('pc-action-timer').count()).toBe(1);
    await shoot(creator, 'poker-challenge-started-desktop');
    await shoot(accepter, 'poker-challenge-started-phone');

    // Emotes and a chat line: both players and the spectator see them.
    await creator.page.getByRole('button', { name: 'Good luck!' }).click();
    await accepter.page.getByTestId('emote-bubble-0').waitFor({ timeout: 10_000 });
    await accepter.page.getByLabel('Chat message').fill('gl hf');
    await accepter.page.getByRole('button', { name: 'Send' }).click();
    await accepter.page.getByRole('button', { name: 'Well played' }).click();
    for (const g of [creator, accepter, spectator]) {
      await expect
        .poll(() => g.page.getByTestId('social-log').textContent(), { timeout: 10_000 })
        .toContain('Good luck!');
      await expect
        .poll(() => g.page.getByTestId('social-log').textContent(), { timeout: 10_000 })
        .toContain('gl hf');
    }
    await spectator.page.getByTestId('emote-bubble-1').waitFor({ timeout: 10_000 });
    await shoot(creator, 'poker-challenge-playing-desktop');
    await shoot(accepter, 'poker-challenge-playing-phone');
    await shoot(spectator, 'poker-challenge-spectator');

    // The first action answers with a score (an all in scores 50).
    const actions = await allInUntilTheEnd([creator, accepter]);
    expect(actions).toBeGreaterThanOrEqual(2);
    for (const g of [creator, accepter, spectator]) {
      await expect.poll(() => phaseOf(g), { timeout: 15_000 }).toBe('finished');
      await g.page.getByTestId('pc-complete').waitFor({ timeout: 10_000 });
    }
    // An all in called goes to a showdown: both hands are shown to everyone, the spectator too.
    for (const g of [creator, spectator])
      for (const seat of [0, 1]) await expect.poll(() => faceUp(g, seat), { timeout: 10_000 }).toBe(2);
    const outcomes = [
      await creator.page.getByTestId('arena-outcome').textContent(),
      await accepter.page.getByTestId('arena-outcome').textContent(),
    ];
    expect([...outcomes].sort()).toEqual(['Defeat', 'Victory']);
    expect(await creator.page.getByTestId('arena-result').textContent()).toContain('with all the chips');
    const winner = outcomes[0] === 'Victory' ? 0 : 1;
    const after = [await serverCoins(creator), await serverCoins(accepter)];
    expect(after[winner]).toBe((before[winner] ?? 0) + 5_000);
    expect(after[1 - winner]).toBe((before[1 - winner] ?? 0) - 5_000);
    const winnerPage = winner === 0 ? creator : accepter;
    expect(await winnerPage.page.getByTestId('arena-net').textContent()).toContain('+50.00 GC');
    // The final scores: at least an all in (50) or a call (20) each.
    for (const seat of [0, 1]) {
      const score = Number(await creator.page.getByTestId(`pc-final-score-${seat}`).textContent());
      expect(score).toBeGreaterThanOrEqual(20);
    }
    // The deck's seed is revealed with the result.
    await expect
      .poll(() => creator.page.getByTestId('arena-seed').textContent(), { timeout: 10_000 })
      .toContain('seed');
    await shoot(creator, 'poker-challenge-finished-desktop');
    await shoot(accepter, 'poker-challenge-finished-phone');
    for (const g of [creator, accepter, spectator]) expect(g.errors).toEqual([]);
  });
});

describe('the blackjack duel board', () => {
  it('mid-hand in the arena: bet, deal, the hand and its buttons', async () => {
    const creator = await guest(DESKTOP);
    const accepter = await guest(PHONE);
    await create(creator, 'blackjack', '10');
    await acceptAndStart(creator, accepter, 'game-room');
    await start([creator, accepter]);
    for (const g of [creator, accepter]) {
      await g.page.getByTestId('bjd-bet').waitFor({ timeout: 10_000 });
      expect(await g.page.getByTestId('bjd-hand-counter').textContent()).toBe('Hand 1 of 10');
      expect(await g.page.getByTestId('bjd-own-stack').textContent()).toContain('1000');
    }
    await creator.page.getByRole('button', { name: '100', exact: true }).click();
    await creator.page.getByRole('button', { name: 'Deal' }).click();
    // The hand is dealt: cards, and either the buttons or its result (a blackjack ends at once).
    await creator.page.getByTestId('bjd-table').locator('.casino-card').first().waitFor({ timeout: 10_000 });
    await shoot(creator, 'blackjack-duel-mid-hand-desktop');
    await shoot(accepter, 'blackjack-duel-phone');
    // Nothing is revealed to the other player before both played the hand.
    expect(await accepter.page.getByTestId('bjd-stack-0').textContent()).toContain('1000');
    expect(await accepter.page.getByTestId('bjd-results').count()).toBe(0);

    // Both stand on the hand (a blackjack or an insurance question ends or asks first); then its
    // result shows to both, and the counter moves to hand 2.
    for (const [g, bet] of [
      [creator, null],
      [accepter, '10'],
    ] as const) {
      if (bet) {
        await g.page.getByRole('button', { name: bet, exact: true }).click();
        await g.page.getByRole('button', { name: 'Deal' }).click();
      }
      await expect
        .poll(() => g.page.getByTestId('bjd-hand-counter').textContent(), { timeout: 10_000 })
        .toMatch(/Hand [12] of 10/);
      for (let step = 0; step < 4; step++) {
        if ((await g.page.getByTestId('bjd-hand-counter').textContent()) === 'Hand 2 of 10') break;
        const no = g.page.getByRole('button', { name: /^No/ });
        const stand = g.page.getByRole('button', { name: 'Stand' });
        if (await no.isVisible()) await no.click();
        else if (await stand.isVisible()) await stand.click();
        await g.page.waitForTimeout(400);
      }
      await expect
        .poll(() => g.page.getByTestId('bjd-hand-counter').textContent(), { timeout: 10_000 })
        .toBe('Hand 2 of 10');
    }
    for (const g of [creator, accepter])
      await expect.poll(() => g.page.getByTestId('bjd-results').locator('tbody tr').count()).toBe(1);
    await shoot(creator, 'blackjack-duel-hand-revealed-desktop');
    for (const g of [creator, accepter]) expect(g.errors).toEqual([]);
  });
});

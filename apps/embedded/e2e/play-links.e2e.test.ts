import { GAMES, type GameDefinition } from '@casino/games';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, newGuest, screenshotPath, WEB_DIST_DIR } from './browser.js';

// Issue 12's findability check: PLAY on every game card of the catalogue and of the lobby opens the
// game it names (the registry's playPath, with that game's own tab, machine or table in front), and
// searching "poker" finds the poker tables and video poker.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
  ({ context, page, errors: pageErrors } = await newGuest(browser, server.url));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** Where a game's cards are listed, and what the page shows once its catalogue has loaded. */
const LISTINGS = [
  { page: 'catalogue', path: '/games', ready: 'High RTP Games' },
  { page: 'lobby', path: '/lobby', ready: /Lobby/i },
] as const;

const cardOf = (game: GameDefinition) => page.getByRole('article', { name: game.name, exact: true }).first();

/** Waits for a game's card, asking the lobby for more games (8 a page) until it is shown. */
async function showCard(game: GameDefinition): Promise<void> {
  const loadMore = page.getByRole('button', { name: 'Load More Games' });
  await expect
    .poll(
      async () => {
        if ((await cardOf(game).count()) > 0) return true;
        if (await loadMore.isVisible()) await loadMore.click();
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** Asserts the page PLAY opened is the game's own: its tab selected, its machine picked, its table shown. */
async function expectGameInFront(game: GameDefinition): Promise<void> {
  const path = game.playPath.split('?')[0];
  if (path === '/table-games') {
    const tab = page.getByRole('tab', { name: game.shortName, exact: true });
    await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
  } else if (path === '/slots') {
    const picked = page.locator('.slot-picker button[aria-pressed="true"]');
    await expect.poll(() => picked.textContent(), { timeout: 10_000 }).toContain(game.name);
  } else if (path === '/poker') {
    await page.getByRole('heading', { name: 'Cash tables' }).waitFor({ timeout: 10_000 });
  } else if (path === '/ai-games') {
    // The studio's page: its heading, and its Generate button.
    await page.getByRole('heading', { name: 'Games designed for you' }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Generate AI Game' }).waitFor({ timeout: 10_000 });
  } else {
    await page.getByRole('heading', { name: game.name }).first().waitFor({ timeout: 10_000 });
  }
}

describe('PLAY opens the game it names', () => {
  for (const listing of LISTINGS) {
    it.each(GAMES.map((game) => [game.name, game] as const))(
      `on the ${listing.page}: %s`,
      async (_name, game) => {
        await page.goto(`${server.url}${listing.path}`);
        await page.getByRole('heading', { name: listing.ready }).first().waitFor({ timeout: 10_000 });
        const card = cardOf(game);
        await showCard(game);
        const listed = await card.elementHandle();
        await card.getByRole('link', { name: 'PLAY', exact: true }).click();
        // The listing must be gone before the game is looked for: while the game's page loads, the old
        // page stays on screen, and its card has a heading with the game's name too.
        await page.waitForFunction((el) => !el?.isConnected, listed, { timeout: 10_000 });
        await expect
          .poll(() => {
            const url = new URL(page.url());
            return `${url.pathname}${url.search}`;
          })
          .toBe(game.playPath);
        await expectGameInFront(game);
      },
    );
  }

  it('shows the catalogue with every game on it', async () => {
    await page.goto(`${server.url}/games`);
    await page.getByRole('heading', { name: 'High RTP Games' }).waitFor({ timeout: 10_000 });
    for (const game of GAMES) await showCard(game);
    await page.screenshot({ path: screenshotPath('play-links-catalogue'), fullPage: true });
  });
});

describe('searching "poker"', () => {
  const pokerGames = GAMES.filter((game) => game.key === 'holdem' || game.key === 'video-poker');

  for (const listing of LISTINGS) {
    it(`on the ${listing.page} finds the poker tables and video poker, and nothing else`, async () => {
      await page.goto(`${server.url}${listing.path}`);
      await page.getByRole('heading', { name: listing.ready }).first().waitFor({ timeout: 10_000 });
      await cardOf(GAMES[0]!).waitFor({ timeout: 10_000 });
      await page.getByRole('searchbox').first().fill('poker');
      for (const game of pokerGames) await showCard(game);
      const others = GAMES.filter((game) => !pokerGames.includes(game) && !/poker/i.test(game.name));
      for (const game of others) {
        await expect.poll(() => page.getByRole('article', { name: game.name, exact: true }).count()).toBe(0);
      }
    });
  }

  it('left no page error behind', () => {
    expect(pageErrors).toEqual([]);
  });
});

import type { Browser, Page } from 'playwright-core';
import { challengeGameOf, defaultChallengeGameType } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import {
  centsIn,
  launchChromium,
  newGuest,
  screenshotPath,
  watchPageErrors,
  WEB_DIST_DIR,
  type Guest,
} from './browser.js';

// Issue 13's browser check: two players in two browser contexts (one on a desktop, one on a phone)
// create and accept a chess challenge on /p2p-betting and play fool's mate in /game-room/{id} while
// a third watches. The stakes leave both wallets at once (escrow), the winner's wallet gains the
// prize pool, the ratings move and the stat cards say so; the open list refreshes from the lobby
// room (no reload), the creator follows the accepter into the room, and the spectator never gets a
// move of their own (they arrive signed out through the room's link). A player reloads mid-game and
// is back in the seat. Then checkers by clicks (forced capture, each side at the bottom), Play Again
// and a draw by agreement, a challenge withdrawn with its stake back, and a math duel by answers
// (scores follow, a wrong answer locks out). Screenshots of /p2p-betting, the dialog, the cards, the
// arenas and the history at 1280×800 and 390×844.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const BET = 5_000; // 50 coins each

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

interface Player extends Guest {
  name: string;
}
const players: Player[] = [];

async function guest(name: string, viewport: { width: number; height: number }): Promise<Player> {
  const player = { name, ...(await newGuest(browser, server.url, viewport)) };
  players.push(player);
  return player;
}

const fetchJson = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json() as Promise<T>, path);

const serverCoins = async (p: Player) =>
  centsIn((await fetchJson<{ balance: string }>(p.page, '/api/auth/user')).balance);

interface Stats {
  totalWins: number;
  totalLosses: number;
  skillRating: number;
  winRate: number;
  activeChallenges: number;
  ratings: { gameType: string; rating: number; games: number }[];
}
const stats = (p: Player) => fetchJson<Stats>(p.page, '/api/p2p-challenges/stats');

const statCard = (p: Player, key: string) =>
  p.page.getByTestId(`p2p-stat-${key}`).locator('.p2p-stat__value').textContent();

/** A full-page screenshot from the top, after the layout settled. */
async function shoot(p: Player, name: string, { fromTop = true } = {}): Promise<void> {
  if (fromTop) await p.page.evaluate('window.scrollTo(0, 0)');
  await p.page.waitForTimeout(300);
  await p.page.screenshot({ path: screenshotPath(name) });
}

/** How wide the page is (nothing may scroll sideways). This package compiles without the DOM lib. */
const pageWidth = (p: Player) => p.page.evaluate<number>('document.documentElement.scrollWidth');

const boardFen = (p: Player) => p.page.getByTestId('chess-board').getAttribute('data-fen');
const canMove = (p: Player) => p.page.getByTestId('chess-board').getAttribute('data-can-move');
const square = (p: Player, id: string) => p.page.locator(`[data-testid="chess-board"] [data-square="${id}"]`);

/** Whether an element's box lies inside the window (the board and its main control on screen). */
const onScreen = (p: Player, selector: string) =>
  p.page.evaluate<boolean>(`(() => {
    const el = document.querySelector('${selector}');
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  })()`);

/** The player to move clicks `from` then `to`; the move is in once the position changed. */
async function clickMove(p: Player, from: string, to: string): Promise<void> {
  await expect.poll(() => canMove(p), { timeout: 10_000 }).toBe('true');
  const fen = await boardFen(p);
  await square(p, from).click();
  await expect
    .poll(() => square(p, to).getByRole('button').getAttribute('aria-label'))
    .toMatch(/move here|capture/);
  await square(p, to).click();
  await expect.poll(() => boardFen(p), { timeout: 10_000 }).not.toBe(fen);
}

/** The player to move drags the piece on `from` to `to`. */
async function dragMove(p: Player, from: string, to: string): Promise<void> {
  await expect.poll(() => canMove(p), { timeout: 10_000 }).toBe('true');
  const fen = await boardFen(p);
  const a = await square(p, from).boundingBox();
  const b = await square(p, to).boundingBox();
  if (!a || !b) throw new Error('squares not on screen');
  await p.page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await p.page.mouse.down();
  await p.page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 3 });
  await p.page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await p.page.mouse.up();
  await expect.poll(() => boardFen(p), { timeout: 10_000 }).not.toBe(fen);
}

/** Posts a challenge through the Create Skill Challenge dialog on /p2p-betting. */
async function createThroughDialog(p: Player, gameType: string, amount: string): Promise<void> {
  await p.page.goto(`${server.url}/p2p-betting`);
  await p.page.getByRole('button', { name: 'Create Skill Challenge' }).first().click();
  const dialog = p.page.getByTestId('create-challenge-dialog');
  await dialog.getByLabel('Game type').selectOption(gameType);
  await dialog.getByLabel('Skill level').selectOption('any');
  await dialog.getByLabel('Bet amount').fill(amount);
  await dialog.getByRole('button', { name: 'Create Challenge' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}

/** Accepts the one open challenge; both players land in its arena and press Start Challenge. */
async function acceptAndStart(creator: Player, accepter: Player): Promise<string> {
  await accepter.page.goto(`${server.url}/p2p-betting`);
  const card = accepter.page.getByTestId('open-challenge');
  await card.waitFor({ timeout: 10_000 });
  const id = (await card.getAttribute('data-challenge-id')) ?? '';
  await card.getByRole('button', { name: 'Accept Challenge' }).click();
  for (const p of [accepter, creator]) {
    await p.page.waitForURL(`**/game-room/${id}`, { timeout: 15_000 });
    await p.page.getByRole('button', { name: 'Start Challenge' }).click({ timeout: 20_000 });
  }
  for (const p of [creator, accepter])
    await expect
      .poll(() => p.page.getByTestId('arena-phase').textContent(), { timeout: 10_000 })
      .toBe('playing');
  return id;
}

/** A checkers move by clicks on the numbered squares; in once the moves list shows it. */
async function checkersMove(p: Player, path: number[], notation: string): Promise<void> {
  await expect.poll(() => p.page.getByTestId('checkers-board').getAttribute('data-can-move')).toBe('true');
  for (const n of path) await p.page.locator(`[data-testid="checkers-board"] [data-square="${n}"]`).click();
  await expect
    .poll(() => p.page.getByTestId('move-list').textContent(), { timeout: 10_000 })
    .toContain(notation);
}

/** The answer to a math duel problem as the page shows it ("(3 + 4) × 2 = ?"): + - × ÷ and parentheses. */
function solve(text: string): number {
  const tokens = text.replace(/\s*=\s*\?\s*$/, '').match(/\d+|[-+×÷()]/g) ?? [];
  let at = 0;
  const factor = (): number => {
    const token = tokens[at++];
    if (token !== '(') return Number(token);
    const inner = sum();
    at++; // ')'
    return inner;
  };
  const product = (): number => {
    let value = factor();
    while (tokens[at] === '×' || tokens[at] === '÷')
      value = tokens[at++] === '×' ? value * factor() : value / factor();
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (tokens[at] === '+' || tokens[at] === '-')
      value = tokens[at++] === '+' ? value + product() : value - product();
    return value;
  };
  return sum();
}

/** Resign (asked twice), then both see the result. */
async function resign(p: Player): Promise<void> {
  await p.page.getByRole('button', { name: 'Resign' }).click();
  await p.page.getByRole('button', { name: 'Confirm resign' }).click();
}

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const p of players) await p.context.close();
  await browser?.close();
  await server?.close();
});

describe('a chess challenge in the browser', () => {
  it('two players create, accept and play fool’s mate while a third watches; stakes, prize, ratings and stat cards follow', async () => {
    const creator = await guest('creator', DESKTOP);
    const accepter = await guest('accepter', PHONE);
    const coinsBefore = new Map<Player, number>();
    for (const p of [creator, accepter]) coinsBefore.set(p, await serverCoins(p));

    // Both open /p2p-betting: a new player's cards (spec defaults) and the empty state.
    for (const p of [creator, accepter]) {
      await p.page.goto(`${server.url}/p2p-betting`);
      await p.page.getByRole('heading', { name: 'No Open Challenges' }).waitFor({ timeout: 15_000 });
      expect(await statCard(p, 'wins')).toBe('0');
      expect(await statCard(p, 'rating')).toBe('1,000');
      expect(await statCard(p, 'win-rate')).toBe('0%');
      expect(await statCard(p, 'active')).toBe('0');
      expect(await pageWidth(p)).toBeLessThanOrEqual(p === accepter ? PHONE.width : DESKTOP.width);
    }
    await shoot(creator, 'p2p-betting-desktop');
    await shoot(accepter, 'p2p-betting-phone');

    // The dialog on the phone: shown, looked at, closed.
    await accepter.page.getByRole('button', { name: 'Create Skill Challenge' }).first().click();
    await accepter.page.getByTestId('create-challenge-dialog').waitFor();
    await shoot(accepter, 'p2p-dialog-phone');
    await accepter.page.getByRole('button', { name: 'Close' }).click();

    // The creator's dialog: the registry's default preselected (blackjack once playable), the button disabled
    // without an amount, crypto shows its currency and the note, and the server refuses it.
    await creator.page.getByRole('button', { name: 'Create Skill Challenge' }).first().click();
    const dialog = creator.page.getByTestId('create-challenge-dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Game type').inputValue()).toBe(defaultChallengeGameType());
    expect(await dialog.getByLabel('Skill level').inputValue()).toBe('intermediate');
    expect(await dialog.locator('option[value="blackjack"]').isDisabled()).toBe(
      !challengeGameOf('blackjack').playable,
    );
    // This game is chess (the default is blackjack once playable).
    await dialog.getByLabel('Game type').selectOption('chess');
    const submit = dialog.getByRole('button', { name: 'Create Challenge' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Crypto currency').count()).toBe(0);
    await dialog.getByLabel('Bet type').selectOption('crypto');
    expect(await dialog.getByLabel('Crypto currency').inputValue()).toBe('BTC');
    expect(await dialog.getByTestId('crypto-note').textContent()).toContain('not offered');
    await dialog.getByLabel('Bet amount').fill('50');
    await shoot(creator, 'p2p-dialog-desktop');
    await submit.click();
    const toast = creator.page.getByTestId('toast');
    await expect
      .poll(() => toast.textContent(), { timeout: 10_000 })
      .toMatch(/^Error.*Failed to create challenge/);
    expect(await serverCoins(creator)).toBe(coinsBefore.get(creator));
    await dialog.getByLabel('Bet type').selectOption('coins');
    expect(await dialog.getByLabel('Crypto currency').count()).toBe(0);
    await submit.click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    // The stake is in escrow at once; the card is the creator's own (not acceptable).
    await expect.poll(() => serverCoins(creator)).toBe(coinsBefore.get(creator)! - BET);
    const ownCard = creator.page.getByTestId('open-challenge');
    await ownCard.waitFor({ timeout: 10_000 });
    expect(await ownCard.getByRole('button', { name: 'Accept Challenge' }).count()).toBe(0);
    expect(await ownCard.getByTestId('challenge-bet').textContent()).toBe('50.00 Coins');
    await expect.poll(() => statCard(creator, 'active'), { timeout: 10_000 }).toBe('1');

    // The accepter's list refreshed from the lobby room, without a reload.
    const card = accepter.page.getByTestId('open-challenge');
    await card.waitFor({ timeout: 10_000 });
    const challengeId = await card.getAttribute('data-challenge-id');
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await card.textContent()).toContain('Chess');
    expect(await card.textContent()).toContain('Intermediate');
    expect(await card.textContent()).toContain('100.00 Coins'); // the prize pool: twice the bet
    await shoot(accepter, 'p2p-open-card-phone');
    await shoot(creator, 'p2p-own-card-desktop');

    // Accept: both go to the arena (the spec's 1 s), the creator through the lobby's notice.
    await card.getByRole('button', { name: 'Accept Challenge' }).click();
    for (const p of [accepter, creator])
      await p.page.waitForURL(`**/game-room/${challengeId}`, { timeout: 15_000 });
    await expect.poll(() => serverCoins(accepter)).toBe(coinsBefore.get(accepter)! - BET);
    // The spectator follows a shared link signed out: the sign-in prompt names the page, and playing
    // as a guest lands on the same room, watching.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const spectator: Player = { name: 'spectator', context, page, errors: watchPageErrors(context, page) };
    players.push(spectator);
    await page.goto(`${server.url}/game-room/${challengeId}`);
    const prompt = page.getByTestId('sign-in-prompt');
    await prompt.waitFor({ timeout: 15_000 });
    expect(await prompt.textContent()).toContain('Sign in to open Game Room');
    await prompt.getByRole('button', { name: 'Play as guest' }).click();
    await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    expect(page.url()).toBe(`${server.url}/game-room/${challengeId}`);

    // Waiting: the board, both clocks at 5:00, Start Challenge; the spectator watches.
    for (const p of [creator, accepter, spectator]) {
      await p.page.getByTestId('chess-board').waitFor({ timeout: 20_000 });
      expect(await p.page.getByTestId('arena-phase').textContent()).toBe('waiting');
      expect(await p.page.getByTestId('clock-0').textContent()).toBe('5:00');
      expect(await p.page.getByTestId('clock-1').textContent()).toBe('5:00');
      expect(await p.page.getByTestId('prize-pool').textContent()).toContain('100.00 Coins');
    }
    expect(await spectator.page.getByTestId('watching-badge').textContent()).toBe('Watching');
    await expect.poll(() => creator.page.getByTestId('spectator-count').textContent()).toBe('1 watching');
    expect(await spectator.page.getByRole('button', { name: 'Start Challenge' }).count()).toBe(0);
    await shoot(creator, 'p2p-arena-waiting-desktop');
    await shoot(accepter, 'p2p-arena-waiting-phone');
    for (const p of [creator, accepter]) {
      expect(await onScreen(p, '[data-testid="chess-board"]'), p.name).toBe(true);
      expect(await onScreen(p, '[data-testid="arena-controls"] button'), p.name).toBe(true);
    }
    // The board is turned for black on the accepter's phone: a8 at the bottom right.
    const a8 = await square(accepter, 'a8').boundingBox();
    const h1 = await square(accepter, 'h1').boundingBox();
    expect(a8!.y).toBeGreaterThan(h1!.y);

    await creator.page.getByRole('button', { name: 'Start Challenge' }).click();
    await expect.poll(() => accepter.page.getByTestId('player-0').textContent()).toContain('ready');
    await accepter.page.getByRole('button', { name: 'Start Challenge' }).click();
    for (const p of [creator, accepter, spectator])
      await expect
        .poll(() => p.page.getByTestId('arena-phase').textContent(), { timeout: 10_000 })
        .toBe('playing');

    // Fool's mate: 1. f3 e5 2. g4 Qh4#. White's clock runs first; black cannot move out of turn.
    expect(await canMove(accepter)).toBe('false');
    expect(await canMove(spectator)).toBe('false');
    await clickMove(creator, 'f2', 'f3');
    await clickMove(accepter, 'e7', 'e5');
    // The creator reloads the page in the middle of the game: back in the seat, the position and the
    // clocks as they stand, still to move.
    await creator.page.reload();
    await creator.page.getByTestId('chess-board').waitFor({ timeout: 15_000 });
    await expect.poll(() => canMove(creator), { timeout: 10_000 }).toBe('true');
    expect(await creator.page.getByTestId('move-list').textContent()).toContain('e5');
    expect(await creator.page.getByTestId('arena-phase').textContent()).toBe('playing');
    await dragMove(creator, 'g2', 'g4');
    await expect.poll(() => spectator.page.getByTestId('move-list').textContent()).toContain('g4');
    await shoot(creator, 'p2p-arena-desktop');
    await shoot(accepter, 'p2p-arena-phone');
    await clickMove(accepter, 'd8', 'h4');

    // The result, from each side: the winner gains the pool less the stake, the loser lost the stake.
    for (const p of [creator, accepter, spectator])
      await expect
        .poll(() => p.page.getByTestId('arena-phase').textContent(), { timeout: 15_000 })
        .toBe('finished');
    expect(await accepter.page.getByTestId('arena-outcome').textContent()).toBe('Victory');
    expect(await creator.page.getByTestId('arena-outcome').textContent()).toBe('Defeat');
    expect(await spectator.page.getByTestId('arena-outcome').textContent()).toMatch(/ won$/);
    expect(await accepter.page.getByTestId('arena-net').textContent()).toContain('+50.00 GC');
    expect(await creator.page.getByTestId('arena-net').textContent()).toContain('−50.00 GC');
    expect(await spectator.page.getByTestId('move-list').textContent()).toContain('Qh4#');
    await expect
      .poll(() => accepter.page.getByTestId('arena-rating-change').textContent())
      .toMatch(/^Rating \+\d+$/);
    await expect
      .poll(() => creator.page.getByTestId('arena-rating-change').textContent())
      .toMatch(/^Rating −\d+$/);
    await creator.page.getByRole('button', { name: 'Play Again' }).waitFor();
    // As the players see it: the result scrolled into view under the final position.
    await shoot(creator, 'p2p-arena-finished-desktop', { fromTop: false });
    await shoot(accepter, 'p2p-arena-finished-phone', { fromTop: false });
    for (const p of [creator, accepter])
      expect(await onScreen(p, '[data-testid="arena-result"] button'), p.name).toBe(true);

    await expect
      .poll(() => serverCoins(accepter), { timeout: 10_000 })
      .toBe(coinsBefore.get(accepter)! + BET);
    expect(await serverCoins(creator)).toBe(coinsBefore.get(creator)! - BET);

    // Ratings and the stat cards.
    const [winner, loser] = [await stats(accepter), await stats(creator)];
    expect(winner).toMatchObject({ totalWins: 1, totalLosses: 0, winRate: 100, activeChallenges: 0 });
    expect(loser).toMatchObject({ totalWins: 0, totalLosses: 1, winRate: 0, activeChallenges: 0 });
    expect(winner.skillRating).toBeGreaterThan(1000);
    expect(loser.skillRating).toBeLessThan(1000);
    for (const [p, s] of [
      [accepter, winner],
      [creator, loser],
    ] as const) {
      await p.page.goto(`${server.url}/p2p-betting`);
      await expect.poll(() => statCard(p, 'wins'), { timeout: 10_000 }).toBe(String(s.totalWins));
      expect(await statCard(p, 'rating')).toBe(s.skillRating.toLocaleString('en-US'));
      expect(await statCard(p, 'win-rate')).toBe(`${s.winRate}%`);
      await p.page.getByRole('tab', { name: 'History' }).click();
      const row = p.page.getByTestId('history-row');
      await row.waitFor({ timeout: 10_000 });
      expect(await row.getAttribute('data-outcome')).toBe(p === accepter ? 'won' : 'lost');
      await shoot(p, `p2p-history-${p === accepter ? 'phone' : 'desktop'}`);
    }

    for (const p of players) expect(p.errors, p.name).toEqual([]);
  });
  it('a challenge withdrawn, a checkers game by clicks and its rematch drawn by agreement, and a math duel by answers', async () => {
    const dark = await guest('checkers-dark', DESKTOP);
    const light = await guest('checkers-light', PHONE);

    // A challenge withdrawn from My Challenges gives its stake back.
    const darkCoins = await serverCoins(dark);
    await createThroughDialog(dark, 'checkers', '10');
    await expect.poll(() => serverCoins(dark)).toBe(darkCoins - 1_000);
    await dark.page.getByRole('tab', { name: 'My Challenges' }).click();
    await dark.page.getByTestId('my-challenge').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => serverCoins(dark), { timeout: 10_000 }).toBe(darkCoins);
    await expect.poll(() => dark.page.getByTestId('my-challenge').count(), { timeout: 10_000 }).toBe(0);

    await createThroughDialog(dark, 'checkers', '10');
    await acceptAndStart(dark, light);
    // Dark (the creator) plays from the bottom of their own screen, light from the bottom of theirs.
    const square = (p: Player, n: number) =>
      p.page.locator(`[data-testid="checkers-board"] [data-square="${n}"]`);
    expect((await square(dark, 1).boundingBox())!.y).toBeGreaterThan(
      (await square(dark, 32).boundingBox())!.y,
    );
    expect((await square(light, 32).boundingBox())!.y).toBeGreaterThan(
      (await square(light, 1).boundingBox())!.y,
    );
    await checkersMove(dark, [11, 15], '11-15');
    await checkersMove(light, [22, 18], '22-18');
    // Dark must take: 15x22.
    await expect.poll(() => dark.page.locator('.checkers-cell.is-movable').count()).toBe(1);
    await checkersMove(dark, [15, 22], '15x22');
    await shoot(light, 'p2p-checkers-phone');
    await shoot(dark, 'p2p-checkers-desktop');
    await resign(dark);
    await expect
      .poll(() => light.page.getByTestId('arena-outcome').textContent(), { timeout: 10_000 })
      .toBe('Victory');
    expect(await dark.page.getByTestId('arena-outcome').textContent()).toBe('Defeat');
    expect(await dark.page.getByTestId('arena-result').textContent()).toContain('by resignation');

    // Play Again: the same terms offered to the same opponent, who accepts from the result panel;
    // both are taken to the new game, which light then resigns.
    const firstRoom = dark.page.url();
    await dark.page.getByRole('button', { name: 'Play Again' }).click();
    await dark.page.getByText(/Rematch offered\. Waiting for/).waitFor({ timeout: 10_000 });
    await light.page.getByRole('button', { name: 'Accept rematch' }).click({ timeout: 10_000 });
    for (const p of [light, dark]) {
      await expect.poll(() => p.page.url(), { timeout: 15_000 }).not.toBe(firstRoom);
      await p.page.getByRole('button', { name: 'Start Challenge' }).click({ timeout: 20_000 });
    }
    expect(dark.page.url()).toBe(light.page.url());
    await expect
      .poll(() => dark.page.getByTestId('arena-phase').textContent(), { timeout: 10_000 })
      .toBe('playing');
    // This one ends in a draw by agreement: both stakes come back.
    await light.page.getByRole('button', { name: 'Offer draw' }).click();
    await dark.page.getByRole('button', { name: 'Accept draw' }).click({ timeout: 10_000 });
    for (const p of [dark, light]) {
      await expect
        .poll(() => p.page.getByTestId('arena-outcome').textContent(), { timeout: 10_000 })
        .toBe('Draw');
      expect(await p.page.getByTestId('arena-net').textContent()).toContain('0.00 GC');
    }

    // The creator waits in the arena of the open challenge; the accept opens the room there.
    await createThroughDialog(dark, 'math', '10');
    const mathId = await dark.page.getByTestId('open-challenge').getAttribute('data-challenge-id');
    await dark.page.goto(`${server.url}/game-room/${mathId}`);
    await dark.page.getByText('This challenge is waiting for an opponent.').waitFor({ timeout: 10_000 });
    await acceptAndStart(dark, light);
    // The creator answers three problems right: each scores, and the other player's screen follows.
    for (let i = 0; i < 3; i++) {
      const problem = dark.page.getByTestId('math-problem');
      await expect.poll(() => problem.textContent(), { timeout: 10_000 }).toMatch(/= \?$/);
      const text = (await problem.textContent()) ?? '';
      const before = Number(
        await dark.page.getByTestId('math-score-0').getByTestId('score-value').textContent(),
      );
      await dark.page.getByLabel('Your answer').fill(String(solve(text)));
      await dark.page.getByRole('button', { name: 'Answer' }).click();
      await expect
        .poll(() => dark.page.getByTestId('math-score-0').getByTestId('score-value').textContent(), {
          timeout: 10_000,
        })
        .not.toBe(String(before));
    }
    const score = await dark.page.getByTestId('math-score-0').getByTestId('score-value').textContent();
    expect(Number(score)).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => light.page.getByTestId('math-score-0').getByTestId('score-value').textContent())
      .toBe(score);
    // A wrong answer locks the player out for a moment.
    const text = (await light.page.getByTestId('math-problem').textContent()) ?? '';
    await light.page.getByLabel('Your answer').fill(String(solve(text) + 1));
    await light.page.getByRole('button', { name: 'Answer' }).click();
    await expect.poll(() => light.page.getByText(/locked for/).count(), { timeout: 10_000 }).toBe(1);
    await shoot(dark, 'p2p-math-desktop');
    await shoot(light, 'p2p-math-phone');
    await resign(light);
    await expect
      .poll(() => dark.page.getByTestId('arena-outcome').textContent(), { timeout: 10_000 })
      .toBe('Victory');

    for (const p of [dark, light]) expect(p.errors, p.name).toEqual([]);
  });
});

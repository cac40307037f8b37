import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logicPuzzleGame, slidingPuzzleGame, wordRiddleGame, type ScoreDuelGame } from '@casino/engine/duels';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, newGuest, screenshotPath, WEB_DIST_DIR, type Guest } from './browser.js';

// Issue 14's puzzle duels in the browser: two players in two browser contexts (a desktop and a
// 375 px phone) create, accept and play a puzzle duel in /game-room/{id}. To play right answers the
// test reads the challenge's seed from the server's database and draws the items with the engine,
// as the record revealed at the end lets anyone do. The word-riddle duel is played to its paid
// result (both balances checked); the logic and sliding boards answer one item each. Screenshots of
// every step land in test-results/screenshots/.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

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

const serverCents = async (p: Player): Promise<number> =>
  centsIn(
    await p.page.evaluate(
      async () => ((await (await fetch('/api/auth/user')).json()) as { balance: string }).balance,
    ),
  );

async function shoot(p: Player, name: string, { fromTop = true } = {}): Promise<void> {
  if (fromTop) await p.page.evaluate('window.scrollTo(0, 0)');
  await p.page.waitForTimeout(300);
  await p.page.screenshot({ path: screenshotPath(name) });
}

/** How wide the page is (nothing may scroll sideways). */
const pageWidth = (p: Player) => p.page.evaluate<number>('document.documentElement.scrollWidth');

/** Creates a challenge of `gameType` in the dialog; the other player accepts; both press Start. */
async function startDuel(
  creator: Player,
  accepter: Player,
  gameType: string,
  amount: string,
): Promise<string> {
  await creator.page.goto(`${server.url}/p2p-betting`);
  await creator.page.getByRole('button', { name: 'Create Skill Challenge' }).first().click();
  const dialog = creator.page.getByTestId('create-challenge-dialog');
  await dialog.getByLabel('Game type').selectOption(gameType);
  await dialog.getByLabel('Skill level').selectOption('any');
  await dialog.getByLabel('Bet amount').fill(amount);
  await dialog.getByRole('button', { name: 'Create Challenge' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });

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

/** The challenge's seed, as the server keeps it (revealed to the players only at the end). */
async function seedOf(challengeId: string): Promise<string> {
  const row = await server.database.db
    .selectFrom('p2p_challenges')
    .select('server_seed')
    .where('id', '=', challengeId)
    .executeTakeFirstOrThrow();
  if (!row.server_seed) throw new Error('no seed');
  return row.server_seed;
}

/** The item the player's board shows (its index), once it shows one. */
async function currentItem(p: Player, board: string): Promise<number> {
  const locator = p.page.getByTestId(board);
  await locator.waitFor({ timeout: 10_000 });
  return Number(await locator.getAttribute('data-item'));
}

/** An item with its solution, as the record keeps it. */
const solutionOf = <Item, View>(game: ScoreDuelGame<Item, View>, seed: string, index: number) =>
  game.recordItem(game.item(seed, index), index);

const myScore = (p: Player, seat: 0 | 1) =>
  p.page.getByTestId(`puzzle-score-${seat}`).getByTestId('score-value').textContent();

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

describe('a word-riddle duel in the browser', () => {
  it('two players race through the same riddles to 50: a wrong answer locks out, a hint costs, a skip moves on; the winner is paid', async () => {
    const creator = await guest('riddle-creator', DESKTOP);
    const accepter = await guest('riddle-accepter', PHONE);
    const before = [await serverCents(creator), await serverCents(accepter)];
    const id = await startDuel(creator, accepter, 'word_riddles', '25');
    const seed = await seedOf(id);
    // Both stakes are in escrow.
    expect(await serverCents(creator)).toBe((before[0] ?? 0) - 2_500);
    expect(await serverCents(accepter)).toBe((before[1] ?? 0) - 2_500);
    const answerOf = (index: number) => String(solutionOf(wordRiddleGame, seed, index).answer);

    // Both players get the same first riddle; the letter boxes fill as the answer is typed.
    const first = await currentItem(creator, 'riddle');
    expect(await currentItem(accepter, 'riddle')).toBe(first);
    expect(await accepter.page.getByTestId('riddle-text').textContent()).toBe(
      await creator.page.getByTestId('riddle-text').textContent(),
    );
    // A third player watches: the two scores racing and the round, never a riddle or an answer box.
    const spectator = await guest('riddle-spectator', PHONE);
    await spectator.page.goto(`${server.url}/game-room/${id}`);
    await spectator.page.getByTestId('watching-badge').waitFor({ timeout: 15_000 });
    await spectator.page.getByTestId('puzzle-score-0').waitFor({ timeout: 15_000 });
    expect(await spectator.page.getByTestId('riddle').count()).toBe(0);
    expect(await spectator.page.getByLabel('Your answer').count()).toBe(0);
    await shoot(creator, 'puzzle-riddle-start-desktop');
    await shoot(accepter, 'puzzle-riddle-start-phone');
    expect(await pageWidth(accepter)).toBeLessThanOrEqual(PHONE.width);

    // The accepter answers wrong: the board shakes and locks for 3 s; then takes a hint (-2 pts).
    await accepter.page.getByLabel('Your answer').fill('zzzz');
    await accepter.page.getByLabel('Your answer').press('Enter');
    await expect.poll(() => accepter.page.getByText(/locked for/).count(), { timeout: 10_000 }).toBe(1);
    await shoot(accepter, 'puzzle-riddle-locked-phone');
    await accepter.page.getByRole('button', { name: /^Hint \(-2 pts\)/ }).click();
    await accepter.page.getByTestId('riddle-hints').waitFor({ timeout: 10_000 });
    await shoot(accepter, 'puzzle-riddle-hint-phone');

    // The creator answers every riddle right as fast as it comes, to 50.
    let index = first;
    for (let answered = 0; answered < 12; answered++) {
      const input = creator.page.getByLabel('Your answer');
      await input.fill(answerOf(index));
      if (answered === 0) await shoot(creator, 'puzzle-riddle-typed-desktop');
      await input.press('Enter');
      const phase = await Promise.race([
        expect
          .poll(() => currentItem(creator, 'riddle'), { timeout: 10_000 })
          .not.toBe(index)
          .then(() => 'next'),
        creator.page
          .getByTestId('arena-outcome')
          .waitFor({ timeout: 10_000 })
          .then(() => 'over'),
      ]);
      if (phase === 'over') break;
      index = await currentItem(creator, 'riddle');
      if (answered === 1) {
        expect(await creator.page.getByTestId('answer-feedback').textContent()).toMatch(/^Correct: \+\d+$/);
        await shoot(creator, 'puzzle-riddle-correct-desktop');
        // The spectator's screen follows the race.
        await expect.poll(() => myScore(spectator, 0), { timeout: 10_000 }).not.toBe('0');
        expect(await spectator.page.getByTestId('riddle').count()).toBe(0);
        await shoot(spectator, 'puzzle-riddle-spectator-phone');
        // Meanwhile the accepter skips the riddle they are on (once the lock-out is over).
        await expect.poll(() => accepter.page.getByText(/locked for/).count(), { timeout: 5_000 }).toBe(0);
        const theirs = await currentItem(accepter, 'riddle');
        await accepter.page.getByRole('button', { name: 'Skip' }).click();
        await expect.poll(() => currentItem(accepter, 'riddle')).not.toBe(theirs);
      }
    }

    // The creator reached 50: paid at once, the prize pool to the winner.
    for (const p of [creator, accepter, spectator])
      await expect
        .poll(() => p.page.getByTestId('arena-phase').textContent(), { timeout: 15_000 })
        .toBe('finished');
    expect(Number(await myScore(creator, 0))).toBeGreaterThanOrEqual(50);
    expect(await creator.page.getByTestId('arena-outcome').textContent()).toBe('Victory');
    expect(await accepter.page.getByTestId('arena-outcome').textContent()).toBe('Defeat');
    expect(await creator.page.getByTestId('arena-net').textContent()).toContain('+25.00 GC');
    await expect.poll(() => serverCents(creator)).toBe((before[0] ?? 0) + 2_500);
    expect(await serverCents(accepter)).toBe((before[1] ?? 0) - 2_500);
    await shoot(creator, 'puzzle-riddle-finished-desktop', { fromTop: false });
    await shoot(accepter, 'puzzle-riddle-finished-phone', { fromTop: false });

    // The record under the revealed seed: every riddle with its answer and what each player did.
    for (const p of [creator, accepter]) {
      const record = p.page.getByTestId('puzzle-record');
      await record.waitFor({ timeout: 10_000 });
      await record.locator('summary').click();
      expect(await record.textContent()).toContain(seed);
      expect(await record.textContent()).toContain(answerOf(first));
      expect(await record.textContent()).toContain('✗ zzzz');
      expect(await record.textContent()).toContain('skipped');
      await record.scrollIntoViewIfNeeded();
    }
    await shoot(creator, 'puzzle-riddle-record-desktop', { fromTop: false });
    await shoot(accepter, 'puzzle-riddle-record-phone', { fromTop: false });
    for (const p of [accepter, spectator])
      expect(await pageWidth(p), p.name).toBeLessThanOrEqual(PHONE.width);
    for (const p of [creator, accepter, spectator]) expect(p.errors, p.name).toEqual([]);
  });
});

describe('a logic-puzzle duel in the browser', () => {
  it('a player fills a sudoku by taps, the number pad and the keyboard; a clash is marked; the full grid scores', async () => {
    const creator = await guest('logic-creator', PHONE);
    const accepter = await guest('logic-accepter', DESKTOP);
    const id = await startDuel(creator, accepter, 'logic_puzzles', '10');
    const seed = await seedOf(id);
    const index = await currentItem(creator, 'logic-puzzle');
    const item = solutionOf(logicPuzzleGame, seed, index) as {
      givens: string;
      solution: string;
      size: number;
    };
    await shoot(creator, 'puzzle-logic-start-phone');
    expect(await pageWidth(creator)).toBeLessThanOrEqual(PHONE.width);

    const cells = creator.page.getByTestId('logic-cell');
    expect(await cells.count()).toBe(item.size * item.size);
    const blanks = [...item.givens].flatMap((c, i) => (c === '.' ? [i] : []));
    // A wrong digit where a given of the same row already stands: both are marked.
    const [firstBlank] = blanks;
    const row = Math.floor((firstBlank ?? 0) / item.size);
    const rowGiven = [...item.givens.slice(row * item.size, (row + 1) * item.size)].find((c) => c !== '.');
    if (firstBlank !== undefined && rowGiven) {
      await cells.nth(firstBlank).click();
      await creator.page.getByRole('button', { name: `Write ${rowGiven}` }).click();
      await expect
        .poll(() => creator.page.locator('[data-testid="logic-cell"].is-clash').count())
        .toBeGreaterThanOrEqual(2);
      await shoot(creator, 'puzzle-logic-clash-phone');
    }
    // Every blank: the first half by taps and the number pad, the rest by the keyboard.
    for (const [n, cell] of blanks.entries()) {
      const digit = item.solution[cell] ?? '';
      await cells.nth(cell).click();
      if (n < blanks.length / 2) await creator.page.getByRole('button', { name: `Write ${digit}` }).click();
      else await creator.page.keyboard.press(digit);
    }
    expect(await creator.page.locator('[data-testid="logic-cell"].is-clash').count()).toBe(0);
    await shoot(creator, 'puzzle-logic-full-phone');
    await creator.page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => myScore(accepter, 0), { timeout: 10_000 }).not.toBe('0');
    await expect.poll(() => currentItem(creator, 'logic-puzzle')).not.toBe(index);
    expect(await creator.page.getByTestId('answer-feedback').textContent()).toMatch(/^Correct: \+\d+$/);
    await shoot(creator, 'puzzle-logic-solved-phone');
    await shoot(accepter, 'puzzle-logic-desktop');
    await resign(accepter);
    await expect
      .poll(() => creator.page.getByTestId('arena-outcome').textContent(), { timeout: 10_000 })
      .toBe('Victory');
    for (const p of [creator, accepter]) expect(p.errors, p.name).toEqual([]);
  });
});

describe('a sliding-puzzle duel in the browser', () => {
  it('a player slides one picture home by clicks and arrow keys; the solution is sent and scores', async () => {
    const creator = await guest('slide-creator', DESKTOP);
    const accepter = await guest('slide-accepter', PHONE);
    const id = await startDuel(creator, accepter, 'image_puzzles', '10');
    const seed = await seedOf(id);

    const index = await currentItem(creator, 'sliding-puzzle');
    const item = solutionOf(slidingPuzzleGame, seed, index) as {
      solution: string;
      tiles: number[];
      size: number;
    };
    await shoot(creator, 'puzzle-sliding-start-desktop');
    await shoot(accepter, 'puzzle-sliding-start-phone');
    expect(await pageWidth(accepter)).toBeLessThanOrEqual(PHONE.width);
    expect(await creator.page.getByTestId('sliding-moves').textContent()).toMatch(/^Moves 0 · par \d+$/);

    // The first move by a click on the tile the blank goes to, the rest by arrow keys.
    const [first, ...rest] = [...item.solution];
    const blank = item.tiles.indexOf(0);
    const step = { U: -item.size, D: item.size, L: -1, R: 1 }[first as 'U' | 'D' | 'L' | 'R'];
    const tile = item.tiles[blank + step];
    await creator.page.locator(`[data-testid="sliding-tile"][data-tile="${tile}"]`).click();
    await expect.poll(() => creator.page.getByTestId('sliding-moves').textContent()).toMatch(/^Moves 1 /);
    const keys = { U: 'ArrowDown', D: 'ArrowUp', L: 'ArrowRight', R: 'ArrowLeft' } as const;
    const board = creator.page.getByRole('group', { name: /Sliding puzzle/ });
    await board.focus();
    for (const move of rest.slice(0, -1)) await creator.page.keyboard.press(keys[move as keyof typeof keys]);
    await shoot(creator, 'puzzle-sliding-one-to-go-desktop');
    await creator.page.keyboard.press(keys[rest.at(-1) as keyof typeof keys]);

    // Solved: sent at once, it scores, and the other player's screen follows.
    await expect.poll(() => myScore(creator, 0), { timeout: 10_000 }).not.toBe('0');
    await expect.poll(() => myScore(accepter, 0), { timeout: 10_000 }).not.toBe('0');
    await expect.poll(() => currentItem(creator, 'sliding-puzzle')).toBe(index + 1);
    expect(await creator.page.getByTestId('answer-feedback').textContent()).toMatch(/^Correct: \+\d+$/);
    await shoot(creator, 'puzzle-sliding-solved-desktop');

    // The accepter skips one; then resigns: the record shows the pictures and their solutions.
    await accepter.page.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(() => currentItem(accepter, 'sliding-puzzle')).toBe(index + 1);
    await resign(accepter);
    await expect
      .poll(() => creator.page.getByTestId('arena-outcome').textContent(), { timeout: 10_000 })
      .toBe('Victory');
    const record = creator.page.getByTestId('puzzle-record');
    await record.waitFor({ timeout: 10_000 });
    await record.locator('summary').click();
    await expect.poll(() => record.getByTestId('puzzle-record-row').count()).toBeGreaterThanOrEqual(2);
    expect(await record.textContent()).toContain(item.solution);
    await record.scrollIntoViewIfNeeded();
    await shoot(creator, 'puzzle-sliding-record-desktop', { fromTop: false });
    for (const p of [creator, accepter]) expect(p.errors, p.name).toEqual([]);
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, newGuest, openTab, screenshotPath, WEB_DIST_DIR } from './browser.js';

// /ai-games and /ai-game/{id} in the browser: a guest asks for a themed game, waits while the
// studio designs it (the designer runs in the api process), plays several rounds decided and
// settled on the server, and rates it; screenshots at 1280x800 and on a phone (390x844).

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR, env: { AI_GAMES_WORKER_INTERVAL_MS: '500' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const toastTitled = (page: Page, title: string) =>
  page.getByTestId('toast').filter({ hasText: title }).first().waitFor({ timeout: 15_000 });

async function balanceCents(page: Page): Promise<number> {
  return centsIn(await page.getByTestId('game-balance').textContent());
}

describe('AI games', () => {
  it('generates a game, waits for it, plays several rounds and rates it', async () => {
    const { context, page, errors } = await newGuest(browser, server.url, { width: 1280, height: 800 });
    await page.goto(`${server.url}/ai-games`);
    await page.getByRole('heading', { name: /Games designed/ }).waitFor();
    // The curated set is there, and the stat cards count it.
    await page.getByTestId('ai-stat-created').filter({ hasText: /[1-9]/ }).waitFor();
    await page.screenshot({ path: screenshotPath('ai-games-list-1280') });

    await page.getByTestId('open-generate').click();
    const dialog = page.getByTestId('generate-dialog');
    // Spec section 5: disabled while the theme or the prompt is empty.
    expect(await dialog.getByTestId('generate-submit').isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Game type' }).selectOption('slots');
    await dialog.getByRole('textbox', { name: 'Theme' }).fill('Deep Ocean');
    expect(await dialog.getByTestId('generate-submit').isDisabled()).toBe(true);
    await dialog
      .getByRole('textbox', { name: 'Describe your game' })
      .fill('Whales, octopus and sunken gold.');
    await dialog.screenshot({ path: screenshotPath('ai-games-generate-dialog') });
    await dialog.getByTestId('generate-submit').click();
    await toastTitled(page, 'Designing your game');

    // The page waits for the design, then opens the game.
    await page.getByTestId('ai-game-area').waitFor({ timeout: 30_000 });
    await page.getByTestId('ai-reels').waitFor();
    const rtp = Number((await page.getByTestId('ai-rtp').textContent())?.replace('%', ''));
    expect(rtp).toBeGreaterThanOrEqual(94);
    expect(rtp).toBeLessThanOrEqual(97.5);
    expect(await page.getByTestId('ai-bet').textContent()).toContain('100');

    let before = await balanceCents(page);
    for (let round = 0; round < 3; round++) {
      await page.getByTestId('ai-play').click();
      await expect
        .poll(() => page.getByTestId('ai-verdict').textContent(), { timeout: 15_000 })
        .toMatch(/net/);
      await expect.poll(() => page.getByTestId('ai-play').textContent()).toBe('Play Again');
      const after = await balanceCents(page);
      const verdict = (await page.getByTestId('ai-verdict').textContent()) ?? '';
      const net = centsIn(verdict.slice(verdict.indexOf('net')));
      expect(after - before).toBe(net);
      before = after;
    }
    await page.screenshot({ path: screenshotPath('ai-game-slots-1280') });

    // Rate it, once.
    await page.getByTestId('ai-rate-4').click();
    await toastTitled(page, 'Thanks for rating');
    await page.getByText('Your rating: ★★★★☆').waitFor();

    // My Games lists it with its rating and plays.
    await page.goto(`${server.url}/ai-games`);
    await openTab(page, 'My Games');
    await page.getByRole('heading', { name: /Ocean/ }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('plays a curated blackjack game and falls back to the first game for an unknown id, on a phone', async () => {
    const { context, page, errors } = await newGuest(browser, server.url, { width: 390, height: 844 });
    await page.goto(`${server.url}/ai-games`);
    await page.getByRole('heading', { name: /Games designed/ }).waitFor();
    await page.screenshot({ path: screenshotPath('ai-games-list-390') });
    const card = page.locator('.ai-card').filter({ hasText: 'Blackjack ·' }).first();
    await card.getByRole('link', { name: 'Play' }).click();
    await page.getByTestId('ai-deal').waitFor();
    for (let hand = 0; hand < 2; hand++) {
      await page.getByTestId('ai-deal').click();
      // The deal's answer: a hand to play, or one a natural ended at once.
      const stand = page.getByTestId('ai-move-stand');
      await expect
        .poll(
          async () =>
            (await stand.isVisible().catch(() => false)) ||
            /net/.test((await page.getByTestId('ai-verdict').textContent()) ?? ''),
          { timeout: 15_000 },
        )
        .toBe(true);
      // Stand until the hand is over.
      for (let i = 0; i < 4; i++) {
        if (!(await stand.isVisible().catch(() => false))) break;
        await stand.click();
        await page.waitForTimeout(300);
      }
      await expect
        .poll(() => page.getByTestId('ai-verdict').textContent(), { timeout: 15_000 })
        .toMatch(/net/);
    }
    await page.screenshot({ path: screenshotPath('ai-game-blackjack-390'), fullPage: false });

    // Spec: an unknown id shows the first game of the list.
    await page.goto(`${server.url}/ai-game/999999`);
    await page.getByTestId('ai-game-area').waitFor();
    // The balance toast blocks a bet over the balance.
    await page.goto(`${server.url}/ai-games`);
    await page
      .locator('.ai-card')
      .filter({ hasText: 'Roulette ·' })
      .first()
      .getByRole('link', { name: 'Play' })
      .click();
    await page.getByTestId('ai-play').waitFor();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '1,000' }).click();
    await page.getByTestId('ai-play').click();
    await page.getByTestId('ai-verdict').filter({ hasText: /net/ }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('ai-game-roulette-390') });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

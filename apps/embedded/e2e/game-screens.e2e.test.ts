import { LOCAL_ADMIN } from '@casino/api';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import {
  centsIn,
  launchChromium,
  newGuest,
  screenshotPath,
  watchPageErrors,
  WEB_DIST_DIR,
} from './browser.js';

// Issue 12's browser checks for the game-first screens: each game page opens with its game and main
// control in view at a laptop and a phone size, a slot spin's click-to-result is measured (printed,
// not asserted: the machine is shared), auto play stops on its conditions, a signed-out deep link
// signs in and returns, and no play money carries a dollar sign.

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Whether the element lies wholly inside the viewport as the page opened (no scrolling). */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 15_000 });
  // The page as it opened, looked at whether or not the check below passes.
  const shot = `game-screens-${new URL(page.url()).search.replace(/\W+/g, '-') || 'page'}-${what.replace(/\W+/g, '-')}-${page.viewportSize()?.width}`;
  await page.screenshot({ path: screenshotPath(shot) });
  const box = await locator.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) throw new Error(`${what}: no box`);
  const scrollY = await page.evaluate<number>('window.scrollY');
  expect(scrollY, `${what}: the page was scrolled`).toBe(0);
  const inside =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
  expect(inside, `${what} at ${JSON.stringify(box)} in ${view.width}x${view.height}`).toBe(true);
}

const spinButton = (page: Page) => page.getByRole('button', { name: 'SPIN', exact: true });

/** The number of rounds the server recorded for the player. */
const sessionCount = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/game-sessions')).json()) as unknown[]).length);

// Runs in the page (as a string: this package compiles without the DOM types).
const TIMED_SPIN = `new Promise((resolve, reject) => {
  const result = document.querySelector('[data-testid="slot-result"]');
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'SPIN');
  if (!result || !button) return reject(new Error('no slot machine'));
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (result.getAttribute('data-phase') === 'result') {
      observer.disconnect();
      resolve(performance.now() - started);
    }
  });
  observer.observe(result, { attributes: true, attributeFilter: ['data-phase'] });
  button.click();
})`;

/**
 * Clicks SPIN inside the page and times it to the result shown (the result panel leaving its
 * spinning state), as a browser benchmark would: performance.now() on both ends, no test runner
 * round trips in between. Then waits until the machine is ready for the next spin.
 */
async function timedSpin(page: Page): Promise<number> {
  const ms = await page.evaluate<number>(TIMED_SPIN);
  await expect.poll(() => spinButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
  return ms;
}

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { n: sorted.length, median: at(0.5), p90: at(0.9), max: Math.round(sorted.at(-1) ?? 0) };
};

describe('game pages open on the game', () => {
  for (const size of SIZES) {
    it(`slots, baccarat and video poker at ${size.width}x${size.height}: game and main control in view`, async () => {
      const { context, page, errors } = await newGuest(browser, server.url, size);

      await page.goto(`${server.url}/slots`);
      await expectInViewport(page, page.locator('.slot-window'), 'slot reels');
      await expectInViewport(page, spinButton(page), 'SPIN');
      await page.screenshot({ path: screenshotPath(`game-screens-slots-${size.name}`) });

      await page.goto(`${server.url}/table-games?tab=baccarat`);
      await expectInViewport(
        page,
        page.getByRole('button', { name: /^Bet on Banker/ }),
        'baccarat Banker spot',
      );
      await expectInViewport(page, page.getByRole('button', { name: 'Deal', exact: true }), 'baccarat Deal');
      await page.screenshot({ path: screenshotPath(`game-screens-baccarat-${size.name}`) });

      await page.goto(`${server.url}/table-games?tab=video-poker`);
      await expectInViewport(page, page.getByRole('group', { name: 'Your hand' }), 'video poker hand');
      await expectInViewport(
        page,
        page.getByRole('button', { name: 'Deal', exact: true }),
        'video poker Deal',
      );
      await page.screenshot({ path: screenshotPath(`game-screens-video-poker-${size.name}`) });

      // Every game page links to its provably-fair check.
      expect(await page.getByTestId('fairness-link').getAttribute('href')).toMatch(/^\/fairness/);

      // The other games on the page shells changed here (their tables belong to other changes):
      // where their main control lands as the page opens, printed and looked at, not asserted.
      const others: Record<string, unknown> = {};
      for (const [path, name, control] of [
        ['/table-games?tab=blackjack', 'blackjack', page.getByRole('button', { name: 'Deal', exact: true })],
        ['/table-games?tab=craps', 'craps', page.getByRole('button', { name: /^Roll/ })],
        ['/table-games?tab=roulette', 'roulette', page.getByRole('button', { name: /Spin Wheel/ })],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await control.first().waitFor({ timeout: 15_000 });
        others[name] = await control.first().boundingBox();
        await page.screenshot({ path: screenshotPath(`game-screens-${name}-${size.name}`) });
      }
      console.log(`main controls at ${size.width}x${size.height} ${JSON.stringify(others)}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('slots play', () => {
  it('measures click to result, normal and turbo, and shows the net result in the machine', async () => {
    const { context, page, errors } = await newGuest(browser, server.url, { width: 1280, height: 800 });
    await page.goto(`${server.url}/slots`);
    await spinButton(page).waitFor();
    const before = await sessionCount(page);

    const normal: number[] = [];
    for (let i = 0; i < 6; i++) normal.push(await timedSpin(page));
    await page.getByRole('button', { name: /Turbo/ }).click();
    const turbo: number[] = [];
    for (let i = 0; i < 6; i++) turbo.push(await timedSpin(page));
    // Targets (issue 12): ≤ 1200 ms normal, ≤ 400 ms turbo. Printed, not asserted.
    console.log(
      `slot click-to-result ms ${JSON.stringify({ normal: summary(normal), turbo: summary(turbo), targets: { normal: 1200, turbo: 400 } })}`,
    );
    expect(await sessionCount(page)).toBe(before + 12);

    // The last result is net: a loss shows a minus, a win "WIN +x GC", never a dollar.
    const result = page.getByTestId('slot-result');
    const text = (await result.textContent()) ?? '';
    const net = await result.getAttribute('data-net');
    expect(text).not.toContain('$');
    if (Number(net) > 0) expect(text).toMatch(/WIN \+[\d,]+\.\d{2} GC/);
    else expect(text).toMatch(/Better luck next spin!−[\d,]+\.\d{2} GC/);

    // The space bar spins, but not while typing in a field.
    const sessions = await sessionCount(page);
    await page.locator('body').press('Space');
    await expect.poll(() => sessionCount(page), { timeout: 10_000 }).toBe(sessions + 1);
    await expect.poll(() => spinButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel('Stop on win above').press('Space');
    await page.waitForTimeout(600);
    expect(await sessionCount(page)).toBe(sessions + 1);

    // Provably fair opens the Fairness page on this slot's rounds (all 13 played here).
    await page.getByTestId('fairness-link').click();
    await page.getByTestId('fairness-game-filter').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.locator('.round').count(), { timeout: 10_000 }).toBe(sessions + 1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('auto play runs its count, stops when the balance falls below the limit, and stops on Stop', async () => {
    const { context, page, errors } = await newGuest(browser, server.url, { width: 1280, height: 800 });
    await page.goto(`${server.url}/slots`);
    await spinButton(page).waitFor();
    await page.getByRole('button', { name: /Turbo/ }).click();

    // Ten spins, no limits: exactly ten rounds, then "finished".
    let before = await sessionCount(page);
    await page.getByLabel('Number of spins').selectOption('10');
    await page.getByRole('button', { name: 'Start auto' }).click();
    await expect
      .poll(() => page.getByTestId('auto-stopped').textContent(), { timeout: 30_000 })
      .toBe('Auto play finished');
    expect(await sessionCount(page)).toBe(before + 10);

    // A balance floor above the balance: the first round ends below it (no 1-coin spin wins 1,000).
    const balance = centsIn(await page.getByTestId('header-balance').textContent());
    await page.getByLabel('Stop if balance below').fill(((balance + 100_000) / 100).toFixed(2));
    before = await sessionCount(page);
    await page.getByLabel('Number of spins').selectOption('25');
    await page.getByRole('button', { name: 'Start auto' }).click();
    await expect
      .poll(() => page.getByTestId('auto-stopped').textContent(), { timeout: 30_000 })
      .toBe('Auto play stopped: balance below your limit');
    expect(await sessionCount(page)).toBe(before + 1);

    // Stop at any time: a 100-spin run stopped after its second round plays no more.
    await page.getByLabel('Stop if balance below').fill('');
    before = await sessionCount(page);
    await page.getByLabel('Number of spins').selectOption('100');
    await page.getByRole('button', { name: 'Start auto' }).click();
    await expect.poll(() => sessionCount(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
    await page.getByRole('button', { name: 'Stop Auto' }).click();
    await expect.poll(() => spinButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('auto-stopped').textContent()).toBe('Auto play stopped');
    const stoppedAt = await sessionCount(page);
    await page.waitForTimeout(1500);
    expect(await sessionCount(page)).toBe(stoppedAt);
    expect(stoppedAt - before).toBeLessThan(100);
    await page.screenshot({ path: screenshotPath('game-screens-slots-auto-play') });

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('honest copy and findability', () => {
  it('baccarat and video poker show the round net in the game; Deal again needs no New Game', async () => {
    const { context, page, errors } = await newGuest(browser, server.url, { width: 1280, height: 800 });
    await page.goto(`${server.url}/table-games?tab=baccarat`);
    await page.getByRole('button', { name: /^Bet on Player/ }).click();
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    const net = page.getByTestId('baccarat-net');
    await net.waitFor({ timeout: 10_000 });
    expect(await net.textContent()).toMatch(
      /^(You won \+[\d,]+\.\d{2} GC|Stake returned · 0\.00 GC|You lost [\d,]+\.\d{2} GC)$/,
    );
    // Rebet & Deal plays the same bet again in one click.
    const sessions = await sessionCount(page);
    await page.getByRole('button', { name: 'Rebet & Deal' }).click();
    await expect.poll(() => sessionCount(page), { timeout: 10_000 }).toBe(sessions + 1);

    await page.goto(`${server.url}/table-games?tab=video-poker`);
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    const vpNet = page.getByTestId('video-poker-net');
    await vpNet.waitFor({ timeout: 10_000 });
    expect(await vpNet.textContent()).toMatch(
      /^(WIN \+[\d,]+\.\d{2} GC|Stake returned · 0\.00 GC|You lost [\d,]+\.\d{2} GC)$/,
    );
    await page.getByRole('button', { name: 'Deal again' }).click();
    await page.getByRole('button', { name: 'Draw', exact: true }).waitFor({ timeout: 10_000 });

    // Verify this round opens the Fairness page on that round.
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await page.getByTestId('verify-round').click();
    await page.getByTestId('fairness-preselected-round').waitFor({ timeout: 10_000 });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('no dollar sign in the header, home, lobby and catalogue; Achievements and Fairness are in the menus', async () => {
    for (const size of SIZES) {
      const { context, page, errors } = await newGuest(browser, server.url, size);
      for (const path of ['/', '/lobby', '/games']) {
        await page.goto(`${server.url}${path}`);
        await page.getByTestId('header-balance').waitFor();
        await page.waitForLoadState('networkidle');
        const text = await page.locator('body').innerText();
        expect(text.match(/.{0,30}\$.{0,30}/g), `${path} at ${size.name}`).toBeNull();
        await page.screenshot({
          path: screenshotPath(`game-screens-${path.slice(1) || 'home'}-${size.name}`),
        });
      }
      if (size.name === 'laptop') {
        await page.getByRole('button', { name: 'Account menu' }).click();
        const panel = page.locator('.account-menu__panel');
        expect(await panel.innerText()).not.toContain('$');
        await panel.getByRole('link', { name: 'Achievements' }).click();
        await page.waitForURL(`${server.url}/achievements`);
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-nav').getByRole('link', { name: 'Fairness' }).click();
        await page.waitForURL(`${server.url}/fairness`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a signed-out deep link shows the landing page, signs in and returns to the path with its query', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(context, page);

    // A guest start from a shared slot link lands on that slot (its id read by another player).
    const reader = await newGuest(browser, server.url);
    const games = await reader.page.evaluate(
      async () => (await (await fetch('/api/games?type=slot')).json()) as Array<{ id: number; name: string }>,
    );
    await reader.context.close();
    const second = games[1];
    if (!second) throw new Error('fewer than two slots');
    await page.goto(`${server.url}/slots?game=${second.id}`);
    const prompt = page.getByTestId('sign-in-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('Sign in to open Slots');
    await page.screenshot({ path: screenshotPath('game-screens-deep-link-prompt') });
    await prompt.getByRole('button', { name: 'Play as guest' }).click();
    await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    expect(page.url()).toBe(`${server.url}/slots?game=${second.id}`);
    await page.getByRole('heading', { name: second.name, level: 2 }).first().waitFor();
    await context.clearCookies();

    // Signing in with an account from a /poker link lands on /poker.
    await page.goto(`${server.url}/poker`);
    await prompt.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(LOCAL_ADMIN.email);
    await dialog.getByLabel('Password').fill(LOCAL_ADMIN.password);
    await dialog.locator('button[type="submit"]').click();
    await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    expect(page.url()).toBe(`${server.url}/poker`);
    await context.clearCookies();

    // Only unknown paths are not found, with a hint for players.
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/router/i);
    expect(body).toContain('There is no page at this address');

    expect(errors).toEqual([]);
    await context.close();
  });
});

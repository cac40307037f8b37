import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, screenshotPath, watchPageErrors, WEB_DIST_DIR } from './browser.js';

// Issue 18's responsible gaming in the browser: a player sets a daily wager limit, plays a slot until
// the server refuses the bet that would pass it (with the limit named and when it resets), sees the
// reality check when it comes due (the server's and the page's clocks are moved five minutes on),
// takes a break, and finds play refused and the break shown on every page.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[] = [];
/** The server's clock runs ahead of real time by this much (the reality check's wait is skipped). */
let serverAhead = 0;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function shoot(name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: screenshotPath(`${name}-1280x800`) });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: screenshotPath(`${name}-390x844`) });
  await page.setViewportSize(DESKTOP);
}

/** The player's settled rounds, as the server counts them. */
const sessionCount = () =>
  page.evaluate(async () => ((await (await fetch('/api/game-sessions')).json()) as unknown[]).length);

/** Clicks SPIN and waits for the server's answer: a settled round, or a refusal shown as an alert. */
async function spin(): Promise<'result' | 'refused'> {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  if (await dismiss.count()) await dismiss.click();
  const before = await sessionCount();
  await page.getByRole('button', { name: 'SPIN', exact: true }).click();
  for (let i = 0; i < 100; i++) {
    if ((await page.locator('[data-testid="toast"][role="alert"]').count()) > 0) return 'refused';
    const phase = await page.getByTestId('slot-result').getAttribute('data-phase');
    if (phase === 'result' && (await sessionCount()) > before) return 'result';
    await page.waitForTimeout(100);
  }
  throw new Error('the spin neither settled nor was refused');
}

beforeAll(async () => {
  server = await startTestServer({
    webDistDir: WEB_DIST_DIR,
    clock: () => new Date(Date.now() + serverAhead),
  });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: DESKTOP });
  // The page's clock runs in real time until the test moves it (the reality check's wait).
  await context.clock.install();
  page = await context.newPage();
  pageErrors = watchPageErrors(context, page);
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('responsible gaming in the browser', () => {
  it('sets a daily wager limit in coins and a reality check', async () => {
    await page.goto(`${server.url}/responsible-gaming`);
    await page.getByRole('heading', { name: /stay in control/ }).waitFor({ timeout: 10_000 });
    await page.getByTestId('rg-limit-coins-day').waitFor();
    await shoot('responsible-gaming-page');
    const daily = page.getByTestId('rg-limit-coins-day');
    await daily.getByRole('textbox').fill('2.50');
    await daily.getByRole('button', { name: 'Set' }).click();
    await daily.getByText('Saved: in force now.').waitFor();
    expect(await daily.textContent()).toContain('2.50 GC');

    const check = page.getByTestId('rg-reality-check');
    await check.getByRole('combobox').selectOption({ label: '5 min' });
    await check.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Reality check saved.').waitFor();
    await expect.poll(() => check.getByRole('combobox').inputValue()).toBe('5');
    // The help lines are on the page.
    expect(await page.getByText('1-800-GAMBLER', { exact: false }).count()).toBeGreaterThan(0);
    await shoot('responsible-gaming-limits');
  });

  it('plays a slot until the daily limit stops it, with a message naming the limit and its reset', async () => {
    await page.goto(`${server.url}/slots`);
    await page.getByRole('button', { name: 'SPIN', exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('slot-bet').textContent()).toContain('1.00');
    expect(await spin()).toBe('result');
    expect(await spin()).toBe('result');
    expect(await spin()).toBe('refused');
    const toast = page.getByTestId('toast');
    expect(await toast.getByText('Wager limit reached').count()).toBe(1);
    expect(await toast.textContent()).toMatch(
      /This bet would take you past your daily wager limit of 2\.50 GC \(2\.00 GC played today\)\. The limit resets .+ 00:00 UTC\./,
    );
    await shoot('responsible-gaming-limit-reached');
  });

  it('shows the reality check when it comes due: time played and the net result, then keep playing', async () => {
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
    if (await dismiss.count()) await dismiss.click();
    // Five minutes pass for the server and the page alike.
    serverAhead += 305_000;
    await context.clock.fastForward('05:05');
    const check = page.getByTestId('reality-check');
    await check.waitFor({ timeout: 15_000 });
    expect(await check.getByTestId('reality-check-time').textContent()).toMatch(/^5 min$/);
    expect(await check.getByTestId('reality-check-net').textContent()).toMatch(/^[+-]?[\d,]+\.\d{2} GC$/);
    await shoot('responsible-gaming-reality-check');
    await check.getByRole('button', { name: 'Keep playing' }).click();
    await check.waitFor({ state: 'detached' });
  });

  it('takes a break after confirming what it means, and play is refused with when it ends', async () => {
    await page.goto(`${server.url}/responsible-gaming`);
    const card = page.getByTestId('rg-take-break');
    await card.getByRole('combobox').selectOption({ label: '1 day' });
    await card.getByRole('button', { name: 'Take a break' }).click();
    const confirm = page.getByTestId('rg-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Nothing can shorten it');
    const start = confirm.getByRole('button', { name: 'Start my break' });
    expect(await start.isDisabled()).toBe(true);
    await shoot('responsible-gaming-break-confirm');
    await confirm.getByRole('checkbox').check();
    await start.click();
    await page.getByTestId('rg-block').waitFor();
    await page.getByTestId('rg-block-strip').waitFor();

    await page.goto(`${server.url}/slots`);
    await page.getByTestId('rg-block-strip').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('rg-block-strip').textContent()).toMatch(/You are taking a break until/);
    expect(await spin()).toBe('refused');
    const toast = page.getByTestId('toast');
    expect(await toast.getByText('You are taking a break', { exact: true }).count()).toBe(1);
    expect(await toast.textContent()).toMatch(
      /You are taking a break until .+ UTC\. Games, purchases and promotions are closed until then\./,
    );
    await shoot('responsible-gaming-break-refusal');
    expect(pageErrors).toEqual([]);
  });
});

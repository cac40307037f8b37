import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, screenshotPath, WEB_DIST_DIR } from './browser.js';

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

describe('landing → Start Playing → signed-in home → Log out → landing', () => {
  it('makes a visitor a player of their own and signs them out again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(server.url);
    await expect(page.getByRole('button', { name: 'Start Playing' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('18+').first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('landing'), fullPage: true });

    await page.getByRole('button', { name: 'Start Playing' }).click();
    const balance = page.getByTestId('header-balance');
    await balance.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await balance.textContent()).toContain('10,000.00');
    expect(await page.getByTestId('header-sweeps').textContent()).toContain('10.00');
    await page.screenshot({ path: screenshotPath('signed-in-home'), fullPage: false });
    await page.locator('header').screenshot({ path: screenshotPath('signed-in-header') });

    // Another visitor becomes a different player, not a shared demo account.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(server.url);
    await otherPage.getByRole('button', { name: 'Play Now' }).click();
    await otherPage.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    const ids = await Promise.all(
      [page, otherPage].map((p) => p.evaluate(async () => ((await (await fetch('/api/auth/user')).json()) as { id: string }).id)),
    );
    expect(ids[0]).not.toBe(ids[1]);
    await other.close();

    // An unknown path while signed in shows the not-found page.
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.goto(server.url);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Start Playing' }).waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(me).toBe(401);
    await page.screenshot({ path: screenshotPath('signed-out-landing') });

    expect(errors).toEqual([]);
    await context.close();
  });
});

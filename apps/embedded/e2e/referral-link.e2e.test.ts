import type { ReferralSummary } from '@casino/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, newGuest, screenshotPath, watchPageErrors, WEB_DIST_DIR } from './browser.js';

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

describe('a referral link', () => {
  it('brings a visitor who starts playing on the referrer’s code, even after looking around first', async () => {
    const referrer = await newGuest(browser, server.url);
    const summaryOf = async () =>
      (await (
        await referrer.context.request.get(`${server.url}/api/social/referrals`)
      ).json()) as ReferralSummary;
    const { code, link } = await summaryOf();
    expect(link).toMatch(new RegExp(`/\\?ref=${code}$`));

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(context, page);
    // The link's path with the test server's origin (the link names the configured public origin).
    await page.goto(`${server.url}/?ref=${code}`);
    await page.screenshot({ path: screenshotPath('referral-landing') });
    // Looking around (the address loses ?ref=) before signing up keeps the code for the tab.
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Start Playing' }).click();
    await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    const me = (await (await context.request.get(`${server.url}/api/auth/user`)).json()) as { id: string };

    const summary = await summaryOf();
    expect(summary.referred).toBe(1);
    expect(summary.recent[0]?.player.id).toBe(me.id);
    expect(summary.qualified).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    await referrer.context.close();
  });
});

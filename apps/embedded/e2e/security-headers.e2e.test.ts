import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, newGuest, screenshotPath, WEB_DIST_DIR } from './browser.js';

// The app under the content security policy the api serves (README, "Security"): every page of the
// product works with it (no refused script, style, image or connection), and it does refuse what it
// is there to refuse: an injected inline script, a frame on another site.

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

const PAGES = [
  '/',
  '/games',
  '/lobby',
  '/slots',
  '/table-games',
  '/live-casino',
  '/poker',
  '/leaderboards',
  '/achievements',
  '/coin-store',
  '/fairness',
];

describe('the content security policy', () => {
  it('is sent with the app, and every page of it works under it', async () => {
    const { context, page, errors } = await newGuest(browser, server.url);
    const response = await page.goto(`${server.url}/slots`);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    for (const path of PAGES) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('main').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    }
    await page.screenshot({ path: screenshotPath('csp-fairness-page') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a script injected into the page, and reports it', async () => {
    const { context, page } = await newGuest(browser, server.url);
    // (A string: this package compiles without the DOM library.)
    const outcome = await page.evaluate<{ ran: boolean; violated: string }>(`new Promise((resolve) => {
      let violated = '';
      document.addEventListener('securitypolicyviolation', (e) => { violated = e.violatedDirective; });
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.appendChild(script);
      setTimeout(() => resolve({ ran: window.injectedRan === true, violated }), 200);
    })`);
    expect(outcome).toEqual({ ran: false, violated: expect.stringMatching(/^script-src/) });
    await context.close();
  });

  it('keeps the API docs page working under it', async () => {
    const { context, page, errors } = await newGuest(browser, server.url);
    await page.goto(`${server.url}/api/docs`);
    await page.getByText('Casino API').first().waitFor({ state: 'visible', timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('csp-api-docs') });
    expect(errors).toEqual([]);
    await context.close();
  });
});

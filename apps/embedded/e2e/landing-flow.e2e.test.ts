import { LOCAL_ADMIN } from '@casino/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import {
  launchChromium,
  screenshotPath,
  scrollToFoot,
  scrollTop,
  watchPageErrors,
  WEB_DIST_DIR,
} from './browser.js';

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

// DOM text (textContent), not the rendered innerText that CSS text-transform upper-cases.
const clean = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();
const texts = async (page: Page, selector: string) =>
  (await page.locator(selector).allTextContents()).map(clean);

/** The header's nav links and the avatar dropdown's items (opened, and left open for a screenshot). */
async function headerMenus(page: Page): Promise<{ nav: string[]; dropdown: string[] }> {
  const nav = await texts(page, 'header nav[aria-label="Main"] a');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const panel = page.locator('.account-menu__panel');
  await panel.waitFor({ state: 'visible' });
  // Let its fade-in finish, so the screenshot shows the menu as a player sees it.
  // (This package compiles without the DOM lib: Element.getAnimations is typed here.)
  type Animated = { getAnimations(): Array<{ finished: Promise<unknown> }> };
  await panel.evaluate((el) =>
    Promise.all((el as unknown as Animated).getAnimations().map((a) => a.finished)),
  );
  return { nav, dropdown: await texts(page, '.account-menu__panel .account-menu__item') };
}

/** The top of the page with the open dropdown (it hangs below the header, so not the header alone). */
const dropdownScreenshot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(name), clip: { x: 0, y: 0, width: 1280, height: 560 } });

describe('landing → Start Playing → signed-in home → Log out → landing', () => {
  it('makes a visitor a player of their own and signs them out again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(context, page);

    await page.goto(server.url);
    await expect(page.getByRole('button', { name: 'Start Playing' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('18+').first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('landing'), fullPage: true });

    // Every section of the spec's landing page ("Landing page (logged out)").
    expect(await texts(page, 'section[aria-label="At a glance"] li')).toEqual([
      '100% Free to Play',
      '12+ Game Varieties',
      'New Platform',
      '24/7 Available',
    ]);
    const why = page.getByRole('region', { name: /^Why Choose / });
    expect(await why.getByRole('listitem').count()).toBe(3);
    expect((await why.getByRole('heading', { level: 3 }).allTextContents()).map(clean)).toEqual([
      'Premium Games',
      'Secure & Fair',
      'VIP Rewards',
    ]);
    const promotions = page.getByRole('region', { name: 'Promotions' }).getByRole('listitem');
    expect(await promotions.count()).toBe(3);
    for (const [i, promo] of [
      {
        name: 'Welcome Bonus',
        headline: '200%',
        // Real terms, in coins: "$1,000" is the coins it buys at the store's base rate.
        detail: 'extra coins on your first coin package, up to 1,000,000 GC, + 100 Free Spins',
        button: 'Claim Now',
      },
      {
        name: 'Reload Bonus',
        headline: '50%',
        detail: 'extra coins on packages bought every Friday (UTC), up to 500,000 GC per Friday',
        button: 'Get Bonus',
      },
      {
        name: 'VIP Program',
        headline: '10%',
        detail:
          "daily cashback of the previous day's net loss for Gold tier and above (or a VIP pass), paid in GC",
        button: 'Join VIP',
      },
    ].entries()) {
      const card = promotions.nth(i);
      expect(clean(await card.getByRole('heading', { level: 3 }).textContent())).toBe(promo.name);
      const text = clean(await card.textContent());
      expect(text).toContain(promo.headline);
      expect(text).toContain(promo.detail);
      const button = card.getByRole('button', { name: promo.button });
      expect(await button.isVisible()).toBe(true);
      expect(await button.isEnabled()).toBe(true);
    }
    const footer = clean(await page.getByRole('contentinfo').textContent());
    expect(footer).toMatch(/Players 18\+ only/);
    expect(footer).toMatch(/© 2024-2025/);

    await page.getByRole('button', { name: 'Start Playing' }).click();
    const balance = page.getByTestId('header-balance');
    await balance.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await balance.textContent()).toContain('10,000.00');
    expect(await page.getByTestId('header-sweeps').textContent()).toContain('10.00');
    await page.screenshot({ path: screenshotPath('signed-in-home'), fullPage: false });
    await page.locator('header').screenshot({ path: screenshotPath('signed-in-header') });

    // A guest is no admin: no Admin Panel in the nav nor in the avatar dropdown.
    const guestMenus = await headerMenus(page);
    expect(guestMenus.nav).not.toContain('Admin Panel');
    expect(guestMenus.nav).toContain('Rankings');
    expect(guestMenus.dropdown).toEqual([
      'Save your account',
      'Achievements',
      'History',
      'Fairness',
      'Redeem',
      'Profile',
      'Settings',
      'Responsible Gaming',
      'Log out',
    ]);
    await dropdownScreenshot(page, 'guest-account-menu');
    await page.keyboard.press('Escape');

    // Another visitor becomes a different player, not a shared demo account.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(server.url);
    await otherPage.getByRole('button', { name: 'Play Now' }).click();
    await otherPage.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    const ids = await Promise.all(
      [page, otherPage].map((p) =>
        p.evaluate(async () => ((await (await fetch('/api/auth/user')).json()) as { id: string }).id),
      ),
    );
    expect(ids[0]).not.toBe(ids[1]);
    await other.close();

    // An unknown path while signed in shows the not-found page.
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.goto(server.url);

    // A page opened from a link at the foot of a long page starts at its top; Back returns to the foot.
    for (const [link, heading] of [
      ['Terms', 'Terms of Service'],
      ['Privacy', 'Privacy Policy'],
    ] as const) {
      await scrollToFoot(page);
      expect(await scrollTop(page), 'scrolled to the foot').toBeGreaterThan(0);
      await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await scrollTop(page), `${heading} opens at its top`).toBe(0);
    }
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await expect.poll(() => scrollTop(page), { timeout: 5_000 }).toBeGreaterThan(0);
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

  it('signs the seeded admin in, whose header offers the Admin Panel in the nav and the avatar dropdown', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(context, page);

    // The test server runs on the api's local defaults: the documented admin (README, configuration).
    await page.goto(server.url);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(LOCAL_ADMIN.email);
    await dialog.getByLabel('Password').fill(LOCAL_ADMIN.password);
    await dialog.locator('button[type="submit"]').click();
    await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    const me = await page.evaluate(
      async () => (await (await fetch('/api/auth/user')).json()) as { email: string; isAdmin: boolean },
    );
    expect(me).toMatchObject({ email: LOCAL_ADMIN.email, isAdmin: true });

    const menus = await headerMenus(page);
    expect(menus.nav.at(-1)).toBe('Admin Panel');
    expect(menus.dropdown).toEqual([
      'Achievements',
      'History',
      'Fairness',
      'Redeem',
      'Profile',
      'Settings',
      'Responsible Gaming',
      'Admin Panel',
      'Log out',
    ]);
    await dropdownScreenshot(page, 'admin-account-menu');

    // The dropdown's Admin Panel link leads to the admin page, not to Access Denied.
    await page.locator('.account-menu__panel').getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL(`${server.url}/admin`);
    expect(await page.getByText('Access Denied').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});

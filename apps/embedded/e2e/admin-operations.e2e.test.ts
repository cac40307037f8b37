import { readFileSync } from 'node:fs';
import { LOCAL_ADMIN } from '@casino/api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import {
  launchChromium,
  newGuest,
  screenshotPath,
  watchPageErrors,
  WEB_DIST_DIR,
  type Guest,
} from './browser.js';

// The back office's operations pages in the browser (issue 15): the overview's charts, a game turned
// off in the catalogue (gone from a player's catalogue at once), the audit log's CSV export, and a
// screenshot of every page at 1280×800.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let admin: { context: BrowserContext; page: Page; errors: string[] };
let guest: Guest;

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
  guest = await newGuest(browser, server.url, { width: 1280, height: 800 });
  admin = await signInAdmin(browser, server.url);
  // A few rounds, so the overview's charts have a day and a game to draw.
  const spins = await guest.page.evaluate(async () => {
    const slots = (await (await fetch('/api/games?type=slot')).json()) as Array<{
      id: number;
      minBet: string | null;
    }>;
    const slot = slots[0];
    if (!slot) return [];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch('/api/slots/spin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ betAmount: slot.minBet ?? '1.00', gameId: slot.id }),
      });
      statuses.push(res.status);
    }
    return statuses;
  });
  expect(spins).toEqual([200, 200, 200, 200, 200]);
});

afterAll(async () => {
  await guest?.context.close();
  await admin?.context.close();
  await browser?.close();
  await server?.close();
});

async function signInAdmin(b: Browser, url: string) {
  const context = await b.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = watchPageErrors(context, page);
  await page.goto(url);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(LOCAL_ADMIN.email);
  await dialog.getByLabel('Password').fill(LOCAL_ADMIN.password);
  await dialog.locator('button[type="submit"]').click();
  await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
  return { context, page, errors };
}

/** Opens a back-office section and waits for its heading (the shell passed the dashboard's check). */
async function openSection(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.locator('.admin-head__title', { hasText: heading }).waitFor({ timeout: 15_000 });
}

describe('the back office’s operations pages', () => {
  it('the overview shows the four totals and draws its charts', async () => {
    const { page } = admin;
    await openSection(page, '/admin', 'Overview');
    const totals = page.getByRole('region', { name: 'Casino totals' });
    for (const label of ['Total Wagered', 'Total Users', 'Total Games', 'Total Sessions']) {
      await totals.getByText(label).waitFor();
    }
    await expect.poll(() => totals.locator('.admin-stat__value').allTextContents()).not.toContain('…');
    // Six charts, each with its axes, and today's rounds drawn as bars.
    const charts = page.locator('.admin-chart .recharts-wrapper');
    await expect.poll(() => charts.count(), { timeout: 15_000 }).toBe(6);
    // An x and a y axis each, the purchases' chart a second y axis (dollars).
    expect(await page.locator('.admin-chart .recharts-cartesian-axis').count()).toBe(13);
    await expect
      .poll(() => page.locator('.admin-chart .recharts-bar-rectangle path').count())
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: '7 days' }).click();
    await page.waitForURL(/period=7/);
    await expect.poll(() => charts.count()).toBe(6);

    expect(await page.getByRole('region', { name: 'Casino totals' }).textContent()).toContain(
      'Total Sessions5',
    );
    await page.screenshot({ path: screenshotPath('admin-overview') });
    await page.getByRole('figure', { name: /per game/ }).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: screenshotPath('admin-overview-charts') });

    // Run the ledger audit: its verdict replaces "has not run yet".
    await page.getByRole('button', { name: 'Run audit now' }).click();
    await page.getByText('Money is conserved').first().waitFor({ timeout: 15_000 });
  });

  it('a game turned off in the catalogue leaves a player’s catalogue', async () => {
    // A game the player's catalogue lists now.
    const listed = await guest.page.evaluate(async () => {
      const games = (await (await fetch('/api/games')).json()) as Array<{ id: number; name: string }>;
      return games[0] ?? null;
    });
    expect(listed).not.toBeNull();
    const name = listed?.name ?? '';
    await guest.page.goto(`${server.url}/games`);
    await guest.page.getByRole('article', { name, exact: true }).first().waitFor({ timeout: 15_000 });

    const { page } = admin;
    await openSection(page, '/admin/catalogue', 'Catalogue');
    await page.getByRole('button', { name: `Turn off ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Paused for a pay table review');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('button', { name: `Turn on ${name}`, exact: true }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('admin-catalogue-games') });

    await guest.page.goto(`${server.url}/games`);
    await guest.page.getByRole('heading', { name: 'High RTP Games' }).waitFor({ timeout: 15_000 });
    await guest.page.getByRole('article').first().waitFor();
    expect(await guest.page.getByRole('article', { name, exact: true }).count()).toBe(0);
    const stillListed = await guest.page.evaluate(
      async (id) =>
        ((await (await fetch('/api/games')).json()) as Array<{ id: number }>).some((g) => g.id === id),
      listed?.id,
    );
    expect(stillListed).toBe(false);

    for (const [tab, shot] of [
      ['Coin packages', 'admin-catalogue-packages'],
      ['Poker tables', 'admin-catalogue-tables'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('table', { name: tab }).locator('tbody tr').first().waitFor();
      await page.screenshot({ path: screenshotPath(shot) });
    }
  });

  it('the audit log lists the change and exports it as CSV', async () => {
    const { page } = admin;
    await openSection(page, '/admin/audit-log', 'Audit log');
    await page.getByRole('combobox', { name: 'Action' }).selectOption('game.update');
    await page.waitForURL(/action=game\.update/);
    const rows = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr');
    await expect.poll(() => rows.first().textContent()).toContain('game.update');
    expect(await rows.first().textContent()).toContain('isActive: true → false');
    await page.screenshot({ path: screenshotPath('admin-audit-log') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const file = await download.path();
    const csv = readFileSync(file, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain('game.update');
    expect(lines[1]).toContain('Paused for a pay table review');
  });

  it('the ledger and live operations pages show their lists', async () => {
    const { page } = admin;
    await openSection(page, '/admin/ledger', 'Ledger');
    await page
      .getByRole('table', { name: 'Audit runs' })
      .getByText('Conserved')
      .first()
      .waitFor({ timeout: 15_000 });
    const accounts = page.getByRole('table', { name: 'Ledger accounts' });
    await accounts.locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('house');
    await page.waitForURL(/accounts\.kind=house/);
    await accounts.locator('tbody tr', { hasText: 'house' }).first().click();
    await page.waitForURL(/account=\d+/);
    await page
      .getByRole('table', { name: /^Entries of account/ })
      .locator('tbody tr')
      .first()
      .waitFor();
    await page.screenshot({ path: screenshotPath('admin-ledger'), fullPage: true });

    await openSection(page, '/admin/live', 'Live');
    await page.getByText(/refreshed every 5 seconds/).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('admin-live') });

    expect(admin.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
});

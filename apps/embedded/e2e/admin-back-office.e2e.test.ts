import { readFile } from 'node:fs/promises';
import { LOCAL_ADMIN } from '@casino/api';
import { ACCESS_DENIED, FOUR_EYES_MESSAGE, READ_ONLY_STAFF_MESSAGE } from '@casino/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import {
  centsIn,
  launchChromium,
  openTab,
  screenshotPath,
  watchPageErrors,
  WEB_DIST_DIR,
} from './browser.js';

// Issue 15's browser check of the back office: an admin finds a player, adjusts their balance above
// the four-eyes threshold, a second admin (made one through the role control) approves it and the
// money moves; the admin suspends the player, whose open page is signed out at once; the audit log
// exports as CSV with those changes; and a player opening /admin is refused.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[][] = [];

/** The same suffix in every name of this run, so the search finds exactly our player. */
const run = Math.random().toString(36).slice(2, 8);
const player = { firstName: 'Peregrine', lastName: `Quill${run}`, email: `quill-${run}@example.com` };
const second = { firstName: 'Ada', lastName: `Second${run}`, email: `ada-${run}@example.com` };
const support = { firstName: 'Sam', lastName: `Support${run}`, email: `sam-${run}@example.com` };
const PASSWORD = 'correct-horse-battery-9';

let adminPage: Page;
let secondPage: Page;
let playerPage: Page;
let playerId = '';
let secondId = '';

interface Me {
  id: string;
  balance: string;
  isAdmin: boolean;
  role: string;
}

/** A GET from inside the page (its cookies): the status and the JSON body. */
const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, body: (await res.json().catch(() => null)) as T };
  }, path);

const apiPost = <T>(page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([url, payload]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as T };
    },
    [path, body] as const,
  );

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  pageErrors.push(watchPageErrors(context, page));
  return page;
}

/** A registered player of their own, signed in (the register call sets the session cookie). */
async function registeredPlayer(who: { firstName: string; lastName: string; email: string }): Promise<Page> {
  const page = await newPage();
  await page.goto(server.url);
  const registered = await apiPost<{ user: Me }>(page, '/api/auth/register', {
    ...who,
    password: PASSWORD,
    dateOfBirth: '1990-04-01',
  });
  expect(registered.status).toBe(200);
  await page.reload();
  await page.getByTestId('header-balance').waitFor({ timeout: 15_000 });
  return page;
}

/** The landing page's Sign in dialog. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(server.url);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.locator('button[type="submit"]').click();
  await page.getByTestId('header-balance').waitFor({ timeout: 15_000 });
}

/** The toast with this title is on screen. */
const toastTitled = (page: Page, title: string) =>
  page.getByTestId('toast').filter({ hasText: title }).waitFor({ timeout: 15_000 });

/** Finds a player by name on /admin/players and opens their page. */
async function openPlayerByName(page: Page, name: string, screenshot?: string): Promise<void> {
  await page.goto(`${server.url}/admin/players`);
  await page.getByPlaceholder('Search by name, email or id').fill(name);
  await page.waitForURL((url) => url.searchParams.get('q') === name, { timeout: 10_000 });
  const rows = page.getByRole('table', { name: 'Players' }).locator('tbody tr');
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain(name);
  if (screenshot) await page.screenshot({ path: screenshotPath(screenshot) });
  await rows.first().click();
  await page.waitForURL(/\/admin\/players\/[^/?]+/, { timeout: 10_000 });
  await page.getByTestId('player-header').waitFor({ timeout: 10_000 });
}

/** Fills an admin dialog's reason and presses its confirm button. */
async function confirmWithReason(page: Page, confirm: string, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
}

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
  playerPage = await registeredPlayer(player);
  playerId = (await apiGet<Me>(playerPage, '/api/auth/user')).body.id;
  // A round to recall: one slot spin, then the seed pair rotated so its server seed is revealed.
  const games = await apiGet<Array<{ id: number; type: string }>>(playerPage, '/api/games');
  const slot = games.body.find((game) => game.type === 'slot');
  expect(slot).toBeDefined();
  expect(
    (await apiPost(playerPage, '/api/slots/spin', { betAmount: '10.00', gameId: slot?.id })).status,
  ).toBe(200);
  expect((await apiPost(playerPage, '/api/fairness/rotate', {})).status).toBe(200);

  secondPage = await registeredPlayer(second);
  secondId = (await apiGet<Me>(secondPage, '/api/auth/user')).body.id;
  adminPage = await newPage();
  await signIn(adminPage, LOCAL_ADMIN.email, LOCAL_ADMIN.password);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

describe('the back office in the browser', () => {
  it('finds a player by name and shows their page and its tabs', async () => {
    const page = adminPage;
    await openPlayerByName(page, player.lastName, 'admin-players-search');
    await page.screenshot({ path: screenshotPath('admin-player-page') });
    expect(page.url()).toContain(`/admin/players/${playerId}`);
    const header = page.getByTestId('player-header');
    expect(await header.textContent()).toContain(`${player.firstName} ${player.lastName}`);
    expect(await header.textContent()).toContain(player.email);
    const balance = centsIn(await page.getByTestId('player-balance').textContent());
    const me = await apiGet<Me>(playerPage, '/api/auth/user');
    expect(balance).toBe(centsIn(me.body.balance));

    // Statement: the starting grant and the spin, signed, with the balance after each.
    const statement = page.getByRole('table', { name: 'Statement' });
    await expect.poll(() => statement.locator('tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await statement.textContent()).toMatch(/−10\.00 GC/);

    await openTab(page, 'Sessions');
    const sessions = page.getByRole('table', { name: 'Sessions' });
    // Recorded at sign-in: the browser's user agent. The table shows a "Loading…" row first.
    await expect
      .poll(async () => (await sessions.textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/Mozilla\/5\.0/);
    await page.screenshot({ path: screenshotPath('admin-player-sessions') });
    for (const tab of ['Challenges', 'Poker hands', 'Purchases']) {
      await openTab(page, tab);
      await page.getByRole('table', { name: tab }).waitFor();
      await page.screenshot({ path: screenshotPath(`admin-player-${tab.toLowerCase().replace(' ', '-')}`) });
    }
  });

  it('recalls a round step by step with its fairness data, verified once the seed is revealed', async () => {
    const page = adminPage;
    try {
      await openTab(page, 'Rounds');
      const rounds = page.getByRole('table', { name: 'Rounds' }).locator('tbody tr');
      await expect.poll(() => rounds.count(), { timeout: 10_000 }).toBe(1);
      await page.screenshot({ path: screenshotPath('admin-player-rounds') });
      await rounds.first().click();
      const recall = page.getByTestId('round-recall-dialog');
      await recall.getByTestId('round-steps').waitFor({ timeout: 10_000 });
      expect(await recall.getByTestId('round-steps').locator('li').count()).toBeGreaterThan(0);
      // The seed pair was rotated after the spin: the round recomputes from the revealed seed.
      await expect.poll(() => recall.getByTestId('fairness-badge').textContent()).toBe('Verified');
      await page.screenshot({ path: screenshotPath('admin-round-recall') });
      await recall.getByRole('button', { name: 'Close' }).click();
    } finally {
      // Whatever happened, the next test starts with no dialog over the page.
      if (await page.getByTestId('round-recall-dialog').isVisible()) await page.keyboard.press('Escape');
    }
  });

  it('adjusts a balance above the threshold, which waits until a second admin approves it', async () => {
    const page = adminPage;
    await openTab(page, 'Statement');
    const before = centsIn((await apiGet<Me>(playerPage, '/api/auth/user')).body.balance);

    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount (signed)').fill('2500');
    await dialog.getByLabel('Reason code').selectOption('service_recovery');
    await expect
      .poll(() => dialog.getByTestId('adjustment-approval-note').textContent())
      .toBe('+2,500.00 is above 1,000.00 GC: a second admin must approve it before it applies.');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('A hand lost to a dropped connection');
    await page.screenshot({ path: screenshotPath('admin-adjust-balance-dialog') });
    await dialog.getByRole('button', { name: 'Request approval' }).click();
    await toastTitled(page, 'Awaiting approval');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('player-pending-adjustments').textContent()).toBe('1');
    expect(centsIn((await apiGet<Me>(playerPage, '/api/auth/user')).body.balance)).toBe(before);

    // The requester sees the queue with Approve off, saying why.
    await page.goto(`${server.url}/admin/adjustments`);
    const queue = page.getByTestId('pending-adjustments');
    const row = queue.locator('tbody tr').filter({ hasText: player.lastName });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    expect(await row.getByTestId('approve-hint').textContent()).toBe(FOUR_EYES_MESSAGE);
    await page.screenshot({ path: screenshotPath('admin-adjustments-requester') });

    // The first admin makes the second account an admin through the player page's role control.
    await openPlayerByName(page, second.lastName);
    await page.getByRole('button', { name: 'Role', exact: true }).click();
    const roleDialog = page.getByRole('dialog');
    await roleDialog.getByRole('radio', { name: /^Admin/ }).check();
    await roleDialog.getByLabel('Reason (kept in the audit log)').fill('Second approver for adjustments');
    await page.screenshot({ path: screenshotPath('admin-role-dialog') });
    await roleDialog.getByRole('button', { name: 'Save role' }).click();
    await toastTitled(page, 'Role changed to Admin');
    await expect.poll(async () => (await apiGet<Me>(secondPage, '/api/auth/user')).body.role).toBe('admin');

    // The second admin approves it on the Adjustments page.
    await secondPage.goto(`${server.url}/admin/adjustments`);
    const secondRow = secondPage
      .getByTestId('pending-adjustments')
      .locator('tbody tr')
      .filter({ hasText: player.lastName });
    await secondRow.waitFor({ timeout: 15_000 });
    expect(await secondRow.textContent()).toContain('+2,500.00 GC');
    await secondPage.screenshot({ path: screenshotPath('admin-adjustments-queue') });
    await secondRow.getByRole('button', { name: 'Approve' }).click();
    await secondPage.screenshot({ path: screenshotPath('admin-adjustment-approve-dialog') });
    await confirmWithReason(secondPage, 'Approve', 'Checked the dropped connection in the logs');
    await toastTitled(secondPage, 'Adjustment approved and applied');
    await expect.poll(() => secondRow.count(), { timeout: 10_000 }).toBe(0);
    const history = secondPage.getByRole('table', { name: 'Adjustments' });
    await expect
      .poll(
        async () =>
          (await history.locator('tbody tr').filter({ hasText: player.lastName }).textContent()) ?? '',
      )
      .toContain('Applied');
    await secondPage.screenshot({ path: screenshotPath('admin-adjustments-approved') });

    // The money moved: in the player's own session and on their page in the back office.
    expect(centsIn((await apiGet<Me>(playerPage, '/api/auth/user')).body.balance)).toBe(before + 250_000);
    await page.goto(`${server.url}/admin/players/${playerId}`);
    await expect
      .poll(async () => centsIn(await page.getByTestId('player-balance').textContent()), { timeout: 10_000 })
      .toBe(before + 250_000);
    const statement = page.getByRole('table', { name: 'Statement' });
    await expect.poll(async () => (await statement.textContent()) ?? '').toContain('+2,500.00 GC');
    await page.screenshot({ path: screenshotPath('admin-player-adjusted') });
  });

  it('resets a password: shown once, the old sessions end, the temporary one signs in', async () => {
    const page = adminPage;
    await page.goto(`${server.url}/admin/players/${secondId}`);
    await page.getByTestId('player-header').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByTestId('reset-password-dialog');
    await page.screenshot({ path: screenshotPath('admin-reset-password-confirm') });
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    const shown = dialog.getByTestId('temporary-password');
    await shown.waitFor({ timeout: 10_000 });
    const temporary = (await shown.textContent()) ?? '';
    expect(temporary.length).toBeGreaterThanOrEqual(8);
    await page.screenshot({ path: screenshotPath('admin-reset-password-shown') });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect((await apiGet(secondPage, '/api/auth/user')).status).toBe(401);
    const fresh = await newPage();
    await fresh.goto(server.url);
    const signedIn = await apiPost(fresh, '/api/auth/login', { email: second.email, password: temporary });
    expect(signedIn.status).toBe(200);
  });

  it('suspends the player, whose open page is signed out at once, and refuses their sign-in', async () => {
    // The player is on the challenge lobby, whose room connection the suspension closes.
    const lobbySocket = playerPage.waitForEvent('websocket', { timeout: 15_000 });
    await playerPage.goto(`${server.url}/p2p-betting`);
    const socket = await lobbySocket;
    await socket.waitForEvent('framereceived', { timeout: 15_000 });

    const page = adminPage;
    await page.goto(`${server.url}/admin/players/${playerId}`);
    await page.getByTestId('player-header').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.screenshot({ path: screenshotPath('admin-suspend-dialog') });
    await confirmWithReason(page, 'Suspend player', 'Chargeback under review');
    await toastTitled(page, 'Player suspended');
    await page.getByTestId('suspended-badge').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('suspension-reason').textContent()).toContain('Chargeback under review');
    await page.screenshot({ path: screenshotPath('admin-player-suspended') });

    // The player's page turns into the landing page without them doing anything.
    await playerPage.getByRole('button', { name: 'Start Playing' }).waitFor({ timeout: 15_000 });
    expect(await playerPage.getByTestId('header-balance').count()).toBe(0);
    expect((await apiGet(playerPage, '/api/auth/user')).status).toBe(401);
    await playerPage.screenshot({ path: screenshotPath('admin-suspended-player-signed-out') });
    const again = await apiPost<{ error: string }>(playerPage, '/api/auth/login', {
      email: player.email,
      password: PASSWORD,
    });
    expect(again.status).toBe(403);
    expect(again.body.error).toBe('account_suspended');

    // The players list shows them suspended.
    await page.goto(`${server.url}/admin/players?status=suspended`);
    const suspended = page
      .getByRole('table', { name: 'Players' })
      .locator('tbody tr')
      .filter({ hasText: player.lastName });
    await suspended.waitFor({ timeout: 10_000 });
    expect(await suspended.textContent()).toContain('Suspended');
    await page.screenshot({ path: screenshotPath('admin-players-suspended') });
  });

  it('exports the audit log as CSV with the adjustment, role and suspension rows', async () => {
    const page = adminPage;
    await page.goto(`${server.url}/admin/audit-log`);
    await page
      .getByRole('table', { name: 'Audit log' })
      .locator('tbody tr')
      .first()
      .waitFor({ timeout: 10_000 });
    await page.screenshot({ path: screenshotPath('admin-audit-log') });
    const download = page.waitForEvent('download', { timeout: 15_000 });
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    const rows = csv.trim().split('\n');
    const about = (action: string, targetId: string) =>
      rows.filter((line) => line.includes(action) && line.includes(targetId));
    expect(about('adjustment.request', '')).not.toHaveLength(0);
    expect(about('adjustment.approve', '')).not.toHaveLength(0);
    expect(about('player.role', secondId)).toHaveLength(1);
    expect(about('player.suspend', playerId)).toHaveLength(1);
    expect(about('player.reset_password', secondId)).toHaveLength(1);
    expect(csv).toContain('Chargeback under review');
  });

  it('shows support staff everything with every change disabled', async () => {
    const page = await registeredPlayer(support);
    const supportId = (await apiGet<Me>(page, '/api/auth/user')).body.id;
    const granted = await adminPage.evaluate(
      async ([url, body]) =>
        (await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body })).status,
      [
        `/api/admin/players/${supportId}/role`,
        JSON.stringify({ role: 'support', reason: 'Support desk' }),
      ] as const,
    );
    expect(granted).toBe(200);

    await page.goto(`${server.url}/admin/players/${playerId}`);
    await page.getByTestId('player-header').waitFor({ timeout: 15_000 });
    for (const name of ['Reinstate', 'Reset password', 'Adjust balance']) {
      const button = page.getByRole('button', { name, exact: true });
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute('title')).toBe(READ_ONLY_STAFF_MESSAGE);
    }
    expect(await page.getByRole('button', { name: 'Role', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('read-only-hint').textContent()).toBe(READ_ONLY_STAFF_MESSAGE);
    await page.screenshot({ path: screenshotPath('admin-player-support-view') });

    await page.goto(`${server.url}/admin/adjustments?history.status=applied`);
    const row = page
      .getByRole('table', { name: 'Adjustments' })
      .locator('tbody tr')
      .filter({ hasText: player.lastName });
    await row.waitFor({ timeout: 10_000 });
    await page.screenshot({ path: screenshotPath('admin-adjustments-support-view') });
  });

  it('refuses a player who opens /admin: the Access Denied toast and panel, then home', async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Start Playing' }).click();
    await page.getByTestId('header-balance').waitFor({ timeout: 15_000 });
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: ACCESS_DENIED.title }).waitFor({ timeout: 10_000 });
    const toast = page.getByTestId('toast').filter({ hasText: ACCESS_DENIED.title });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(ACCESS_DENIED.description);
    await page.screenshot({ path: screenshotPath('admin-access-denied') });
    await page.waitForURL(`${server.url}/`, { timeout: 10_000 });
    // The server refuses the player too, not only the page.
    expect((await apiGet(page, '/api/admin/players')).status).toBe(403);
  });

  it('raised no page errors nor content security policy violations', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});

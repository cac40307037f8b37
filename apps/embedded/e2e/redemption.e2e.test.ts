import { randomUUID } from 'node:crypto';
import { LOCAL_ADMIN } from '@casino/api';
import {
  acceptChallenge,
  claimChallenge,
  createChallenge,
  drainPendingEvents,
  settleChallenge,
  systemClock,
} from '@casino/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { centsIn, launchChromium, screenshotPath, watchPageErrors, WEB_DIST_DIR } from './browser.js';

// Issue 18's browser check of redemption: a registered player given sweepstakes coins by an admin
// plays them through (real sweepstakes challenges, drawn), passes the sandbox identity check on
// /redeem, requests a redemption; an admin approves it in the back office and the sandbox pays it;
// the player sees it paid. A mail-in code the player requests is credited once by an admin; the
// Official Sweepstakes Rules read signed out show the configured numbers.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[][] = [];
let playerPage: Page;
let adminPage: Page;
let playerId = '';
let opponentId = '';

const run = randomUUID().slice(0, 6);
const PASSWORD = 'correct-horse-battery-9';

const apiCall = <T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  page.evaluate(
    async ([m, url, payload]) => {
      const res = await fetch(url, {
        method: m,
        ...(payload === undefined
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) }),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as T };
    },
    [method, path, body] as const,
  );

async function newPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  pageErrors.push(watchPageErrors(context, page));
  return page;
}

async function registered(firstName: string): Promise<{ page: Page; id: string }> {
  const page = await newPage();
  await page.goto(server.url);
  const response = await apiCall<{ user: { id: string } }>(page, 'POST', '/api/auth/register', {
    email: `${firstName.toLowerCase()}-${run}@example.com`,
    password: PASSWORD,
    firstName,
    lastName: `Redeemer${run}`,
    dateOfBirth: '1990-04-01',
  });
  expect(response.status).toBe(200);
  // Where they live (sweepstakes play asks a registered player to declare it): New York.
  const declared = await apiCall(page, 'PUT', '/api/account/profile', {
    firstName,
    lastName: `Redeemer${run}`,
    region: { country: 'US', state: 'NY' },
  });
  expect(declared.status).toBe(200);
  await page.reload();
  await page.getByTestId('header-balance').waitFor({ timeout: 15_000 });
  return { page, id: response.body.user.id };
}

/** A sweepstakes chess challenge between the two players, agreed drawn: both stakes played, both returned. */
async function drawnSweepsChallenge(betAmount: string): Promise<void> {
  const db = server.database.db;
  const now = new Date();
  const challenge = await createChallenge(
    db,
    playerId,
    { gameType: 'chess', betAmount, betType: 'sweepstakes', skillLevel: 'any' },
    { now, expiryMs: 3_600_000 },
  );
  // This test hosts the challenge itself: its lease is taken before the accept, so the rooms'
  // keeper (which opens a room for every accepted challenge nobody hosts) leaves it alone.
  const owner = `e2e-${randomUUID()}`;
  await db
    .updateTable('p2p_challenges')
    .set({ lease_owner: owner, lease_until: new Date(Date.now() + 60_000) })
    .where('id', '=', challenge.id)
    .execute();
  await acceptChallenge(db, opponentId, challenge.id, now);
  await claimChallenge(db, challenge.id, owner, 60_000);
  await settleChallenge(
    db,
    { challengeId: challenge.id, owner },
    { result: 'draw', reason: 'agreement', record: {} },
  );
}

const toastTitled = (page: Page, title: string) =>
  page.getByTestId('toast').filter({ hasText: title }).first().waitFor({ timeout: 15_000 });

const sweepsOf = async (page: Page) =>
  centsIn((await apiCall<{ sweepstakesCoins: string }>(page, 'GET', '/api/auth/user')).body.sweepstakesCoins);

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
  ({ page: playerPage, id: playerId } = await registered('Ada'));
  const opponent = await registered('Bo');
  opponentId = opponent.id;
  adminPage = await newPage();
  await adminPage.goto(server.url);
  await adminPage.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByLabel('Email').fill(LOCAL_ADMIN.email);
  await dialog.getByLabel('Password').fill(LOCAL_ADMIN.password);
  await dialog.locator('button[type="submit"]').click();
  await adminPage.getByTestId('header-balance').waitFor({ timeout: 15_000 });

  // Setup: the admin gives each player 150.00 SC (a grant, locked until played through); two drawn
  // 80.00 SC challenges play the player's 160.00 SC through.
  for (const id of [playerId, opponentId]) {
    const adjusted = await apiCall(adminPage, 'POST', `/api/admin/players/${id}/adjustments`, {
      currency: 'sweeps',
      amount: '150.00',
      reasonCode: 'promotion',
      note: 'Sweepstakes bonus for the redemption test',
    });
    expect(adjusted.status).toBe(201);
  }
  await drawnSweepsChallenge('80.00');
  await drawnSweepsChallenge('80.00');
  await drainPendingEvents(server.database.db, { clock: systemClock });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

describe('redemption in the browser', () => {
  it('shows the played-through balance, then verifies the player with the sandbox identity check', async () => {
    const page = playerPage;
    await page.goto(`${server.url}/redeem`);
    await expect
      .poll(() => page.getByTestId('redeem-redeemable').textContent(), { timeout: 15_000 })
      .toBe('160.00 SC');
    expect(await page.getByTestId('redeem-balance').textContent()).toBe('160.00 SC');
    expect(await page.getByTestId('redeem-locked').textContent()).toBe('0.00 SC');
    expect(await page.getByTestId('grant-list').textContent()).toMatch(/Added by our team150\.00 SC/);
    expect(await page.getByTestId('kyc-status').textContent()).toBe('Not verified');
    expect(await page.getByTestId('kyc-sandbox').textContent()).toMatch(/^Sandbox/);
    await expect.poll(() => page.getByTestId('redeem-submit').isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('redeem-unverified'), fullPage: true });

    const form = page.getByTestId('kyc-form');
    await form.getByLabel('Legal first name').fill('Ada');
    await form.getByLabel('Legal last name').fill('Lovelace');
    await form.getByLabel('Date of birth').fill('1990-04-01');
    await form.getByLabel('Address', { exact: true }).fill('12 Analytical Way');
    await form.getByLabel('City').fill('Albany');
    await form.getByLabel('State or province code').fill('NY');
    await form.getByLabel('Postal code').fill('12207');
    await form.getByLabel('Document number').fill('P1234567');
    await page.getByTestId('kyc-submit').click();
    await expect
      .poll(() => page.getByTestId('kyc-status').textContent(), { timeout: 15_000 })
      .toBe('Verified');
    expect(await page.getByTestId('kyc-panel').textContent()).toContain('Ada Lovelace');
  });

  it('requests a redemption: the amount leaves the balance at once and waits for review', async () => {
    const page = playerPage;
    await page.getByTestId('redeem-amount').fill('99.99');
    await page.getByTestId('redeem-submit').click();
    await expect
      .poll(() => page.getByTestId('redeem-error').textContent(), { timeout: 15_000 })
      .toMatch(/must be at least 100\.00 sweepstakes coins/);
    await page.getByTestId('redeem-amount').fill('100.00');
    await page.getByTestId('redeem-submit').click();
    await toastTitled(page, 'Redemption requested');
    const history = page.getByTestId('redemption-history');
    await expect
      .poll(() => history.textContent(), { timeout: 15_000 })
      .toMatch(/100\.00 SC.*Waiting for review/);
    await expect.poll(() => page.getByTestId('redeem-balance').textContent()).toBe('60.00 SC');
    expect(await sweepsOf(page)).toBe(6_000);
    await page.screenshot({ path: screenshotPath('redeem-requested') });
  });

  it('an admin approves it in the back office and the sandbox pays it; the player sees it paid', async () => {
    const page = adminPage;
    await page.goto(`${server.url}/admin/redemptions`);
    const queue = page.getByTestId('redemption-queue');
    const row = queue.locator('tbody tr').filter({ hasText: `Redeemer${run}` });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toMatch(/100\.00 SC.*verified.*Ada Lovelace/);
    await expect.poll(() => page.getByTestId('payout-provider').textContent()).toMatch(/Sandbox payouts/);
    await page.screenshot({ path: screenshotPath('admin-redemptions-queue') });
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Identity and playthrough checked');
    await dialog.getByRole('button', { name: 'Approve and pay' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await toastTitled(page, 'Redemption approved');
    await expect
      .poll(() =>
        queue
          .locator('tbody tr')
          .filter({ hasText: `Redeemer${run}` })
          .count(),
      )
      .toBe(0);
    await page.screenshot({ path: screenshotPath('admin-redemptions-paid') });

    await playerPage.goto(`${server.url}/redeem`);
    const status = playerPage.getByTestId('redemption-history').getByTestId('redemption-status').first();
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Paid');
    expect(await playerPage.getByTestId('redemption-history').textContent()).toMatch(
      /Approved.*Paid.*Payout reference sandbox_redemption-/,
    );
    await playerPage.screenshot({ path: screenshotPath('redeem-paid'), fullPage: true });
  });

  it('a mail-in code is credited once by an admin', async () => {
    await playerPage.getByTestId('amoe-request').click();
    await toastTitled(playerPage, 'Mail-in entry code ready');
    const code = (await playerPage.getByTestId('amoe-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await playerPage.getByTestId('amoe-latest').textContent()).toContain('PO Box');
    await expect.poll(() => playerPage.getByTestId('amoe-request').isDisabled()).toBe(true);
    await playerPage.getByTestId('amoe-panel').screenshot({ path: screenshotPath('redeem-amoe-code') });
    const before = await sweepsOf(playerPage);

    const page = adminPage;
    await page.goto(`${server.url}/admin/amoe`);
    await page.getByTestId('amoe-code-input').fill(code.toLowerCase());
    await page.getByTestId('amoe-credit').click();
    await expect
      .poll(() => page.getByTestId('amoe-credited').textContent(), { timeout: 15_000 })
      .toContain(`${code}: 5.00 SC credited to Ada Redeemer${run}`);
    await page.screenshot({ path: screenshotPath('admin-amoe-credited') });
    await page.getByTestId('amoe-code-input').fill(code);
    await page.getByTestId('amoe-credit').click();
    await toastTitled(page, 'Not done');
    expect(await page.getByTestId('toast').filter({ hasText: 'Not done' }).first().textContent()).toMatch(
      /already credited/,
    );
    expect(await sweepsOf(playerPage)).toBe(before + 500);
  });

  it('reads on a phone: /redeem and the back office queue at 390x844', async () => {
    const phone = await playerPage.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${server.url}/redeem`);
    await phone.getByTestId('redeem-balance').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => phone.getByTestId('redeem-balance').textContent(), { timeout: 15_000 })
      .toBe('65.00 SC');
    // The request form is on the first screen.
    const box = await phone.getByTestId('redeem-submit').boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    await phone.screenshot({ path: screenshotPath('redeem-phone') });
    await phone.screenshot({ path: screenshotPath('redeem-phone-full'), fullPage: true });
    await phone.close();

    const adminPhone = await adminPage.context().newPage();
    await adminPhone.setViewportSize({ width: 390, height: 844 });
    await adminPhone.goto(`${server.url}/admin/redemptions?history.status=paid`);
    await adminPhone.getByTestId('redemption-queue').waitFor({ timeout: 15_000 });
    await adminPhone.screenshot({ path: screenshotPath('admin-redemptions-phone'), fullPage: true });
    await adminPhone.close();
    await adminPage.goto(`${server.url}/admin/kyc?history.status=verified`);
    const checks = adminPage.getByRole('table', { name: 'Identity checks', exact: true });
    await expect.poll(() => checks.textContent(), { timeout: 15_000 }).toContain('Lovelace');
    await adminPage.screenshot({ path: screenshotPath('admin-kyc') });
  });

  it('shows the Official Sweepstakes Rules signed out with the configured numbers', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(viewport);
      await page.goto(`${server.url}/sweepstakes-rules`);
      const rules = page.getByTestId('sweepstakes-rules');
      await rules.waitFor({ timeout: 15_000 });
      expect(await page.textContent('h1')).toContain('Official Sweepstakes Rules');
      expect(await page.locator('main').textContent()).toContain('No purchase necessary to enter or win.');
      expect(await page.getByTestId('rules-minimum').textContent()).toMatch(/100\.00 SC \(\$100\.00\)/);
      expect(await page.getByTestId('rules-playthrough').textContent()).toMatch(/wagered once/);
      expect(await page.getByTestId('excluded-regions').textContent()).toBe('US-WA, US-ID, US-MI, US-NV');
      await page.screenshot({
        path: screenshotPath(`sweepstakes-rules-${viewport.width}`),
        fullPage: viewport.width > 400,
      });
    }
  });

  it('raised no page errors and no content security policy violations', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});

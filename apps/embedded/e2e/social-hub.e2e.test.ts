import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, openTab, screenshotPath, watchPageErrors, WEB_DIST_DIR } from './browser.js';

// Issue 17's browser check of the social hub: two registered players become friends through the
// /social page (search, Add friend, Accept); one invites the other, online, to a private roulette
// table from the friends list; the other, elsewhere in the app, gets the invite as a toast over the
// live channel (no reload), accepts, and both land at the same private table, bet in one round and
// see the wheel land on the same pocket. The hub is checked at 1280×800 and on a phone.

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LIVE_TIMING = { bettingMs: 9_000, revealMs: 2_000, resultsMs: 3_000 };
const PASSWORD = 'social-hub-pass-1';
/** Letters only, so the names are this run's and searchable. */
const run = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const ALICE = { firstName: 'Alicia', lastName: `Hub${run}`, email: `alicia-${run}@example.com` };
const BOB = { firstName: `Bobbin${run}`, lastName: 'Social', email: `bobbin-${run}@example.com` };

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[][] = [];

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR, liveTiming: LIVE_TIMING });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

/** A registered player of their own, signed in (the register call sets the session cookie). */
async function registeredPlayer(
  who: { firstName: string; lastName: string; email: string },
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  pageErrors.push(watchPageErrors(context, page));
  await page.goto(server.url);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { ...who, password: PASSWORD, dateOfBirth: '1990-04-01' },
  );
  expect(status).toBe(200);
  await page.reload();
  await page.getByTestId('header-balance').waitFor({ timeout: 15_000 });
  return page;
}

const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');
const toastWith = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const board = (page: Page) => page.getByRole('group', { name: 'Roulette betting board' });
const phaseOf = (page: Page) => page.getByTestId('live-phase').getAttribute('data-phase');
const secondsLeft = async (page: Page) =>
  Number(
    (
      await page
        .getByTestId('live-countdown')
        .textContent({ timeout: 1_000 })
        .catch(() => '0')
    )?.replace('s', ''),
  );

async function openSocial(page: Page): Promise<void> {
  await page.goto(`${server.url}/social`);
  await page.getByLabel('Search players by name').waitFor({ timeout: 15_000 });
}

describe('the social hub in the browser', () => {
  it('two players befriend, one invites the other to a private roulette table live, both play a round', async () => {
    const alice = await registeredPlayer(ALICE, LAPTOP);
    const bob = await registeredPlayer(BOB, PHONE);
    await openSocial(alice);
    await openSocial(bob);

    // The four stat cards, from the server.
    for (const key of ['friends', 'level', 'online', 'invites'])
      await alice.getByTestId(`social-stat-${key}`).waitFor();
    await expect.poll(() => alice.getByTestId('social-stat-friends').textContent()).toContain('0');
    expect(await alice.getByTestId('social-stat-level').textContent()).toMatch(/Novice/);

    // Alice finds Bob by name (debounced search) and asks; the button turns to Requested.
    await alice.getByLabel('Search players by name').fill(BOB.firstName.slice(0, 10));
    const result = alice.getByTestId('search-result').filter({ hasText: 'Bobbin' });
    await result.waitFor({ timeout: 10_000 });
    expect(await result.textContent()).not.toContain(BOB.email);
    await result.getByRole('button', { name: 'Add friend' }).click();
    await expect.poll(() => result.textContent(), { timeout: 10_000 }).toContain('Requested');
    await alice.getByTestId('outgoing-request').waitFor();
    await alice.screenshot({ path: screenshotPath('social-hub-search-laptop') });

    // Bob hears of it live (a toast, and the request in his list without a reload) and accepts.
    await toastWith(bob, 'Friend request').waitFor({ timeout: 15_000 });
    const incoming = bob.getByTestId('incoming-request');
    await incoming.waitFor({ timeout: 10_000 });
    expect(await incoming.textContent()).toContain('Alicia H.');
    await bob.screenshot({ path: screenshotPath('social-hub-request-phone') });
    await incoming.getByRole('button', { name: 'Accept' }).click();

    // Both see the other in their friends list, online.
    const bobRow = alice.getByTestId('friend-row').filter({ hasText: 'Bobbin' });
    await bobRow.waitFor({ timeout: 15_000 });
    await expect.poll(() => bobRow.getAttribute('data-online'), { timeout: 15_000 }).toBe('true');
    expect(await bobRow.getByTestId('friend-presence').textContent()).toContain('Online');
    const aliceRow = bob.getByTestId('friend-row').filter({ hasText: 'Alicia' });
    await aliceRow.waitFor({ timeout: 15_000 });
    await expect.poll(() => alice.getByTestId('social-stat-friends').textContent()).toContain('1');
    await bob.screenshot({ path: screenshotPath('social-hub-friends-phone'), fullPage: true });
    expect(await pageWidth(bob)).toBeLessThanOrEqual(PHONE.width);

    // Bob goes elsewhere in the app (the app's own navigation: the page is never reloaded, which a
    // mark on the window proves later); Alice invites him to roulette from her friends list.
    await bob.evaluate("window.socialHubMark = 'same page'");
    await bob.getByRole('button', { name: 'Open menu' }).click();
    await bob.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Casino' }).click();
    await bob.waitForURL(/\/lobby$/);
    await bobRow.getByRole('button', { name: 'Invite' }).click();
    const dialog = alice.getByTestId('invite-dialog');
    await dialog.getByLabel('Game type').selectOption('roulette');
    const bet = dialog.getByLabel('Bet amount');
    expect(await bet.inputValue()).toBe('50');
    await bet.fill('');
    expect(await dialog.getByRole('button', { name: 'Send Invite' }).isDisabled()).toBe(true);
    await bet.fill('50');
    await alice.screenshot({ path: screenshotPath('social-hub-invite-dialog-laptop') });
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    const code = (await dialog.getByTestId('invite-room-code').textContent({ timeout: 15_000 })) ?? '';
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    await alice.screenshot({ path: screenshotPath('social-hub-invite-sent-laptop') });

    // Bob gets the invite as a toast where he is, no reload, and accepts: he lands at the table.
    const invite = toastWith(bob, 'invites you to Roulette');
    await invite.waitFor({ timeout: 15_000 });
    expect(await invite.textContent()).toContain(code);
    expect(new URL(bob.url()).pathname).toBe('/lobby');
    expect(await bob.evaluate<string | undefined>('window.socialHubMark')).toBe('same page');
    await bob.screenshot({ path: screenshotPath('social-hub-invite-toast-phone') });
    await invite.getByRole('button', { name: 'Accept' }).click();
    await bob.waitForURL(/\/live-casino\/\d+/, { timeout: 15_000 });
    await board(bob).waitFor({ timeout: 15_000 });

    // Alice goes to the table from the dialog: the same private table.
    await dialog.getByRole('button', { name: 'Go to table' }).click();
    await alice.waitForURL(/\/live-casino\/\d+/, { timeout: 15_000 });
    await board(alice).waitFor({ timeout: 15_000 });
    expect(new URL(alice.url()).pathname).toBe(new URL(bob.url()).pathname);
    for (const page of [alice, bob]) expect(await page.locator('.live-head__code').textContent()).toBe(code);

    // One round: both bet in the same window and see the wheel land on the same pocket.
    await expect
      .poll(async () => (await phaseOf(alice)) === 'betting' && (await secondsLeft(alice)) >= 5, {
        timeout: 40_000,
        interval: 200,
      })
      .toBe(true);
    await board(alice).getByRole('button', { name: /^Red,/ }).click();
    await board(bob)
      .getByRole('button', { name: /^Black,/ })
      .click();
    for (const page of [alice, bob])
      await expect
        .poll(() => page.getByTestId('live-my-total').textContent(), { timeout: 10_000 })
        .toMatch(/\d/);
    const pocketOf = (page: Page) => page.getByTestId('live-pocket').getAttribute('data-pocket');
    await expect.poll(() => pocketOf(alice), { timeout: 30_000 }).toMatch(/^\d+$/);
    const pocket = await pocketOf(alice);
    await expect.poll(() => pocketOf(bob), { timeout: 10_000 }).toBe(pocket);
    await alice.screenshot({ path: screenshotPath('social-hub-private-table-laptop') });
    await bob.screenshot({ path: screenshotPath('social-hub-private-table-phone') });

    // Back at the hub: the invite is in both lists, accepted; the stat card counts it.
    await alice.goto(`${server.url}/social`);
    await openTab(alice, 'Game Invites');
    const sent = alice.getByTestId('invite-sent');
    await sent.waitFor({ timeout: 10_000 });
    expect(await sent.getByTestId('invite-status').textContent()).toBe('accepted');
    await expect.poll(() => alice.getByTestId('social-stat-invites').textContent()).toContain('1');
    await alice.screenshot({ path: screenshotPath('social-hub-invites-laptop') });
    for (const errors of pageErrors) expect(errors).toEqual([]);
  });

  it('the hub fits a phone and a laptop: tabs, feed, rooms and referrals in view, no sideways scroll', async () => {
    const phone = await registeredPlayer(
      { firstName: 'Phoebe', lastName: `Phone${run}`, email: `phoebe-${run}@example.com` },
      PHONE,
    );
    await phone.goto(`${server.url}/social`);
    await phone.getByRole('tab', { name: 'Social Feed' }).waitFor({ timeout: 15_000 });
    for (const name of ['Friends', 'Game Invites', 'Active Rooms', 'Social Feed']) {
      const box = await phone.getByRole('tab', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, name).toBe(true);
    }
    expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    await phone.screenshot({ path: screenshotPath('social-hub-phone'), fullPage: true });
    await openTab(phone, 'Social Feed');
    await phone.getByRole('group', { name: 'Who sees my activity' }).waitFor();
    await phone.getByText('Nobody', { exact: true }).click();
    await toastWith(phone, 'Saved').waitFor({ timeout: 10_000 });
    const saved = await phone.evaluate(async () => await (await fetch('/api/social/settings')).json());
    expect(saved).toEqual({ feedVisibility: 'nobody' });
    await phone.screenshot({ path: screenshotPath('social-hub-feed-phone') });
    await openTab(phone, 'Active Rooms');
    await phone.getByText('No friends at a table').waitFor({ timeout: 10_000 });
    expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    // The referral link is the player's own.
    const link = await phone.getByLabel('Your referral link').inputValue();
    expect(link).toMatch(/\?ref=/);

    const laptop = await registeredPlayer(
      { firstName: 'Lara', lastName: `Laptop${run}`, email: `lara-${run}@example.com` },
      LAPTOP,
    );
    await laptop.goto(`${server.url}/social`);
    await laptop.getByLabel('Search players by name').waitFor({ timeout: 15_000 });
    await laptop.getByTestId('referral-panel').waitFor();
    expect(await pageWidth(laptop)).toBeLessThanOrEqual(LAPTOP.width);
    await laptop.screenshot({ path: screenshotPath('social-hub-laptop') });
    for (const errors of pageErrors) expect(errors).toEqual([]);
  });
});

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

// Issue 18's journey, end to end in one browser session: a guest presses the locked sweepstakes
// switch and registers from the account dialog it opens, declares New York on /profile, switches the
// header to sweepstakes coins and plays a slot spin in SC; a team bonus (an admin's adjustment) is
// played through with drawn sweepstakes challenges; the player sets a daily SC wager limit on
// /responsible-gaming and plays until the server refuses a spin (nothing moves); passes the sandbox
// identity check and requests a redemption on /redeem, which an admin approves and pays in the back
// office; the statement on /history shows the spins, the bonus, the challenges and the redemption,
// and the game recall replays the first SC spin with its balance before and after.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[][] = [];
let page: Page;
let adminPage: Page;
let playerId = '';
let opponentId = '';

const run = randomUUID().slice(0, 6);
const LAST_NAME = `Journey${run}`;
const PASSWORD = 'correct-horse-battery-9';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What the journey learns on the way and checks at the end. */
const seen = {
  /** The first SC spin: its round, the SC balance before and after. */
  firstSpin: { roundId: '', before: 0, after: 0 },
  /** Every settled SC spin's stake and return, in cents. */
  spins: [] as Array<{ bet: number; win: number }>,
  redeemed: 0,
};

const apiCall = <T>(p: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  p.evaluate(
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

const cents = (amount: string) => Math.round(Number(amount) * 100);
const sc = (amountCents: number) =>
  `${(amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} SC`;

/** The player's two balances as the server holds them, in cents. */
async function serverBalances(p: Page): Promise<{ coins: number; sweeps: number }> {
  const user = await apiCall<{ balance: string; sweepstakesCoins: string }>(p, 'GET', '/api/auth/user');
  return { coins: cents(user.body.balance), sweeps: cents(user.body.sweepstakesCoins) };
}

const headerSweeps = async () => centsIn(await page.getByTestId('header-sweeps').textContent());
const switchOption = (currency: 'coins' | 'sweeps') => page.getByTestId(`currency-switch-${currency}`);
const toastTitled = (p: Page, title: string) =>
  p.getByTestId('toast').filter({ hasText: title }).first().waitFor({ timeout: 15_000 });

/** A screenshot at 1280x800, and at 390x844 too when asked. */
async function shoot(p: Page, name: string, phone = false): Promise<void> {
  await p.setViewportSize(LAPTOP);
  // Toasts finish sliding in: the picture shows what a person reads.
  await p.screenshot({ path: screenshotPath(`journey-${name}-1280x800`), animations: 'disabled' });
  if (!phone) return;
  await p.setViewportSize(PHONE);
  await p.screenshot({ path: screenshotPath(`journey-${name}-390x844`), animations: 'disabled' });
  await p.setViewportSize(LAPTOP);
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: LAPTOP });
  contexts.push(context);
  const p = await context.newPage();
  pageErrors.push(watchPageErrors(context, p));
  return p;
}

/**
 * Presses SPIN and waits for the server's answer: a settled SC round (its stake and return are
 * recorded) or a refusal, shown as an alert.
 */
async function spin(): Promise<
  { outcome: 'result'; bet: number; win: number; sessionId: string } | { outcome: 'refused'; message: string }
> {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/slots/spin') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'SPIN', exact: true }).click();
  const response = await answer;
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ currency: 'sweeps' });
  if (response.status() !== 200) {
    await page.locator('[data-testid="toast"][role="alert"]').first().waitFor({ timeout: 10_000 });
    const refusal = (await response.json().catch(() => null)) as { message?: string } | null;
    return { outcome: 'refused', message: refusal?.message ?? `HTTP ${response.status()}` };
  }
  const settled = (await response.json()) as {
    currency: string;
    betAmount: string;
    winAmount: string;
    sessionId: string | number;
  };
  expect(settled.currency).toBe('sweeps');
  await expect
    .poll(() => page.getByTestId('slot-result').getAttribute('data-phase'), { timeout: 10_000 })
    .toBe('result');
  const played = { bet: cents(settled.betAmount), win: cents(settled.winAmount) };
  seen.spins.push(played);
  return { outcome: 'result', ...played, sessionId: String(settled.sessionId) };
}

/** A sweepstakes chess challenge between the player and the opponent, agreed drawn: both stakes played, both returned. */
async function drawnSweepsChallenge(betAmount: string): Promise<void> {
  const db = server.database.db;
  const now = new Date();
  const challenge = await createChallenge(
    db,
    playerId,
    { gameType: 'chess', betAmount, betType: 'sweepstakes', skillLevel: 'any' },
    { now, expiryMs: 3_600_000 },
  );
  // This test hosts the challenge itself: its lease is taken before the accept, so the rooms' keeper
  // (which opens a room for every accepted challenge nobody hosts) leaves it alone.
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

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
  page = await newPage();
  adminPage = await newPage();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

describe('the sweepstakes journey in the browser', () => {
  it('a guest registers from the locked sweepstakes switch and declares New York on /profile', async () => {
    await page.goto(server.url);
    // Starting as a guest reloads the page as that guest.
    const started = page.waitForEvent('load', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Start Playing' }).click();
    await started;
    await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    const guest = await apiCall<{ id: string; isGuest: boolean }>(page, 'GET', '/api/auth/user');
    expect(guest.body.isGuest).toBe(true);
    playerId = guest.body.id;

    // The sweepstakes pill is locked for a guest; pressing it says why and opens the account dialog.
    expect(await switchOption('sweeps').getAttribute('aria-disabled')).toBe('true');
    await switchOption('sweeps').click({ force: true });
    await toastTitled(page, 'Sweepstakes coins are locked');
    const auth = page.getByRole('dialog', { name: 'Save your account' });
    await auth.waitFor({ timeout: 10_000 });
    await auth.getByLabel('First name').fill('Sam');
    await auth.getByLabel('Last name').fill(LAST_NAME);
    await auth.getByLabel('Email').fill(`sam-${run}@example.com`);
    await auth.getByLabel('Password').fill(PASSWORD);
    await auth.getByLabel('Date of birth').fill('1990-04-01');
    await shoot(page, 'register-dialog');
    // Registering reloads the page as the registered player.
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await auth.getByRole('button', { name: 'Save account' }).click();
    await reloaded;
    await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    // The guest keeps their account: the same player, now registered.
    const registered = await apiCall<{ id: string; isGuest: boolean }>(page, 'GET', '/api/auth/user');
    expect(registered.body).toMatchObject({ id: playerId, isGuest: false });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.locator('.account-menu__panel').getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${server.url}/profile`);
    await page.getByRole('heading', { name: /Your\s+profile/ }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('eligibility').textContent()).toMatch(/^Tell us where you live/);
    await page.getByLabel('Country you live in').selectOption('US');
    await page.getByLabel('State', { exact: true }).selectOption('NY');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await toastTitled(page, 'Profile saved');
    await expect
      .poll(() => page.getByTestId('eligibility').textContent(), { timeout: 10_000 })
      .toBe('You can buy coin packages and play with sweepstakes coins from New York, United States.');
    await shoot(page, 'profile-region', true);
  });

  it('switches the header to sweepstakes coins and plays a slot spin in SC', async () => {
    await switchOption('sweeps').click();
    await expect.poll(() => switchOption('sweeps').getAttribute('aria-checked')).toBe('true');
    await page.goto(`${server.url}/slots?game=6`);
    await page.getByRole('button', { name: 'SPIN', exact: true }).waitFor({ timeout: 10_000 });
    expect(
      await page.locator('.slot-controls').getByTestId('stake-currency').getAttribute('data-currency'),
    ).toBe('sweeps');
    expect(await page.getByTestId('slot-bet').textContent()).toMatch(/\d\.\d{2}/);

    const before = await serverBalances(page);
    // The welcome sweepstakes coins.
    expect(before.sweeps).toBe(1_000);
    const played = await spin();
    if (played.outcome !== 'result') throw new Error(`the first SC spin was refused: ${played.message}`);
    const after = before.sweeps - played.bet + played.win;
    await expect.poll(headerSweeps).toBe(after);
    expect(await serverBalances(page)).toEqual({ coins: before.coins, sweeps: after });
    expect(await page.getByTestId('slot-result').textContent()).toMatch(/SC/);
    const recallHref = (await page.getByTestId('recall-round').getAttribute('href')) ?? '';
    expect(recallHref).toBe(`/history?tab=recall&round=session-${played.sessionId}`);
    seen.firstSpin = { roundId: `session-${played.sessionId}`, before: before.sweeps, after };
    await shoot(page, 'sc-slot-spin', true);
  });

  it('is given a team bonus of 150.00 SC and plays it through with drawn sweepstakes challenges', async () => {
    // The seeded admin signs in through the account dialog.
    await adminPage.goto(server.url);
    await adminPage.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel('Email').fill(LOCAL_ADMIN.email);
    await dialog.getByLabel('Password').fill(LOCAL_ADMIN.password);
    // Signing in reloads the page as the admin.
    const reloaded = adminPage.waitForEvent('load', { timeout: 15_000 });
    await dialog.locator('button[type="submit"]').click();
    await reloaded;
    await adminPage.getByTestId('header-balance').waitFor({ timeout: 15_000 });

    // The opponent the challenges need: another registered player in New York.
    const other = await newPage();
    await other.goto(server.url);
    const registered = await apiCall<{ user: { id: string } }>(other, 'POST', '/api/auth/register', {
      email: `bo-${run}@example.com`,
      password: PASSWORD,
      firstName: 'Bo',
      lastName: `Opponent${run}`,
      dateOfBirth: '1988-02-02',
    });
    expect(registered.status).toBe(200);
    opponentId = registered.body.user.id;
    const declared = await apiCall(other, 'PUT', '/api/account/profile', {
      firstName: 'Bo',
      lastName: `Opponent${run}`,
      region: { country: 'US', state: 'NY' },
    });
    expect(declared.status).toBe(200);

    const before = (await serverBalances(page)).sweeps;
    for (const id of [playerId, opponentId]) {
      const adjusted = await apiCall(adminPage, 'POST', `/api/admin/players/${id}/adjustments`, {
        currency: 'sweeps',
        amount: '150.00',
        reasonCode: 'promotion',
        note: 'Sweepstakes bonus for the journey test',
      });
      expect(adjusted.status).toBe(201);
    }
    await drawnSweepsChallenge('80.00');
    await drawnSweepsChallenge('80.00');
    await drainPendingEvents(server.database.db, { clock: systemClock });
    expect((await serverBalances(page)).sweeps).toBe(before + 15_000);

    // Played through: nothing locked, the whole balance redeemable.
    await page.goto(`${server.url}/redeem`);
    await expect
      .poll(() => page.getByTestId('redeem-redeemable').textContent(), { timeout: 15_000 })
      .toBe(sc(before + 15_000));
    expect(await page.getByTestId('redeem-locked').textContent()).toBe('0.00 SC');
    expect(await page.getByTestId('grant-list').textContent()).toMatch(/Added by our team150\.00 SC/);
  });

  it('sets a daily wager limit in SC on /responsible-gaming and is stopped by it; nothing moves', async () => {
    await page.goto(`${server.url}/responsible-gaming`);
    await page.getByRole('heading', { name: /stay in control/ }).waitFor({ timeout: 10_000 });
    const daily = page.getByTestId('rg-limit-sweeps-day');
    await daily.waitFor();
    // Today's SC wagers so far: the first spin and both challenge stakes.
    const used = centsIn(await daily.locator('.rg-limit__used').textContent());
    expect(used).toBe(seen.spins[0]!.bet + 16_000);

    await page.goto(`${server.url}/slots?game=6`);
    await page.getByRole('button', { name: 'SPIN', exact: true }).waitFor({ timeout: 10_000 });
    const bet = centsIn(await page.getByTestId('slot-bet').textContent());
    // Room for two more spins at this bet, not three.
    const limit = used + 2 * bet + bet / 2;

    await page.goto(`${server.url}/responsible-gaming`);
    await daily.getByRole('textbox').fill((limit / 100).toFixed(2));
    await daily.getByRole('button', { name: 'Set' }).click();
    await daily.getByText('Saved: in force now.').waitFor({ timeout: 10_000 });
    expect(await daily.textContent()).toContain(sc(limit));
    await shoot(page, 'wager-limit-set', true);

    await page.goto(`${server.url}/slots?game=6`);
    await page.getByRole('button', { name: 'SPIN', exact: true }).waitFor({ timeout: 10_000 });
    let playedToday = used;
    let refused = false;
    for (let attempt = 0; attempt < 10 && !refused; attempt++) {
      const before = await serverBalances(page);
      const played = await spin();
      if (played.outcome === 'refused') {
        refused = true;
        // The refused spin moved nothing.
        expect(await serverBalances(page)).toEqual(before);
        break;
      }
      playedToday += played.bet;
      expect(playedToday).toBeLessThanOrEqual(limit);
      await expect.poll(headerSweeps).toBe(before.sweeps - played.bet + played.win);
    }
    expect(refused).toBe(true);
    // Two spins fit (a free spin, staking nothing, may come between them).
    expect(seen.spins.filter((s) => s.bet > 0)).toHaveLength(3);
    const toast = page.getByTestId('toast').filter({ hasText: 'Wager limit reached' });
    expect(await toast.count()).toBe(1);
    expect(await toast.textContent()).toContain(
      `This bet would take you past your daily wager limit of ${sc(limit)} (${sc(playedToday)} played today).`,
    );
    expect(await toast.textContent()).toMatch(/The limit resets .+ 00:00 UTC\./);
    await shoot(page, 'wager-limit-reached', true);
  });

  it('passes the sandbox identity check and requests a redemption on /redeem', async () => {
    await page.goto(`${server.url}/redeem`);
    const balance = (await serverBalances(page)).sweeps;
    await expect
      .poll(() => page.getByTestId('redeem-balance').textContent(), { timeout: 15_000 })
      .toBe(sc(balance));
    expect(await page.getByTestId('kyc-status').textContent()).toBe('Not verified');
    expect(await page.getByTestId('kyc-sandbox').textContent()).toMatch(/^Sandbox/);
    const form = page.getByTestId('kyc-form');
    await form.getByLabel('Legal first name').fill('Sam');
    await form.getByLabel('Legal last name').fill(LAST_NAME);
    await form.getByLabel('Date of birth').fill('1990-04-01');
    await form.getByLabel('Address', { exact: true }).fill('1 Journey Street');
    await form.getByLabel('City').fill('Albany');
    await form.getByLabel('State or province code').fill('NY');
    await form.getByLabel('Postal code').fill('12207');
    await form.getByLabel('Document number').fill('P7654321');
    await page.getByTestId('kyc-submit').click();
    await expect
      .poll(() => page.getByTestId('kyc-status').textContent(), { timeout: 15_000 })
      .toBe('Verified');

    await page.getByTestId('redeem-amount').fill('100.00');
    await page.getByTestId('redeem-submit').click();
    await toastTitled(page, 'Redemption requested');
    await expect
      .poll(() => page.getByTestId('redemption-history').textContent(), { timeout: 15_000 })
      .toMatch(/100\.00 SC.*Waiting for review/);
    await expect.poll(() => page.getByTestId('redeem-balance').textContent()).toBe(sc(balance - 10_000));
    expect((await serverBalances(page)).sweeps).toBe(balance - 10_000);
    seen.redeemed = 10_000;
    await shoot(page, 'redemption-requested', true);
  });

  it('an admin approves and pays it in /admin/redemptions; the player sees it paid', async () => {
    await adminPage.goto(`${server.url}/admin/redemptions`);
    const queue = adminPage.getByTestId('redemption-queue');
    const row = queue.locator('tbody tr').filter({ hasText: LAST_NAME });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toMatch(new RegExp(`100\\.00 SC.*verified.*Sam ${LAST_NAME}`));
    // Both decisions are on screen at 1280x800, inside the card (not behind a sideways scroll).
    const card = await queue.boundingBox();
    for (const name of ['Approve', 'Reject']) {
      const button = await row.getByRole('button', { name }).boundingBox();
      if (!card || !button) throw new Error(`the queue or its ${name} button is not laid out`);
      expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
    }
    await shoot(adminPage, 'admin-redemption-queue');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Identity and playthrough checked');
    await dialog.getByRole('button', { name: 'Approve and pay' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await toastTitled(adminPage, 'Redemption approved');
    await expect.poll(() => queue.locator('tbody tr').filter({ hasText: LAST_NAME }).count()).toBe(0);

    await page.goto(`${server.url}/redeem`);
    const status = page.getByTestId('redemption-history').getByTestId('redemption-status').first();
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Paid');
    expect(await page.getByTestId('redemption-history').textContent()).toMatch(
      /Approved.*Paid.*Payout reference sandbox_redemption-/,
    );
    await page.getByTestId('redemption-history').scrollIntoViewIfNeeded();
    await shoot(page, 'redemption-paid', true);
  });

  it('the statement shows every SC movement and the recall replays the first SC spin', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/history$/);
    await page.getByTestId('statement-row').first().waitFor({ timeout: 10_000 });
    await page.getByTestId('statement-currency').selectOption('sweeps');
    const cells = (label: string) =>
      page.locator(`[data-testid="statement-row"] td[data-label="${label}"]`).allTextContents();
    await expect.poll(async () => (await cells('Kind')).at(-1)).toBe('Welcome coins');
    const kinds = await cells('Kind');
    const amounts = await cells('Amount');
    const rows = kinds.map((kind, i) => ({ kind, amount: amounts[i] ?? '' }));
    const amountsOf = (kind: string) =>
      rows.filter((r) => r.kind === kind).map((r) => centsIn(r.amount.replace('−', '-')));
    // Newest first: the redemption, then the spins stopped by the limit, the challenges, the bonus,
    // the first spin, the welcome coins.
    expect(rows[0]).toEqual({ kind: 'Prize redemption requested', amount: '−100.00 SC' });
    expect(amountsOf('Balance adjustment by support')).toEqual([15_000]);
    expect(amountsOf('Challenge stake')).toEqual([-8_000, -8_000]);
    expect(amountsOf('Challenge stake returned (draw)')).toEqual([8_000, 8_000]);
    const staked = seen.spins.filter((s) => s.bet > 0).map((s) => -s.bet);
    expect(amountsOf('Round stake').sort()).toEqual(staked.sort());
    const returned = seen.spins.filter((s) => s.win > 0).map((s) => s.win);
    expect([...amountsOf('Round return'), ...amountsOf('Jackpot win')].sort()).toEqual(returned.sort());
    expect(amountsOf('Welcome coins')).toEqual([1_000]);
    // The newest balance after is the SC balance now.
    const balanceAfter = await cells('Balance after');
    expect(centsIn(balanceAfter[0] ?? '')).toBe((await serverBalances(page)).sweeps);
    await shoot(page, 'statement-sc', true);

    // The game recall: the first SC spin, step by step, with its balance before and after in SC.
    await page.getByRole('tab', { name: 'Game recall' }).click();
    const item = page.locator(`[data-testid="round-item"][data-round-id="${seen.firstSpin.roundId}"]`);
    await item.waitFor({ timeout: 10_000 });
    await item.click();
    const recall = page.locator(`[data-testid="round-recall"][data-round-id="${seen.firstSpin.roundId}"]`);
    await recall.waitFor({ timeout: 10_000 });
    const facts = (await recall.getByTestId('recall-facts').textContent()) ?? '';
    expect(facts).toContain(`Stake${sc(seen.spins[0]!.bet)}`);
    expect(facts).toContain(`Balance before${sc(seen.firstSpin.before)}`);
    expect(facts).toContain(`Balance after${sc(seen.firstSpin.after)}`);
    const total = await recall.getByTestId('recall-steps').locator('li').count();
    expect(total).toBeGreaterThanOrEqual(3);
    await recall.getByTestId('replay-start').click();
    for (let step = 1; step < total; step++) {
      await expect
        .poll(() => recall.getByTestId('replay-status').textContent())
        .toBe(`Step ${step} of ${total}`);
      expect(await recall.getByTestId('recall-steps').locator('li').count()).toBe(step);
      await recall.getByTestId('replay-next').click();
    }
    await expect.poll(() => recall.getByTestId('recall-steps').locator('li').count()).toBe(total);
    const labels = await recall.locator('.step-replay__label').allTextContents();
    expect(labels[0]).toBe('Bet');
    expect(labels.at(-1)).toBe('Settle');
    await shoot(page, 'recall-sc-spin', true);
  });

  it('raised no page errors and no content security policy violations', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});

import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, newGuest, screenshotPath, watchPageErrors, WEB_DIST_DIR } from './browser.js';

// Issue 18, the account: a guest is refused a purchase and registers from the store, edits the
// profile and the avatar (bundled, then uploaded), verifies the email through the local mailbox,
// signs in on a second browser (a phone) and signs it out from the first ("sign out everywhere
// else"), resets a forgotten password through the local mailbox, and buys a coin package through the
// confirmation dialog. Screenshots at 1280x800 (desktop) and 390x844 (phone).

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let desktop: { context: BrowserContext; page: Page; errors: string[] };
let phone: { context: BrowserContext; page: Page; errors: string[] };

const EMAIL = `ada-${Date.now()}@example.test`;
const FIRST_PASSWORD = 'analytical-engine-1843';
const NEW_PASSWORD = 'difference-engine-1822';

beforeAll(async () => {
  // The mailer runs often, so mail reaches the local mailbox at once.
  server = await startTestServer({ webDistDir: WEB_DIST_DIR, env: { OUTBOX_INTERVAL_MS: '200' } });
  browser = await launchChromium();
  desktop = await newGuest(browser, server.url, { width: 1280, height: 800 });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  phone = { context, page, errors: watchPageErrors(context, page) };
});

afterAll(async () => {
  await desktop?.context.close();
  await phone?.context.close();
  await browser?.close();
  await server?.close();
});

const toastWith = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });
const signedIn = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/user')).status === 200);

/** A real 96x96 PNG (a grey square), as a player's picture file would be. */
function pngFile(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (table[(c ^ x) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const side = 96;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((side * 3 + 1) * side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) rows.set([40 + x, 20 + y, 160], y * (side * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from('Comment\0taken at 47.6062N 122.3321W')),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens the newest mail with this subject in the local mailbox and follows its link to this site. */
async function followMailedLink(page: Page, subject: string): Promise<void> {
  await page.goto(`${server.url}/mailbox`);
  const letter = page.getByRole('listitem').filter({ hasText: subject }).first();
  await letter.waitFor({ timeout: 15_000 });
  await letter.getByRole('link').first().click();
}

describe('the account in the browser', () => {
  it('a guest is refused a purchase, told why, and registers from the store', async () => {
    const { page } = desktop;
    await page.goto(`${server.url}/coin-store`);
    await page.getByTestId('store-eligibility').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('store-eligibility').textContent()).toMatch(
      /^Register with your email and date of birth \(18\+\)/,
    );
    await page.getByTestId('package-1').getByRole('button', { name: 'Buy for $4.99' }).click();
    const dialog = page.getByTestId('purchase-dialog');
    await dialog.getByRole('heading', { name: 'Before you buy' }).waitFor();
    expect(await dialog.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('account-guest-purchase-refused') });

    await dialog.getByRole('button', { name: 'Create your account' }).click();
    const auth = page.getByRole('dialog', { name: 'Save your account' });
    await auth.getByLabel('First name').fill('Ada');
    await auth.getByLabel('Last name').fill('Lovelace');
    await auth.getByLabel('Email').fill(EMAIL);
    await auth.getByLabel('Password').fill(FIRST_PASSWORD);
    await auth.getByLabel('Date of birth').fill('1990-12-10');
    await auth.getByRole('button', { name: 'Save account' }).click();
    // Registering reloads the page as a registered player, who must still declare a region.
    await expect
      .poll(() => page.getByTestId('store-eligibility').textContent(), { timeout: 15_000 })
      .toMatch(/^Tell us where you live/);
  });

  it('edits the profile (name and region) and becomes eligible', async () => {
    const { page } = desktop;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.locator('.account-menu__panel').getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${server.url}/profile`);
    await page.getByRole('heading', { name: /Your\s+profile/ }).waitFor();
    expect(await page.getByTestId('profile-email').textContent()).toBe(`${EMAIL}Unverified`);
    expect(await page.getByTestId('eligibility').textContent()).toMatch(/^Tell us where you live/);

    await page.getByLabel('First name').fill('Augusta Ada');
    await page.getByLabel('Country you live in').selectOption('US');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await toastWith(page, 'Profile saved').waitFor({ timeout: 10_000 });
    await expect
      .poll(() => page.getByTestId('eligibility').textContent(), { timeout: 10_000 })
      .toBe('You can buy coin packages and play with sweepstakes coins from Texas, United States.');
    const me = await page.evaluate(
      async () => (await (await fetch('/api/auth/user')).json()) as { firstName: string },
    );
    expect(me.firstName).toBe('Augusta Ada');
  });

  it('changes the avatar: one of ours, then an uploaded picture served from this site', async () => {
    const { page } = desktop;
    await page.getByRole('button', { name: 'Crown' }).click();
    const headerAvatar = page.locator('.account-menu__trigger img');
    await expect.poll(() => headerAvatar.getAttribute('src'), { timeout: 10_000 }).toBe('/avatars/crown.svg');
    expect(await page.getByRole('button', { name: 'Crown' }).getAttribute('aria-pressed')).toBe('true');

    await page.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: pngFile(),
    });
    await expect
      .poll(() => headerAvatar.getAttribute('src'), { timeout: 10_000 })
      .toMatch(/^\/api\/account\/avatar-images\/[a-f0-9]{32}$/);
    const src = (await headerAvatar.getAttribute('src')) ?? '';
    // Loaded by the browser under the site's content security policy, without its metadata.
    expect(
      await headerAvatar.evaluate((img) => {
        const image = img as unknown as { complete: boolean; naturalWidth: number };
        return image.complete && image.naturalWidth;
      }),
    ).toBe(96);
    const served = await page.evaluate(
      async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer()).length,
      src,
    );
    expect(served).toBeLessThan(pngFile().length);
    await page.screenshot({ path: screenshotPath('account-profile-desktop') });
  });

  it('verifies the email by the link the local mailbox kept', async () => {
    const { page } = desktop;
    await followMailedLink(page, 'Confirm your email address');
    await page.waitForURL(/\/verify-email\?token=/);
    await page.getByText(`Thank you: ${EMAIL} is verified.`).waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect
      .poll(() => page.getByTestId('profile-email').textContent(), { timeout: 10_000 })
      .toBe(`${EMAIL}Verified`);
  });

  it('signs in on a phone, and signs the phone out from the desktop ("sign out everywhere else")', async () => {
    const { page: mobile } = phone;
    await mobile.goto(server.url);
    await mobile.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const auth = mobile.getByRole('dialog');
    await auth.getByLabel('Email').fill(EMAIL);
    await auth.getByLabel('Password').fill(FIRST_PASSWORD);
    await auth.locator('button[type="submit"]').click();
    await mobile.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    await mobile.goto(`${server.url}/settings`);
    await mobile.getByRole('heading', { name: 'Active sessions' }).waitFor();
    await mobile.screenshot({ path: screenshotPath('account-settings-phone'), fullPage: true });

    const { page } = desktop;
    await page.goto(`${server.url}/settings`);
    const sessions = page.getByTestId('session');
    await expect.poll(() => sessions.count(), { timeout: 10_000 }).toBe(2);
    expect(await sessions.first().textContent()).toContain('This device');
    await page.screenshot({ path: screenshotPath('account-settings-desktop'), fullPage: true });
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await toastWith(page, 'Signed out 1 session').waitFor({ timeout: 10_000 });
    await expect.poll(() => sessions.count(), { timeout: 10_000 }).toBe(1);

    // The phone's session ended: its next request finds it signed out, and it shows the landing page.
    expect(await signedIn(mobile)).toBe(false);
    await mobile.reload();
    await mobile.getByRole('button', { name: 'Start Playing' }).first().waitFor({ timeout: 15_000 });
    expect(await signedIn(page)).toBe(true);
  });

  it('resets a forgotten password through the local mailbox; every session ends', async () => {
    const { page: mobile } = phone;
    await mobile.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await mobile.getByRole('button', { name: 'Forgot password?' }).click();
    const auth = mobile.getByRole('dialog', { name: 'Forgot your password?' });
    await auth.getByLabel('Email').fill(EMAIL);
    await auth.getByRole('button', { name: 'Send me a reset link' }).click();
    await auth.getByTestId('reset-requested').waitFor({ timeout: 10_000 });
    expect(await auth.getByTestId('reset-requested').textContent()).toMatch(/^If an account uses this email/);
    await mobile.screenshot({ path: screenshotPath('account-forgot-password-phone') });
    await mobile.keyboard.press('Escape');

    // The mail is kept in the installation's mailbox, which the desktop (still signed in) shows.
    const { page } = desktop;
    await followMailedLink(page, 'Choose a new password');
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Repeat it').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByTestId('reset-done').waitFor({ timeout: 10_000 });
    // Every session ended, the desktop's own too: it now shows the public page, signed out.
    await page.getByRole('button', { name: 'Sign in with the new password' }).waitFor({ timeout: 15_000 });
    expect(await signedIn(page)).toBe(false);
    await page.screenshot({ path: screenshotPath('account-password-reset-desktop') });

    const old = await page.evaluate(
      async ([email, password]) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      [EMAIL, FIRST_PASSWORD],
    );
    expect(old).toBe(401);
  });

  it('signs in with the new password and buys a coin package through the confirmation dialog', async () => {
    const { page: mobile } = phone;
    await mobile.goto(server.url);
    await mobile.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const auth = mobile.getByRole('dialog');
    await auth.getByLabel('Email').fill(EMAIL);
    await auth.getByLabel('Password').fill(NEW_PASSWORD);
    await auth.locator('button[type="submit"]').click();
    await mobile.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });

    await mobile.goto(`${server.url}/coin-store`);
    await mobile.getByTestId('package-1').waitFor({ timeout: 10_000 });
    expect(await mobile.getByTestId('store-eligibility').count()).toBe(0);
    await mobile.getByTestId('package-1').getByRole('button', { name: 'Buy for $4.99' }).click();
    const dialog = mobile.getByTestId('purchase-dialog');
    await dialog.getByRole('heading', { name: 'Confirm your purchase' }).waitFor();
    const summary = (await dialog.locator('.purchase-summary').textContent()) ?? '';
    expect(summary).toContain('Starter Pack');
    expect(summary).toContain('5,000 GC');
    expect(summary).toContain('5 sweepstakes coins');
    expect(await dialog.getByTestId('purchase-price').textContent()).toBe('$4.99');
    expect(await dialog.textContent()).toContain('test mode, no real money is charged');
    await mobile.screenshot({ path: screenshotPath('account-purchase-confirm-phone') });
    const before = await mobile.evaluate(
      async () => (await (await fetch('/api/auth/user')).json()) as { balance: string },
    );

    await dialog.getByRole('button', { name: 'Pay $4.99' }).click();
    await toastWith(mobile, 'Purchase Successful!').waitFor({ timeout: 15_000 });
    const after = await mobile.evaluate(
      async () => (await (await fetch('/api/auth/user')).json()) as { balance: string },
    );
    // 5,000 coins and the welcome bonus (200%), and the Friday reload on a UTC Friday.
    expect(Number(after.balance) - Number(before.balance)).toBeGreaterThanOrEqual(15_000);
    await mobile.screenshot({ path: screenshotPath('account-purchase-done-phone') });
  });

  it('shows the footer with the rules pages on every page, and the terms and privacy pages signed out', async () => {
    const { page: mobile } = phone;
    const footer = mobile.getByRole('contentinfo');
    const links = await footer.getByRole('link').allTextContents();
    expect(links).toEqual(['Terms', 'Official Sweepstakes Rules', 'Privacy', 'Responsible Gaming']);
    await mobile.goto(`${server.url}/profile`);
    await mobile.getByRole('heading', { name: /Your\s+profile/ }).waitFor();
    await mobile.screenshot({ path: screenshotPath('account-profile-phone'), fullPage: true });

    const { page } = desktop;
    await page.goto(`${server.url}/terms`);
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await page.getByTestId('excluded-regions').waitFor();
    expect(await page.getByTestId('excluded-regions').textContent()).toBe(
      'Washington, United States; Idaho, United States; Michigan, United States; Nevada, United States',
    );
    await page.screenshot({ path: screenshotPath('account-terms-desktop') });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await page.screenshot({ path: screenshotPath('account-privacy-desktop') });
    await mobile.goto(`${server.url}/privacy`);
    await mobile.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await mobile.screenshot({ path: screenshotPath('account-privacy-phone') });

    expect(desktop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});

import { startSmtpSink, type SmtpSink } from '@casino/domain/smtp-sink';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, newGuest, screenshotPath, WEB_DIST_DIR } from './browser.js';

// /social-share in the browser: the spec's validation toasts, a share opening the platform's page,
// and an email invitation that really arrives, through the mailer, in an SMTP server this test runs.
// Then the embedded default without SMTP: the invitation lands in the local mailbox the app shows.

let sink: SmtpSink;
let smtpServer: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
beforeAll(async () => {
  sink = await startSmtpSink();
  smtpServer = await startTestServer({
    webDistDir: WEB_DIST_DIR,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Casino <invites@casino.test>', OUTBOX_INTERVAL_MS: '200' },
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await smtpServer?.close();
  await sink?.close();
});

const toastTitled = (page: Page, title: string) =>
  page.getByTestId('toast').filter({ hasText: title }).first().waitFor({ timeout: 15_000 });

describe('sharing and inviting on /social-share', () => {
  it('refuses an empty share with the spec toasts, then opens the chosen platform', async () => {
    const { context, page, errors } = await newGuest(browser, smtpServer.url);
    await page.goto(`${smtpServer.url}/social-share`);
    await page.getByRole('heading', { name: /Share & Invite/ }).waitFor();
    await page.getByRole('button', { name: 'Share Now' }).click();
    await toastTitled(page, 'Select Platforms');
    await page.getByRole('checkbox', { name: 'Twitter / X' }).check();
    await page.getByRole('textbox', { name: 'Your message' }).fill('   ');
    await page.getByRole('button', { name: 'Share Now' }).click();
    await toastTitled(page, 'Add Content');

    await page.getByRole('button', { name: /Achievement/ }).click();
    await page.getByRole('textbox', { name: 'Your message' }).fill('Level 10 and counting!');
    // The browser has no internet: the platform's page is answered here, and its address is what counts.
    await context.route('https://twitter.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Share on X</title>' }),
    );
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Share Now' }).click();
    const popup = await opened;
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=Level%2010%20and%20counting!/);
    await popup.close();
    await toastTitled(page, 'Shared');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('invites a friend by email, and the invitation arrives in the SMTP server', async () => {
    const { context, page, errors } = await newGuest(browser, smtpServer.url);
    await page.goto(`${smtpServer.url}/social-share`);
    await page.getByRole('button', { name: 'Send Invitations' }).click();
    await toastTitled(page, 'Add Contacts');

    await page
      .getByRole('textbox', { name: 'Emails (comma separated)' })
      .fill(' Friend@Example.test , ,nope ');
    await page.getByRole('textbox', { name: 'Phone numbers (comma separated)' }).fill('+1 415 555 0123');
    await page
      .getByRole('textbox', { name: 'Personal message (optional)' })
      .fill('Join me at the roulette table!');
    await page.screenshot({ path: screenshotPath('social-share-invite-filled') });
    await page.getByRole('button', { name: 'Send Invitations' }).click();
    await toastTitled(page, '2 Invitations Sent');
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain('nope (not a valid');
    await page.screenshot({ path: screenshotPath('social-share-invited') });

    const [mail] = await sink.waitFor(1, 15_000);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('friend@example.test');
    expect(mail?.from?.text).toContain('invites@casino.test');
    expect(mail?.subject).toMatch(/invited you to play at the casino$/);
    expect(mail?.text).toContain('Join me at the roulette table!');
    expect(mail?.text).toContain(`Join here: ${smtpServer.url}/`);
    // With SMTP configured there is no local mailbox.
    expect(await page.getByRole('link', { name: 'local mailbox' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the local mailbox (no SMTP: the embedded default)', () => {
  it('keeps the invitation and shows it to the invited player once they register', async () => {
    const server = await startTestServer({ webDistDir: WEB_DIST_DIR, env: { OUTBOX_INTERVAL_MS: '200' } });
    try {
      const inviter = await newGuest(browser, server.url);
      await inviter.page.goto(`${server.url}/social-share`);
      const address = `newcomer-${Date.now()}@example.test`;
      await inviter.page.getByRole('textbox', { name: 'Emails (comma separated)' }).fill(address);
      await inviter.page.getByRole('button', { name: 'Send Invitations' }).click();
      await toastTitled(inviter.page, '1 Invitation Sent');
      await inviter.page.getByRole('link', { name: 'local mailbox' }).waitFor();
      await inviter.page.screenshot({ path: screenshotPath('social-share-local-mailbox-note') });

      const invitee = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await invitee.newPage();
      await page.goto(server.url);
      const registered = await invitee.request.post(`${server.url}/api/auth/register`, {
        data: {
          email: address,
          password: 'correct horse battery',
          firstName: 'Nia',
          lastName: 'Newcomer',
          dateOfBirth: '1990-01-01',
        },
        headers: { origin: server.url },
      });
      expect(registered.status()).toBe(200);
      await page.goto(`${server.url}/mailbox`);
      await page.getByText('not real email', { exact: false }).first().waitFor();
      // The mailer runs every 200 ms: the invitation was kept long before the invitee signed up.
      const letter = page.getByRole('listitem').filter({ hasText: 'invited you to play at the casino' });
      await letter.waitFor({ timeout: 15_000 });
      expect(await letter.count()).toBe(1);
      expect(await letter.textContent()).toContain(`To ${address}`);
      await page.screenshot({ path: screenshotPath('local-mailbox') });
      await invitee.close();
      await inviter.context.close();
    } finally {
      await server.close();
    }
  });
});

import { OAuth2Server } from 'oauth2-mock-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, screenshotPath, watchPageErrors, WEB_DIST_DIR } from './browser.js';

// Social login in the browser (issue 17): the embedded server configured with a local OpenID
// provider (oauth2-mock-server, no internet) as Google; a signed-out visitor presses the Google
// button in the sign-in dialog, passes through the provider and comes back signed in, with the
// connect bonus and the connection listed on /social-login.

const provider = new OAuth2Server();
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, 'localhost');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: 'e2e-google-subject',
      email: 'jane@mail.test',
      given_name: 'Jane',
      family_name: 'Doe',
    });
  });
  server = await startTestServer({
    webDistDir: WEB_DIST_DIR,
    env: {
      SOCIAL_GOOGLE_ISSUER: provider.issuer.url ?? '',
      SOCIAL_GOOGLE_CLIENT_ID: 'casino-e2e',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'casino-e2e-secret',
    },
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider.stop();
});

describe('social login', () => {
  it('signs a visitor up with the provider button and brings them back signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(context, page);

    await page.goto(`${server.url}/social-login`);
    await page.getByTestId('sign-in-prompt').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    const google = dialog.getByRole('button', { name: 'Continue with Google' });
    await expect.poll(() => google.isEnabled(), { timeout: 10_000 }).toBe(true);
    // Not configured here: disabled, saying why.
    expect(await dialog.getByRole('button', { name: 'Continue with Apple' }).isDisabled()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Apple sign-in is not set up on this server.').isVisible())
      .toBe(true);
    await page.screenshot({ path: screenshotPath('social-login-dialog') });

    await google.click();
    await page.waitForURL(/\/social-login\?signedIn=google/, { timeout: 15_000 });
    await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('social-outcome').textContent())
      .toBe('You are signed in with Google. 500 coins have been added to your balance.');
    const connections = page.getByRole('region', { name: 'Connected accounts' });
    await expect.poll(() => connections.getByText('Google', { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => connections.getByText('Jane Doe', { exact: false }).isVisible()).toBe(true);
    const providers = page.getByRole('region', { name: 'Sign-in providers' });
    expect(await providers.getByRole('button', { name: 'Google connected' }).isDisabled()).toBe(true);
    expect(await providers.getByRole('button', { name: 'Continue with Instagram' }).isDisabled()).toBe(true);
    await expect.poll(() => providers.getByText(/Instagram offers no sign-in/).isVisible()).toBe(true);
    const user = await page.evaluate<{ balance: string; isGuest: boolean }>(
      "fetch('/api/auth/user').then((r) => r.json())",
    );
    expect(user).toMatchObject({ balance: '10500.00', isGuest: true });
    await page.screenshot({ path: screenshotPath('social-login-signed-in'), fullPage: true });

    // The only way into an account without a password cannot be unlinked.
    await connections.getByRole('button', { name: 'Unlink' }).click();
    await expect
      .poll(() => connections.getByRole('alert').textContent())
      .toMatch(/Google is your only way to sign in/);
    await page.screenshot({ path: screenshotPath('social-login-unlink-refused') });
    expect(errors).toEqual([]);
    await context.close();
  });
});

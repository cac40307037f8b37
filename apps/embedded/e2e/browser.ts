import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Screenshots land in test-results/ at the repository root (kept as CI artifacts). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../../test-results/screenshots', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const screenshotPath = (name: string): string => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, `${name}.png`);
};

/** Debian's Chromium, never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface Guest {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page and content security policy violations, to assert there were none. */
  errors: string[];
}

/**
 * Collects what the pages of a context report breaking the content security policy the api serves
 * (Chromium logs each refused script, style, image or connection as a console error), so every
 * browser test also checks that the app works under that policy.
 */
export function watchPageErrors(context: BrowserContext, page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(`CSP: ${message.text()}`);
  });
  return errors;
}

/** A new guest player in a browser context of its own: the landing page's Start Playing, then the signed-in header. */
export async function newGuest(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<Guest> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchPageErrors(context, page);
  await page.goto(url);
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByTestId('header-balance').waitFor({ state: 'visible', timeout: 15_000 });
  return { context, page, errors };
}

/** Selects a tab by its name and waits until it is the selected one. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

/** How far the page is scrolled down, in CSS pixels. */
export const scrollTop = (page: Page): Promise<number> =>
  page.evaluate<number>('document.scrollingElement.scrollTop');

/** Scrolls the page to its foot at once (instant: the app's stylesheet scrolls smoothly). */
export const scrollToFoot = (page: Page): Promise<unknown> =>
  page.evaluate(`window.scrollTo({ top: document.scrollingElement.scrollHeight, behavior: 'instant' })`);

/** An amount shown on the page ("9,500.00 coins") in cents. */
export function centsIn(text: string | null): number {
  const match = /(-?[\d,]+\.\d{2})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import { launchChromium, newGuest, openTab, screenshotPath, WEB_DIST_DIR } from './browser.js';

// Issue 18, history and game recall in the browser: a player plays a slot, a blackjack hand and a
// roulette spin; opens the statement from the avatar menu, filters it and downloads its CSV; then
// recalls each round step by step and, after rotating the seed, sees each one verified in the page.

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
  browser = await launchChromium();
  ({ context, page, errors: pageErrors } = await newGuest(browser, server.url, { width: 1280, height: 800 }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const pageWidth = (p: Page) => p.evaluate<number>('document.documentElement.scrollWidth');
const statementRows = () => page.getByTestId('statement-row');
const kindsShown = async () =>
  page.locator('[data-testid="statement-row"] td[data-label="Kind"]').allTextContents();

/** A minimal RFC 4180 reader (the test's own). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text.charAt(i + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('history and game recall in the browser', () => {
  it('plays a slot, and its Recall link opens that round', async () => {
    await page.goto(`${server.url}/slots`);
    const spin = page.getByRole('button', { name: 'SPIN', exact: true });
    await spin.waitFor({ timeout: 10_000 });
    await spin.click();
    await expect
      .poll(() => page.getByTestId('slot-result').getAttribute('data-phase'), { timeout: 10_000 })
      .toBe('result');
    await page.getByTestId('recall-round').click();
    await page.waitForURL(/\/history\?tab=recall&round=session-\d+/);
    await page.getByTestId('round-recall').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('round-recall').getByRole('heading', { level: 2 }).textContent()).toMatch(
      /Diamond Deluxe|Pharaoh|Cosmic/,
    );
  });

  it('plays a blackjack hand and a roulette spin', async () => {
    await page.goto(`${server.url}/table-games`);
    await openTab(page, 'Blackjack');
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    const newGame = page.getByRole('button', { name: /^Deal again/ });
    for (let step = 0; step < 8 && !(await newGame.isVisible()); step++) {
      const stand = page.getByRole('button', { name: 'Stand', exact: true });
      const noInsurance = page.getByRole('button', { name: /^No insurance$|^No, play the blackjack$/ });
      if (await noInsurance.isVisible()) await noInsurance.click();
      else if (await stand.isVisible()) await stand.click();
      await page.waitForTimeout(300);
    }
    await newGame.waitFor({ timeout: 10_000 });
    await page.getByTestId('recall-round').waitFor();

    await page.goto(`${server.url}/table-games?tab=roulette`);
    const board = page.getByRole('group', { name: 'Roulette betting board' });
    await board.waitFor({ timeout: 10_000 });
    await board.getByRole('button', { name: /^Red/ }).click();
    await page.getByRole('button', { name: 'Spin Wheel' }).click();
    await page.getByRole('button', { name: 'Spinning…' }).waitFor();
    await page.getByRole('button', { name: 'Spin Wheel' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('recall-round').waitFor();
  });

  it('opens the statement from the avatar menu, filters it and downloads its CSV', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/history$/);
    await statementRows().first().waitFor({ timeout: 10_000 });
    const kinds = await kindsShown();
    expect(kinds).toContain('Round stake');
    expect(kinds).toContain('Bet');
    expect(kinds.slice(-2)).toEqual(['Welcome coins', 'Welcome coins']);
    await page.screenshot({ path: screenshotPath('history-statement-1280') });

    // Sweepstakes coins only: the welcome grant.
    await page.getByTestId('statement-currency').selectOption('sweeps');
    await expect.poll(kindsShown).toEqual(['Welcome coins']);
    await page.getByTestId('statement-currency').selectOption('');
    // Games only, today: every row a stake, a bet or what a round returned.
    await page.getByTestId('statement-kind').selectOption('games');
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect.poll(async () => (await kindsShown()).length).toBeGreaterThanOrEqual(3);
    for (const kind of await kindsShown())
      expect(kind).toMatch(/^(Round stake|Round return|Bet|Win|Jackpot win)$/);
    // A custom range of days long gone: nothing.
    await page.getByRole('button', { name: 'Custom range', exact: true }).click();
    await page.getByTestId('statement-from').fill('2020-01-01');
    await page.getByTestId('statement-to').fill('2020-01-31');
    await page.getByRole('heading', { name: 'No movements' }).waitFor();
    await page.getByRole('button', { name: 'All time', exact: true }).click();
    await expect.poll(async () => (await kindsShown()).length).toBeGreaterThanOrEqual(3);

    // The CSV of the filtered statement: the header, then the rows shown, in order.
    const cells = (label: string) =>
      page.locator(`[data-testid="statement-row"] td[data-label="${label}"]`).allTextContents();
    const shown = { kinds: await cells('Kind'), amounts: await cells('Amount') };
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statement-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csvRows(await readFile((await download.path()) ?? '', 'utf8'));
    expect(rows[0]).toEqual([
      'Time (UTC)',
      'Kind',
      'Currency',
      'Game',
      'Round',
      'Amount',
      'Balance after',
      'Transaction',
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(shown.kinds);
    // "−10.00 GC" on the page is "-10.00" in the file.
    expect(rows.slice(1).map((r) => r[5])).toEqual(
      shown.amounts.map((a) => a.replace('−', '-').replace('+', '').replace(/,/g, '').replace(/ GC$/, '')),
    );
    expect(rows.slice(1).every((r) => r[2] === 'GC' && /^\w/.test(r[3] ?? ''))).toBe(true);
  });

  it('recalls each round step by step, and verifies it in the browser after rotating the seed', async () => {
    await openTab(page, 'Game recall');
    const items = page.getByTestId('round-item');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(3);
    for (let i = 0; i < 3; i++) {
      const roundId = await items.nth(i).getAttribute('data-round-id');
      await items.nth(i).click();
      // The recall of this round (not the previous one's, still shown while this one loads).
      const recall = page.locator(`[data-testid="round-recall"][data-round-id="${roundId}"]`);
      await recall.waitFor();
      await expect.poll(() => items.nth(i).getAttribute('aria-current')).toBe('true');
      const total = await recall.getByTestId('recall-steps').locator('li').count();
      expect(total).toBeGreaterThanOrEqual(3);
      // Step by step: one more each time, the last one marked.
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
      const facts = await recall.getByTestId('recall-facts').textContent();
      expect(facts).toMatch(/Balance before[\d,]+\.\d{2} GC/);
      expect(facts).toMatch(/Balance after[\d,]+\.\d{2} GC/);
      if (i === 0) {
        await page.screenshot({ path: screenshotPath('history-recall-1280') });
        // The seed is still secret: rotating it reveals it, then the browser recomputes the round.
        await recall.getByRole('button', { name: 'Rotate my seed to reveal it' }).click();
      }
      await recall.getByTestId('recall-verify').click();
      await expect
        .poll(() => recall.getByTestId('fairness-verify-result').textContent(), { timeout: 10_000 })
        .toContain('Verified ✓');
    }
    await page.screenshot({ path: screenshotPath('history-recall-verified-1280'), fullPage: true });
  });

  it('on a phone: the statement as cards, the recall below its list', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: await context.storageState(),
    });
    const small = await phone.newPage();
    await small.goto(`${server.url}/history`);
    await small.getByTestId('statement-row').first().waitFor({ timeout: 10_000 });
    // Every card shows its kind and its amount without scrolling sideways.
    const overflow = (await pageWidth(small)) - 390;
    expect(overflow).toBeLessThanOrEqual(0);
    await expect
      .poll(() => small.getByTestId('statement-row').first().locator('[data-label="Amount"]').isVisible())
      .toBe(true);
    await small.screenshot({ path: screenshotPath('history-statement-390') });
    await openTab(small, 'Game recall');
    await small.getByTestId('round-item').first().click();
    await small.getByTestId('round-recall').waitFor();
    await small.waitForTimeout(600);
    await small.screenshot({ path: screenshotPath('history-recall-390') });
    expect(await pageWidth(small)).toBeLessThanOrEqual(390);
    await phone.close();
    expect(pageErrors).toEqual([]);
  });
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';
import {
  launchChromium,
  newGuest,
  screenshotPath,
  scrollToFoot,
  scrollTop,
  WEB_DIST_DIR,
  type Guest,
} from './browser.js';

// Issue 12's poker screen: at 1280×800 and on a 390×844 phone, the player's own seat is at the bottom
// of the table and, when the page opens, their cards and the action bar are in view without
// scrolling; their turn is plain (the seat lit, a timer counting down from the server's deadline,
// the tab title); blinds read as coins ("2/5 GC"); and while seated, every other page offers the way
// back to the table.

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, table: 'Heads-Up Showdown' },
  { name: 'phone', viewport: { width: 390, height: 844 }, table: 'Royal Flush Lounge' },
] as const;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const guests: Guest[] = [];

beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR, pokerTiming: { nextHandDelayMs: 500 } });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const g of guests) await g.context.close();
  await browser?.close();
  await server?.close();
});

async function guest(viewport: { width: number; height: number }): Promise<Guest> {
  const g = await newGuest(browser, server.url, viewport);
  guests.push(g);
  return g;
}

async function joinFromList(page: Page, table: string): Promise<void> {
  await page.goto(`${server.url}/poker`);
  const card = page.getByRole('article', { name: table });
  await card.waitFor({ timeout: 15_000 });
  // From the foot of the list: the table still opens at its top.
  await scrollToFoot(page);
  expect(await scrollTop(page), 'scrolled to the foot').toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Join Table' }).click();
  await page.locator('[data-testid="poker-seat"][data-me]').waitFor({ timeout: 15_000 });
  expect(await scrollTop(page), 'the table opens at its top').toBe(0);
}

/** Whether the element's whole box is inside the viewport as the page stands (no scrolling done). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

/** Whether every element matching `selector` is on top at its centre (nothing covers it). */
const uncovered = (page: Page, selector: string) =>
  page.evaluate<boolean>(`(() => {
    const all = [...document.querySelectorAll(${JSON.stringify(selector)})];
    return all.length > 0 && all.every((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
  })()`);

describe('the poker table screen', () => {
  for (const size of SIZES) {
    it(`${size.name} ${size.viewport.width}×${size.viewport.height}: own seat at the bottom, cards and action bar in view on load, a clear turn cue, the way back from another page`, async () => {
      const me = await guest(size.viewport);
      const other = await guest({ width: 1280, height: 800 });

      // The list shows the blinds as coins.
      await me.page.goto(`${server.url}/poker`);
      const card = me.page.getByRole('article', { name: size.table });
      await card.waitFor({ timeout: 15_000 });
      expect(await card.textContent()).toContain('2/5 GC');
      expect(await card.textContent()).not.toContain('$');

      await joinFromList(me.page, size.table);
      await joinFromList(other.page, size.table);
      const meta = await me.page.getByTestId('poker-room-meta').textContent();
      expect(meta).toContain('Blinds 2/5 GC');

      // Wait until it is this player's turn (heads-up either may act first: the other checks or calls).
      const bar = me.page.getByTestId('poker-actions');
      for (let i = 0; i < 40 && !(await bar.isVisible()); i++) {
        const theirs = other.page.getByTestId('poker-actions');
        if (await theirs.isVisible()) {
          const check = theirs.getByRole('button', { name: 'Check', exact: true });
          if (await check.isVisible()) await check.click();
          else await theirs.getByRole('button', { name: /^Call / }).click();
          await theirs.waitFor({ state: 'hidden', timeout: 10_000 });
        }
        await me.page.waitForTimeout(250);
      }
      await bar.waitFor({ timeout: 15_000 });

      // The page opened afresh on the player's turn: nothing scrolled, and what they need is in view.
      await me.page.reload();
      await bar.waitFor({ timeout: 15_000 });
      const ownCards = me.page.locator('[data-me] [data-testid="seat-cards-face"]');
      await ownCards.waitFor({ timeout: 15_000 });
      await me.page.waitForTimeout(500);
      await me.page.screenshot({ path: screenshotPath(`poker-screen-${size.name}-on-load`) });
      expect(await scrollTop(me.page)).toBe(0);
      expect(await inViewport(me.page, ownCards), 'own cards in view').toBe(true);
      expect(await inViewport(me.page, bar), 'action bar in view').toBe(true);
      expect(
        await uncovered(me.page, '[data-me] [data-testid="seat-cards-face"] .casino-card'),
        'own cards uncovered',
      ).toBe(true);
      expect(await uncovered(me.page, '[data-me] [data-testid="seat-chips"]'), 'own chips uncovered').toBe(
        true,
      );
      for (const name of ['Fold', /^(Check|Call )/]) {
        expect(await inViewport(me.page, bar.getByRole('button', { name }).first())).toBe(true);
      }

      // The own seat is the lowest on the table.
      const seats = me.page.getByTestId('poker-seat');
      const mine = await me.page.locator('[data-testid="poker-seat"][data-me]').boundingBox();
      for (const box of await Promise.all((await seats.all()).map((s) => s.boundingBox())))
        expect(box!.y).toBeLessThanOrEqual(mine!.y);

      // The turn cue: the seat is lit, a timer counts down from the server's deadline, the tab says so.
      const seat = me.page.locator('[data-testid="poker-seat"][data-me]');
      expect(await seat.getAttribute('class')).toContain('is-acting');
      const countdown = me.page.getByTestId('turn-countdown');
      expect(await inViewport(me.page, countdown)).toBe(true);
      const first = Number((await countdown.textContent())?.replace(/\D/g, ''));
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThanOrEqual(30);
      await expect
        .poll(async () => Number((await countdown.textContent())?.replace(/\D/g, '')), { timeout: 5_000 })
        .toBeLessThan(first);
      expect(await me.page.title()).toMatch(/^\(Your turn\) /);
      expect(await other.page.title()).not.toMatch(/Your turn/);
      await me.page.screenshot({ path: screenshotPath(`poker-screen-${size.name}-your-turn`) });
      await other.page.screenshot({ path: screenshotPath(`poker-screen-${size.name}-waiting`) });

      // Acting clears the cue.
      await bar.getByRole('button', { name: 'Fold', exact: true }).click();
      await expect.poll(() => me.page.title()).not.toMatch(/Your turn/);

      // On another page the way back to the table is offered, and it leads to the seat.
      await me.page.goto(`${server.url}/lobby`);
      const back = me.page.getByRole('link', { name: /Back to your table/ });
      await back.waitFor({ timeout: 10_000 });
      expect(await inViewport(me.page, back)).toBe(true);
      expect(await back.textContent()).toContain(size.table);
      await me.page.screenshot({ path: screenshotPath(`poker-screen-${size.name}-back-link`) });
      await back.click();
      await me.page.locator('[data-testid="poker-seat"][data-me]').waitFor({ timeout: 15_000 });

      // Leaving the table ends the offer.
      await me.page.getByRole('button', { name: 'Leave Table' }).click();
      await me.page.getByRole('article', { name: size.table }).waitFor({ timeout: 15_000 });
      await me.page.goto(`${server.url}/lobby`);
      await me.page.waitForTimeout(500);
      expect(await me.page.getByRole('link', { name: /Back to your table/ }).count()).toBe(0);
      await other.page.getByRole('button', { name: 'Leave Table' }).click();
      expect(me.errors).toEqual([]);
    });
  }
});

import type { Database, Kysely } from '@casino/db';
import type { Page } from 'playwright-core';

/**
 * Issue 18: only a registered player who declared a region where sweepstakes play is offered buys
 * coin packages. The browser tests of other features make their guest such a player directly in the
 * database (as registering and declaring California would), then reload so the page reads it.
 */
export async function makeEligibleBuyer(db: Kysely<Database>, page: Page): Promise<void> {
  const { id } = await page.evaluate(
    async () => (await (await fetch('/api/auth/user')).json()) as { id: string },
  );
  await db
    .updateTable('users')
    .set({
      is_guest: false,
      email: `buyer-${id}@casino.test`,
      password_hash: 'scrypt$131072$8$1$c2FsdA==$aGFzaA==',
      date_of_birth: '1990-01-01',
      region_country: 'US',
      region_state: 'CA',
    })
    .where('id', '=', id)
    .execute();
  await page.reload();
}

/** Buys a package through the store's confirmation dialog (what is bought and its price, then Pay). */
export async function buyPackage(page: Page, packageId: number, price: string): Promise<void> {
  await page
    .getByTestId(`package-${packageId}`)
    .getByRole('button', { name: `Buy for ${price}` })
    .click();
  const dialog = page.getByTestId('purchase-dialog');
  await dialog.getByRole('button', { name: `Pay ${price}` }).click();
}

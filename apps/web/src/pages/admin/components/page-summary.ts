import type { Page } from '@casino/contracts';

/** "26–50 of 312" for the pager; "No rows" when the list is empty. */
export function pageSummary(page: Pick<Page<unknown>, 'page' | 'pageSize' | 'total' | 'items'>): string {
  if (page.total === 0 || page.items.length === 0) return 'No rows';
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  return `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${page.total.toLocaleString('en-US')}`;
}

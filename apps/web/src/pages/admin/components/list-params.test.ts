import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@casino/contracts';
import { readListFilters, readListPaging, withListChange } from './list-params';

const params = (text: string) => new URLSearchParams(text);

describe('a list’s state in the URL', () => {
  it.each([
    { name: 'nothing set: first page, default size', url: '', page: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT },
    { name: 'a page and size', url: 'page=3&pageSize=50', page: 3, pageSize: 50 },
    { name: 'a size over the api’s most', url: 'pageSize=500', page: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT },
    { name: 'page zero', url: 'page=0', page: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT },
    { name: 'not a number', url: 'page=2x&pageSize=-1', page: 1, pageSize: ADMIN_PAGE_SIZE_DEFAULT },
  ])('$name', ({ url, page, pageSize }) => {
    expect(readListPaging(params(url))).toMatchObject({ page, pageSize });
  });

  it('a direction other than asc or desc is ignored', () => {
    expect(readListPaging(params('dir=sideways')).dir).toBeUndefined();
    expect(readListPaging(params('dir=asc')).dir).toBe('asc');
  });

  it('two lists on one page keep apart by their prefix', () => {
    const search = params('page=2&accounts.page=5&accounts.kind=wallet&kind=house');
    expect(readListPaging(search).page).toBe(2);
    expect(readListPaging(search, 'accounts.').page).toBe(5);
    expect(readListFilters(search, 'accounts.', ['kind', 'q'])).toEqual({ kind: 'wallet' });
    const next = withListChange(search, 'accounts.', { page: 6 });
    expect(next.get('page')).toBe('2');
    expect(next.get('kind')).toBe('house');
    expect(next.get('accounts.page')).toBe('6');
  });

  it.each([
    { name: 'a filter', patch: { filters: { kind: 'house' } } },
    { name: 'a sort', patch: { sort: 'balance', dir: 'asc' as const } },
    { name: 'a page size', patch: { pageSize: 50 } },
  ])('changing $name goes back to the first page', ({ patch }) => {
    const next = withListChange(params('page=4'), '', patch);
    expect(readListPaging(next).page).toBe(1);
  });

  it('an emptied filter leaves the URL', () => {
    expect(withListChange(params('q=abc&page=2'), '', { filters: { q: '' } }).toString()).toBe('');
  });

  it('whatever page is asked for is the page read back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (page) => {
        expect(readListPaging(withListChange(params(''), 'x.', { page }), 'x.').page).toBe(page);
      }),
    );
  });
});

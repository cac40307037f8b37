import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminQueryKey, adminUrl, keyStartsWithAny } from './admin-url';

describe('adminUrl', () => {
  it.each([
    { name: 'no query', path: '/api/admin/live', query: {}, url: '/api/admin/live' },
    {
      name: 'values in key order',
      path: '/api/admin/audit-log',
      query: { page: 2, action: 'game.update' },
      url: '/api/admin/audit-log?action=game.update&page=2',
    },
    {
      name: 'empty values left out',
      path: '/api/admin/ledger/accounts',
      query: { q: '', kind: undefined, currency: null, page: 1 },
      url: '/api/admin/ledger/accounts?page=1',
    },
    {
      name: 'text is encoded',
      path: '/api/admin/ledger/accounts',
      query: { q: 'a&b c' },
      url: '/api/admin/ledger/accounts?q=a%26b+c',
    },
    { name: 'booleans as words', path: '/x', query: { on: false }, url: '/x?on=false' },
  ])('$name', ({ path, query, url }) => {
    expect(adminUrl(path, query)).toBe(url);
  });

  it('reads back every non-empty value, whatever the text', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (query) => {
        const url = adminUrl('/p', query);
        const read = new URLSearchParams(url.split('?')[1] ?? '');
        for (const [key, value] of Object.entries(query)) {
          expect(read.get(key)).toBe(value === '' ? null : value);
        }
      }),
    );
  });

  it('one query, one key, whatever the order its fields were written in', () => {
    expect(adminQueryKey('/p', { a: 1, b: 'x' })).toEqual(adminQueryKey('/p', { b: 'x', a: 1 }));
    expect(adminQueryKey('/p')[0]).toBe('admin');
  });
});

describe('keyStartsWithAny (player caches an admin change makes stale)', () => {
  it.each([
    { name: 'the path itself', key: ['/api/games'], refreshed: true },
    { name: 'the path with a query', key: ['/api/games?type=slots'], refreshed: true },
    { name: 'a path under it', key: ['/api/games', 'slots'], refreshed: true },
    { name: 'a longer name', key: ['/api/games-history'], refreshed: false },
    { name: 'another path', key: ['/api/coin-packages'], refreshed: false },
    { name: 'an admin key', key: ['admin', '/api/admin/games'], refreshed: false },
  ])('$name', ({ key, refreshed }) => {
    expect(keyStartsWithAny(key, ['/api/games'])).toBe(refreshed);
  });
});

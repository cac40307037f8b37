import { describe, expect, it } from 'vitest';
import { pageSummary } from './page-summary';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('pageSummary', () => {
  it.each([
    { name: 'the first page', page: 1, pageSize: 25, total: 312, items: rows(25), text: '1–25 of 312' },
    { name: 'a middle page', page: 2, pageSize: 25, total: 312, items: rows(25), text: '26–50 of 312' },
    {
      name: 'the last, short page',
      page: 13,
      pageSize: 25,
      total: 312,
      items: rows(12),
      text: '301–312 of 312',
    },
    { name: 'thousands', page: 1, pageSize: 100, total: 12_345, items: rows(100), text: '1–100 of 12,345' },
    { name: 'nothing', page: 1, pageSize: 25, total: 0, items: [], text: 'No rows' },
    { name: 'past the end', page: 9, pageSize: 25, total: 30, items: [], text: 'No rows' },
  ])('$name', ({ text, ...page }) => {
    expect(pageSummary(page)).toBe(text);
  });
});

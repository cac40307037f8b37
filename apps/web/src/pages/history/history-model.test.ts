import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  entriesOf,
  filtersProblem,
  recallHref,
  signedCoins,
  statementParams,
  toneOf,
  type StatementFilters,
} from './history-model';

// The statement's filters as the api reads them, and how amounts read (issue 18).

const filters = (change: Partial<StatementFilters>): StatementFilters => ({ ...DEFAULT_FILTERS, ...change });

describe('the statement filters', () => {
  it.each([
    { name: 'nothing chosen', f: {}, params: {} },
    {
      name: 'a currency and a kind',
      f: { currency: 'sweeps', kind: 'games' },
      params: { currency: 'sweeps', kind: 'games' },
    },
    {
      name: 'today, in the browser zone',
      f: { period: 'today' },
      params: { period: 'today', tz: 'Europe/Paris' },
    },
    {
      name: 'a custom range',
      f: { period: 'custom', from: '2026-01-01', to: '2026-01-31' },
      params: { period: 'custom', from: '2026-01-01', to: '2026-01-31', tz: 'Europe/Paris' },
    },
    {
      name: 'days kept but not sent with a preset',
      f: { period: '7d', from: '2026-01-01' },
      params: { period: '7d', tz: 'Europe/Paris' },
    },
  ] as const)('$name', ({ f, params }) => {
    expect(statementParams(filters(f), 'Europe/Paris')).toEqual(params);
    expect(filtersProblem(filters(f), 'Europe/Paris')).toBeNull();
  });

  it.each([
    {
      name: 'a custom range without its first day',
      f: { period: 'custom' },
      problem: 'First day is required with period "custom".',
    },
    {
      name: 'days out of order',
      f: { period: 'custom', from: '2026-02-02', to: '2026-02-01' },
      problem: 'Last day must be on or after from.',
    },
  ] as const)('refuses $name in the server’s words', ({ f, problem }) => {
    expect(filtersProblem(filters(f), 'UTC')).toBe(problem);
  });
});

describe('amounts and links', () => {
  it.each([
    ['-10.00', 'coins', '−10.00 GC', 'down'],
    ['1234.50', 'sweeps', '+1,234.50 SC', 'up'],
    ['0.00', 'coins', '+0.00 GC', 'even'],
  ] as const)('%s %s reads %s', (amount, currency, text, tone) => {
    expect(signedCoins(amount, currency)).toBe(text);
    expect(toneOf(amount)).toBe(tone);
  });

  it('a round is recalled on the history page', () => {
    expect(recallHref('session-42')).toBe('/history?tab=recall&round=session-42');
  });

  it('pages of entries join once each', () => {
    const entry = (entryId: string) => ({ entryId }) as never;
    expect(
      entriesOf([{ items: [entry('3'), entry('2')] }, { items: [entry('2'), entry('1')] }]).map(
        (e: { entryId: string }) => e.entryId,
      ),
    ).toEqual(['3', '2', '1']);
  });
});

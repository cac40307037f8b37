import {
  PlayerStatementCsvQuery,
  type Currency,
  type PlayerRoundRow,
  type PlayerStatementEntry,
  type StatementKindGroup,
  type StatementPeriod,
} from '@casino/contracts';
import { GAMES } from '@casino/games';
import { formatAmount, type CoinMark } from '../../lib/format';

// The history page's plain logic (issue 18): the statement's filters as a query string, checked
// with the contract's own schema, and how amounts and rounds read.

/** The filters as the form holds them ('' for "any"). */
export interface StatementFilters {
  currency: Currency | '';
  kind: StatementKindGroup | '';
  period: StatementPeriod;
  from: string;
  to: string;
}

export const DEFAULT_FILTERS: StatementFilters = { currency: '', kind: '', period: 'all', from: '', to: '' };

export const PERIOD_LABELS: Readonly<Record<StatementPeriod, string>> = {
  all: 'All time',
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  custom: 'Custom range',
};

/** The browser's time zone: the statement's days are the player's own. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The query fields of the filters: empty ones left out, the zone only where days matter. */
export function statementParams(filters: StatementFilters, tz: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.currency) params.currency = filters.currency;
  if (filters.kind) params.kind = filters.kind;
  if (filters.period !== 'all') params.period = filters.period;
  if (filters.period === 'custom') {
    if (filters.from) params.from = filters.from;
    if (filters.to) params.to = filters.to;
  }
  if (filters.period !== 'all') params.tz = tz;
  return params;
}

/**
 * What is wrong with the filters, in the server's words (the contract's schema, not a second copy
 * of its rules), or null. A custom range needs a first day, and its days in order.
 */
export function filtersProblem(filters: StatementFilters, tz: string): string | null {
  const parsed = PlayerStatementCsvQuery.safeParse(statementParams(filters, tz));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const name = field === 'from' ? 'First day' : field === 'to' ? 'Last day' : field;
  return `${name} ${issue?.message ?? 'is invalid'}.`;
}

export const queryOf = (params: Record<string, string>): string => new URLSearchParams(params).toString();

export const markOf = (currency: Currency): CoinMark => (currency === 'coins' ? 'GC' : 'SC');

/** "+12.50 GC", "−10.00 SC": an entry's amount with its sign. */
export function signedCoins(amount: string, currency: Currency): string {
  const negative = amount.startsWith('-');
  const digits = formatAmount(negative ? amount.slice(1) : amount);
  return `${negative ? '−' : '+'}${digits} ${markOf(currency)}`;
}

export const toneOf = (amount: string): 'up' | 'down' | 'even' =>
  amount.startsWith('-') ? 'down' : /^0\.00$/.test(amount) ? 'even' : 'up';

/** The game filter of the rounds list: every game of the registry, then the challenges. */
export const GAME_OPTIONS: ReadonlyArray<{ key: string; label: string }> = [
  ...GAMES.map((g) => ({ key: g.key, label: g.name })),
  { key: 'challenges', label: 'P2P challenges' },
];

/** A round's line in the list: "Diamond Deluxe · pays ×2". */
export const roundTitle = (round: Pick<PlayerRoundRow, 'gameName' | 'summary'>): string =>
  `${round.gameName} · ${round.summary}`;

/** Where an entry's round is recalled (the history page's Game recall tab). */
export const recallHref = (roundId: string): string =>
  `/history?tab=recall&round=${encodeURIComponent(roundId)}`;

/** The statement's entries of several pages as one list, each once (pages never overlap; a guard all the same). */
export function entriesOf(pages: ReadonlyArray<{ items: PlayerStatementEntry[] }>): PlayerStatementEntry[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.items).filter((e) => !seen.has(e.entryId) && seen.add(e.entryId));
}

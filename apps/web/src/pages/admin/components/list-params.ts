import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, type SortDirection } from '@casino/contracts';

/** A list's paging and sorting as the api takes them (PageQueryFields + the list's `sort`). */
export interface ListPaging {
  page: number;
  pageSize: number;
  sort: string | undefined;
  dir: SortDirection | undefined;
}

export interface ListParams extends ListPaging {
  /** The list's own filters, as they stand in the URL. */
  filters: Readonly<Record<string, string>>;
  /** Changes some of them; any change but the page itself goes back to page 1. */
  update(patch: Partial<ListPaging> & { filters?: Record<string, string | undefined> }): void;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Reads a list's state from the URL's search params. Two lists on one page keep apart by a prefix
 * ("accounts." → accounts.page, accounts.sort): a link or a reload shows the same page of the same
 * list, and the back button steps through them.
 */
export function readListPaging(search: URLSearchParams, prefix = ''): ListPaging {
  const page = wholeNumber(search.get(`${prefix}page`), 1, 100_000) ?? 1;
  const pageSize =
    wholeNumber(search.get(`${prefix}pageSize`), 1, ADMIN_PAGE_SIZE_MAX) ?? ADMIN_PAGE_SIZE_DEFAULT;
  const sort = search.get(`${prefix}sort`) || undefined;
  const dirText = search.get(`${prefix}dir`);
  const dir = dirText === 'asc' || dirText === 'desc' ? dirText : undefined;
  return { page, pageSize, sort, dir };
}

export function readListFilters(
  search: URLSearchParams,
  prefix: string,
  filterNames: readonly string[],
): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(`${prefix}${name}`);
    if (value) filters[name] = value;
  }
  return filters;
}

/** The search params after a change to one list (the others' params stay as they are). */
export function withListChange(
  search: URLSearchParams,
  prefix: string,
  patch: Partial<ListPaging> & { filters?: Record<string, string | undefined> },
): URLSearchParams {
  const next = new URLSearchParams(search);
  const put = (name: string, value: string | number | undefined) => {
    if (value === undefined || value === '') next.delete(`${prefix}${name}`);
    else next.set(`${prefix}${name}`, String(value));
  };
  if ('sort' in patch) put('sort', patch.sort);
  if ('dir' in patch) put('dir', patch.dir);
  if (patch.pageSize !== undefined) put('pageSize', patch.pageSize);
  for (const [name, value] of Object.entries(patch.filters ?? {})) put(name, value);
  // A new filter, sort or page size shows its first page; only a page change moves elsewhere.
  put('page', patch.page !== undefined && patch.page > 1 ? patch.page : undefined);
  return next;
}

function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/** One list's paging, sorting and filters, kept in the URL. */
export function useListParams(prefix = '', filterNames: readonly string[] = []): ListParams {
  const [search, setSearch] = useSearchParams();
  const paging = readListPaging(search, prefix);
  const filterKey = filterNames.join(',');
  const filters = useMemo(
    () => readListFilters(search, prefix, filterKey ? filterKey.split(',') : []),
    [search, prefix, filterKey],
  );
  const update = useCallback<ListParams['update']>(
    (patch) => setSearch((current) => withListChange(current, prefix, patch)),
    [setSearch, prefix],
  );
  return { ...paging, filters, update };
}

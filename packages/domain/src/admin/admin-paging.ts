import { ADMIN_PAGE_SIZE_DEFAULT, type Page, type SortDirection } from '@casino/contracts';

/** A list query's paging, resolved: the defaults applied, the row offset computed. */
export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
  dir: SortDirection;
}

export function pagingOf(query: { page?: number; pageSize?: number; dir?: SortDirection }): Paging {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT;
  return { page, pageSize, offset: (page - 1) * pageSize, dir: query.dir ?? 'desc' };
}

export const pageFrom = <T>(paging: Paging, items: T[], total: number | bigint | string): Page<T> => ({
  items,
  total: Number(total),
  page: paging.page,
  pageSize: paging.pageSize,
});

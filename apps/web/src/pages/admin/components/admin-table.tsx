import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { Page } from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { PAGE_SIZES, type ListParams } from './list-params';
import { pageSummary } from './page-summary';

/** What the table reads of a query (a react-query result, or part of one: live operations' tables). */
export interface TableSource<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

export interface AdminTableProps<Row> {
  /** What the table lists, read by screen readers ("Ledger accounts"). */
  label: string;
  /**
   * The columns. A sortable column sets `enableSorting: true` and its `id` to the list's sort key
   * (the api's `sort` enum value); every other column is not sortable.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tanstack's own column type takes any per-column value
  columns: ColumnDef<Row, any>[];
  /** A page of a server-paged list, or a whole short list (the catalogue's games, packages, tables). */
  result: TableSource<Page<Row>> | TableSource<Row[]>;
  /** The list's paging and sorting in the URL; without it the table shows every row, unsorted, no pager. */
  params?: ListParams;
  rowId: (row: Row) => string;
  emptyText: string;
  /** A class for a row (stuck, suspended, selected). */
  rowClassName?: (row: Row) => string | undefined;
  onRowClick?: (row: Row) => void;
}

/**
 * A server-paged, server-sorted list on @tanstack/react-table: the table renders the page the api
 * sent (manualPagination, manualSorting) and a header click or the pager changes the URL's params,
 * which fetches the next page. Loading, empty and error states are rows of the table itself.
 */
export function AdminTable<Row>(props: AdminTableProps<Row>) {
  const { result, params } = props;
  const data: Page<Row> | Row[] | undefined = result.data;
  const page = data && !Array.isArray(data) ? data : undefined;
  const items = Array.isArray(data) ? data : (page?.items ?? []);
  const sorting: SortingState = params?.sort ? [{ id: params.sort, desc: params.dir !== 'asc' }] : [];
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  // The table is rebuilt from the page the api sent on every render; nothing memoizes its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: items,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.rowId,
    manualPagination: true,
    manualSorting: true,
    pageCount,
    defaultColumn: { enableSorting: false },
    enableSortingRemoval: false,
    sortDescFirst: true,
    enableSorting: params !== undefined,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      params?.update({ sort: first?.id, dir: first ? (first.desc ? 'desc' : 'asc') : undefined });
    },
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;

  return (
    <div className="admin-table" aria-busy={result.isFetching}>
      <div className="admin-table__scroll">
        <table aria-label={props.label} className={result.isPlaceholderData ? 'is-stale' : undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="admin-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true" className="admin-table__sort-mark">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {result.isPending ? (
              <tr>
                <td colSpan={columnCount} className="admin-table__state">
                  Loading…
                </td>
              </tr>
            ) : result.isError && !data ? (
              <tr>
                <td
                  colSpan={columnCount}
                  className="admin-table__state admin-table__state--error"
                  role="alert"
                >
                  {describeError(result.error)}{' '}
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => void result.refetch()}
                  >
                    Try again
                  </button>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="admin-table__state">
                  {props.emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  className={
                    [props.rowClassName?.(row.original), props.onRowClick ? 'is-clickable' : undefined]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  onClick={props.onRowClick ? () => props.onRowClick?.(row.original) : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {params && page ? <Pager params={params} page={page} pageCount={pageCount} /> : null}
    </div>
  );
}

function Pager({ params, page, pageCount }: { params: ListParams; page: Page<unknown>; pageCount: number }) {
  return (
    <div className="admin-pager">
      <span className="admin-pager__summary">{pageSummary(page)}</span>
      <label className="admin-pager__size">
        Rows
        <select
          value={params.pageSize}
          onChange={(event) => params.update({ pageSize: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={params.page <= 1}
        onClick={() => params.update({ page: params.page - 1 })}
      >
        Previous
      </button>
      <span className="admin-pager__page">
        Page {params.page} of {pageCount}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={params.page >= pageCount}
        onClick={() => params.update({ page: params.page + 1 })}
      >
        Next
      </button>
    </div>
  );
}

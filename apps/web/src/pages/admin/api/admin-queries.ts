import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Page } from '@casino/contracts';
import { apiJson, throwIfResNotOk, type HttpMethod } from '../../../api/http-client';
import { describeError } from '../../../api/error-message';
import { toast } from '../../../components/toaster/toast-store';
import { adminQueryKey, adminUrl, keyStartsWithAny, type AdminQuery } from './admin-url';
import type { ListParams } from '../components/list-params';

export interface AdminQueryOptions {
  /** Poll while the page is open (live operations: every 5 s). */
  refetchIntervalMs?: number;
  enabled?: boolean;
}

/**
 * GET an admin path with its query; T names the contracts type of the answer. No retry (the app's
 * client never retries): a 4xx is an answer, not a hiccup.
 */
export function useAdminQuery<T>(
  path: string,
  query: AdminQuery = {},
  options: AdminQueryOptions = {},
): UseQueryResult<T> {
  return useQuery<T>({
    queryKey: adminQueryKey(path, query),
    queryFn: ({ signal }) => fetchAdminJson<T>(adminUrl(path, query), signal),
    placeholderData: keepPreviousData,
    // Back-office figures move while the page is open: fresh on every visit, not cached forever.
    staleTime: 0,
    refetchInterval: options.refetchIntervalMs ?? false,
    enabled: options.enabled ?? true,
  });
}

/** A page of a server-paged, server-sorted list: the list's filters plus the table's paging from the URL. */
export function useAdminPage<Row>(
  path: string,
  params: ListParams,
  filters: AdminQuery = {},
  options: AdminQueryOptions = {},
): UseQueryResult<Page<Row>> {
  return useAdminQuery<Page<Row>>(
    path,
    { ...filters, page: params.page, pageSize: params.pageSize, sort: params.sort, dir: params.dir },
    options,
  );
}

async function fetchAdminJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export interface AdminMutationOptions<Vars> {
  method: Exclude<HttpMethod, 'GET'>;
  /** The path, or how to build it from the call's variables (an id in it). */
  path: string | ((vars: Vars) => string);
  /** The request body from the variables; by default the variables themselves. */
  body?: (vars: Vars) => unknown;
  /** Shown when the change is done. */
  successTitle: string | ((vars: Vars) => string);
  /**
   * Player-side paths the change makes stale, as prefixes of their query keys ('/api/games' covers
   * '/api/games?type=slots'); every admin query is refreshed anyway.
   */
  alsoRefresh?: readonly string[];
}

/**
 * A change: sends it, then refreshes every admin query (lists, totals, the audit log) and says so in
 * a toast; a refusal shows the api's own message (409 "already closed", 400 naming the field).
 */
export function useAdminMutation<Vars, Res = unknown>(options: AdminMutationOptions<Vars>) {
  const client = useQueryClient();
  return useMutation<Res, Error, Vars>({
    mutationFn: (vars) => {
      const path = typeof options.path === 'function' ? options.path(vars) : options.path;
      const body = options.body ? options.body(vars) : vars;
      return apiJson<Res>(options.method, path, body);
    },
    onSuccess: async (_res, vars) => {
      const title =
        typeof options.successTitle === 'function' ? options.successTitle(vars) : options.successTitle;
      toast({ title });
      const prefixes = options.alsoRefresh ?? [];
      await Promise.all([
        client.invalidateQueries({ queryKey: ['admin'] }),
        client.invalidateQueries({ predicate: (query) => keyStartsWithAny(query.queryKey, prefixes) }),
      ]);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Not done', description: describeError(error) });
    },
  });
}

/** A query's values as the api reads them: strings, numbers and booleans; empty ones are left out. */
export type AdminQueryValue = string | number | boolean | null | undefined;
export type AdminQuery = Readonly<Record<string, AdminQueryValue>>;

/**
 * `/api/admin/audit-log` + {action: 'game.update', page: 2, q: ''} → `/api/admin/audit-log?action=game.update&page=2`.
 * Keys are sorted so one query always makes one URL (and one cache entry); empty values are
 * dropped because the api's strict schemas refuse an empty enum or day.
 */
export function adminUrl(path: string, query: AdminQuery = {}): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The react-query key of an admin call: every admin key starts with 'admin' (one invalidation refreshes all). */
export function adminQueryKey(path: string, query: AdminQuery = {}): readonly ['admin', string] {
  return ['admin', adminUrl(path, query)] as const;
}

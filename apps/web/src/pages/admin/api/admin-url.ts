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

/** Whether a query key's path starts with one of the prefixes (the app's keys start with their path). */
export function keyStartsWithAny(queryKey: readonly unknown[], prefixes: readonly string[]): boolean {
  const first = queryKey[0];
  return (
    typeof first === 'string' &&
    prefixes.some(
      (prefix) => first === prefix || first.startsWith(`${prefix}?`) || first.startsWith(`${prefix}/`),
    )
  );
}

/** The back office's sections, in the side nav's order; paths are relative to /admin. */
export interface AdminSection {
  path: string;
  label: string;
  /** One line under the page title. */
  lead: string;
}

export const ADMIN_BASE = '/admin';

export const adminSections: readonly AdminSection[] = [
  { path: '', label: 'Overview', lead: 'The casino at a glance over a chosen period.' },
  { path: 'players', label: 'Players', lead: 'Find a player; their balances, play, sessions and actions.' },
  {
    path: 'adjustments',
    label: 'Adjustments',
    lead: 'Balance adjustments, and the ones waiting for a second admin.',
  },
  {
    path: 'redemptions',
    label: 'Redemptions',
    lead: 'Prize redemptions waiting for review, payouts, and every request.',
  },
  {
    path: 'kyc',
    label: 'Identity checks',
    lead: 'Players’ identity checks: the ones waiting for review first.',
  },
  { path: 'amoe', label: 'Mail-in entries', lead: 'Enter the codes of mail-in entries received by post.' },
  { path: 'ledger', label: 'Ledger', lead: 'The conservation audit and every account’s entries.' },
  { path: 'catalogue', label: 'Catalogue', lead: 'Games, coin packages, poker tables and AI games.' },
  { path: 'live', label: 'Live', lead: 'Every poker table and challenge room running now.' },
  { path: 'audit-log', label: 'Audit log', lead: 'Every change staff made: who, what, before and after.' },
];

/** The absolute path of a section ('' → /admin). */
export function adminPath(section: string): string {
  return section ? `${ADMIN_BASE}/${section}` : ADMIN_BASE;
}

/** The section a path under /admin belongs to (/admin/players/42 → Players), or undefined. */
export function sectionAt(pathname: string): AdminSection | undefined {
  const rest = pathname.startsWith(ADMIN_BASE) ? pathname.slice(ADMIN_BASE.length).replace(/^\/+/, '') : null;
  if (rest === null) return undefined;
  const first = rest.split('/')[0] ?? '';
  return adminSections.find((section) => section.path === first);
}

import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { useKeptSeatStore } from './kept-seat-store';
import './seated-table-link.css';

/**
 * "Back to your table": shown on every page while the player holds a poker seat they are not
 * looking at (their chips wait there, and the table plays their hand by its timer).
 */
export function SeatedTableLink() {
  const kept = useKeptSeatStore((s) => s.kept);
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  if (!kept || kept.userId !== user?.id) return null;
  const href = `/poker?table=${kept.tableId}`;
  // At that table nothing needs saying, and the table list says it in its own words.
  if (pathname + search === href || (pathname === '/poker' && search === '')) return null;
  return (
    <Link to={href} className="seated-table-link" data-testid="seated-table-link">
      <span className="seated-table-link__dot" aria-hidden="true" />
      Back to your table: <strong>{kept.tableName}</strong>
    </Link>
  );
}

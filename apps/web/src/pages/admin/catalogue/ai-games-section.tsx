import { createColumnHelper } from '@tanstack/react-table';
import type { AdminAiGame, AdminAiGameFeatureRequest, AdminAiGameHideRequest } from '@casino/contracts';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { AdminTable } from '../components/admin-table';
import { formatWhen } from '../components/format-when';
import { WriteButton } from '../components/staff-role';

const AI_GAMES_PATH = '/api/admin/ai-games';
/** The players' lists: a change here is theirs at once. */
const PLAYER_LIST_PATH = '/api/ai-games';

/** Generated games (issue 19): every one, designed or not; hide or show it, pick it for Featured. */
export function AiGamesSection() {
  const games = useAdminQuery<AdminAiGame[]>(AI_GAMES_PATH);
  const hide = useAdminMutation<{ game: AdminAiGame; change: AdminAiGameHideRequest }, AdminAiGame>({
    method: 'POST',
    path: ({ game }) => `${AI_GAMES_PATH}/${game.id}/hidden`,
    body: ({ change }) => change,
    successTitle: ({ game, change }) =>
      `${game.name || `Game ${game.id}`} ${change.hidden ? 'hidden' : 'shown again'}`,
    alsoRefresh: [PLAYER_LIST_PATH],
  });
  const feature = useAdminMutation<{ game: AdminAiGame; change: AdminAiGameFeatureRequest }, AdminAiGame>({
    method: 'POST',
    path: ({ game }) => `${AI_GAMES_PATH}/${game.id}/featured`,
    body: ({ change }) => change,
    successTitle: ({ game, change }) =>
      `${game.name || `Game ${game.id}`} ${change.featured ? 'featured' : 'no longer featured'}`,
    alsoRefresh: [PLAYER_LIST_PATH],
  });

  const column = createColumnHelper<AdminAiGame>();
  const columns = [
    column.accessor('name', {
      header: 'Game',
      cell: (c) => (
        <>
          <strong>{c.getValue() || '(being designed)'}</strong>
          <br />
          <span className="admin-card__note">
            {c.row.original.gameType} · {c.row.original.theme} · {c.row.original.difficulty}
          </span>
        </>
      ),
    }),
    column.accessor('creatorName', { header: 'Creator' }),
    column.accessor('rtp', {
      header: 'RTP',
      cell: (c) => <span className="admin-num">{c.getValue().toFixed(2)}%</span>,
    }),
    column.accessor('playCount', {
      header: 'Plays',
      cell: (c) => <span className="admin-num">{c.getValue()}</span>,
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (c) => {
        const g = c.row.original;
        const label = g.hidden
          ? 'Hidden'
          : g.status === 'ready'
            ? 'Live'
            : g.status === 'pending'
              ? 'Designing'
              : 'Failed';
        return (
          <>
            <span
              className={`admin-tag ${g.hidden || g.status !== 'ready' ? 'admin-tag--off' : 'admin-tag--on'}`}
            >
              {label}
            </span>
            {g.lastError && <span className="admin-card__note"> {g.lastError}</span>}
          </>
        );
      },
    }),
    column.accessor('createdAt', { header: 'Asked for', cell: (c) => formatWhen(c.getValue()) }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) => {
        const game = c.row.original;
        return (
          <div className="admin-actions">
            <WriteButton
              className={`btn btn--sm ${game.hidden ? 'btn--gold' : 'btn--danger'}`}
              onClick={() => hide.mutate({ game, change: { hidden: !game.hidden } })}
              aria-label={`${game.hidden ? 'Show' : 'Hide'} ${game.name}`}
            >
              {game.hidden ? 'Show' : 'Hide'}
            </WriteButton>
            <WriteButton
              className="btn btn--ghost btn--sm"
              disabled={game.status !== 'ready'}
              onClick={() => feature.mutate({ game, change: { featured: !game.featured } })}
              aria-label={`${game.featured ? 'Unfeature' : 'Feature'} ${game.name}`}
            >
              {game.featured ? 'Unfeature' : 'Feature'}
            </WriteButton>
          </div>
        );
      },
    }),
  ];

  return (
    <section className="admin-card" aria-label="AI games">
      <div className="admin-card__head">
        <p className="admin-card__note">
          A hidden game leaves every list and takes no new rounds (a hand already dealt is played out).
          Featured games head the players' Featured tab.
        </p>
      </div>
      <AdminTable
        label="AI games"
        columns={columns}
        result={games}
        rowId={(game) => String(game.id)}
        emptyText="No generated games yet."
        rowClassName={(game) => (game.hidden ? 'is-muted' : undefined)}
      />
    </section>
  );
}

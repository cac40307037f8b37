import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { GameBadge, GameUpdateRequest, type AdminGame } from '@casino/contracts';
import { formatCoins } from '../../../lib/format-coins';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { GAMES_PATH, gamePath } from '../api/admin-paths';
import { AdminDialog, ReasonDialog } from '../components/admin-dialog';
import { AdminTable } from '../components/admin-table';
import { checkForm, moneyField } from '../components/form-check';
import { WriteButton } from '../components/staff-role';

/** The players' catalogue reads the games; a change here is theirs at once. */
const PLAYER_GAMES_PATH = '/api/games';

type Open = { kind: 'toggle'; game: AdminGame } | { kind: 'edit'; game: AdminGame } | null;

function useGameUpdate() {
  return useAdminMutation<{ game: AdminGame; change: GameUpdateRequest }, AdminGame>({
    method: 'PATCH',
    path: ({ game }) => gamePath(game.id),
    body: ({ change }) => change,
    successTitle: ({ game }) => `${game.name} updated`,
    alsoRefresh: [PLAYER_GAMES_PATH],
  });
}

/** Every game, on or off: turn it on or off, change its limits and badge. */
export function GamesSection() {
  const games = useAdminQuery<AdminGame[]>(GAMES_PATH);
  const [open, setOpen] = useState<Open>(null);
  const update = useGameUpdate();

  const column = createColumnHelper<AdminGame>();
  const columns = [
    column.accessor('name', {
      header: 'Game',
      cell: (c) => (
        <>
          <strong>{c.getValue()}</strong>
          <br />
          <span className="admin-card__note">
            {c.row.original.category} · {c.row.original.provider}
          </span>
        </>
      ),
    }),
    column.accessor('rtp', {
      header: 'RTP',
      cell: (c) => <span className="admin-num">{c.getValue()}%</span>,
    }),
    column.display({
      id: 'limits',
      header: 'Limits',
      cell: (c) => limitsText(c.row.original.minBet, c.row.original.maxBet),
    }),
    column.accessor('badge', {
      header: 'Badge',
      cell: (c) => <span className="admin-tag admin-tag--gold">{c.getValue() ?? 'from data'}</span>,
    }),
    column.accessor('isActive', {
      header: 'Status',
      cell: (c) => (
        <span className={`admin-tag ${c.getValue() ? 'admin-tag--on' : 'admin-tag--off'}`}>
          {c.getValue() ? 'On' : 'Off'}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <div className="admin-actions">
          <WriteButton
            className={`btn btn--sm ${c.row.original.isActive ? 'btn--ghost' : 'btn--gold'}`}
            onClick={() => setOpen({ kind: 'toggle', game: c.row.original })}
            aria-label={`${c.row.original.isActive ? 'Turn off' : 'Turn on'} ${c.row.original.name}`}
          >
            {c.row.original.isActive ? 'Turn off' : 'Turn on'}
          </WriteButton>
          <WriteButton
            className="btn btn--ghost btn--sm"
            onClick={() => setOpen({ kind: 'edit', game: c.row.original })}
            aria-label={`Edit ${c.row.original.name}`}
          >
            Edit
          </WriteButton>
        </div>
      ),
    }),
  ];

  return (
    <section className="admin-card" aria-label="Games">
      <AdminTable
        label="Games"
        columns={columns}
        result={games}
        rowId={(game) => String(game.id)}
        emptyText="No games in the catalogue."
        rowClassName={(game) => (game.isActive ? undefined : 'is-muted')}
      />
      {open?.kind === 'toggle' ? (
        <ReasonDialog
          title={`${open.game.isActive ? 'Turn off' : 'Turn on'} ${open.game.name}`}
          description={
            open.game.isActive
              ? 'Players stop seeing it in the catalogue and cannot start a round at once.'
              : 'Players see it in the catalogue and can play it at once.'
          }
          confirmLabel={open.game.isActive ? 'Turn off' : 'Turn on'}
          danger={open.game.isActive}
          onConfirm={(reason) =>
            update.mutateAsync({ game: open.game, change: { isActive: !open.game.isActive, reason } })
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <GameEditDialog
          game={open.game}
          onClose={() => setOpen(null)}
          onSave={(change) => update.mutateAsync({ game: open.game, change })}
        />
      ) : null}
    </section>
  );
}

function limitsText(min: string | null, max: string | null): string {
  if (min === null && max === null) return '—';
  return `${min === null ? '—' : formatCoins(min)} – ${max === null ? '—' : formatCoins(max)}`;
}

const BADGE_FROM_DATA = 'data';

function GameEditDialog(props: {
  game: AdminGame;
  onSave: (change: GameUpdateRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const { game } = props;
  const [minBet, setMinBet] = useState(game.minBet ?? '');
  const [maxBet, setMaxBet] = useState(game.maxBet ?? '');
  const [badge, setBadge] = useState<string>(game.badge ?? BADGE_FROM_DATA);

  // Only what changed is sent (the audit row's before and after show exactly that).
  const fields = (reason: string) => {
    const nextBadge = badge === BADGE_FROM_DATA ? null : GameBadge.options.find((b) => b === badge);
    return {
      minBet: moneyField(minBet) !== (game.minBet ?? undefined) ? moneyField(minBet) : undefined,
      maxBet: moneyField(maxBet) !== (game.maxBet ?? undefined) ? moneyField(maxBet) : undefined,
      badge: nextBadge !== game.badge ? nextBadge : undefined,
      reason,
    };
  };
  const check = checkForm(GameUpdateRequest, fields('set'));

  return (
    <AdminDialog
      title={`Edit ${game.name}`}
      description={
        game.registryMinBet || game.registryMaxBet
          ? `Limits within the game's own bounds: ${limitsText(game.registryMinBet, game.registryMaxBet)}.`
          : undefined
      }
      confirmLabel="Save"
      formProblem={check.problem}
      onConfirm={(reason) => {
        const final = checkForm(GameUpdateRequest, fields(reason));
        return final.ok ? props.onSave(final.value) : Promise.reject(new Error(final.problem));
      }}
      onClose={props.onClose}
    >
      <div className="admin-dialog__fields">
        <label className="field">
          <span className="field__label">Minimum bet</span>
          <input
            className="field__input"
            inputMode="decimal"
            value={minBet}
            onChange={(e) => setMinBet(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Maximum bet</span>
          <input
            className="field__input"
            inputMode="decimal"
            value={maxBet}
            onChange={(e) => setMaxBet(e.target.value)}
          />
        </label>
        <label className="select-field field--wide">
          Badge
          <select value={badge} onChange={(e) => setBadge(e.target.value)}>
            <option value={BADGE_FROM_DATA}>From data (HOT and NEW by play and age)</option>
            {GameBadge.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
    </AdminDialog>
  );
}

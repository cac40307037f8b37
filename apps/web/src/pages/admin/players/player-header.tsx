import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminPlayerDetail } from '@casino/contracts';
import { formatDollars } from '../../../lib/format';
import { money, playerName, ROLE_LABELS, when } from './player-format';

/** The player's page header: who, their standing, balances and lifetime totals. */
export function PlayerHeader({ detail, actions }: { detail: AdminPlayerDetail; actions?: ReactNode }) {
  const { player, totals } = detail;
  return (
    <section className="player-header" aria-labelledby="player-name" data-testid="player-header">
      <div className="player-header__top">
        <div className="player-header__who">
          <Link to="/admin/players" className="player-header__back">
            ← Players
          </Link>
          <h2 id="player-name" className="player-header__name">
            {playerName(player)}
          </h2>
          <p className="player-header__meta">
            <span>{player.email ?? 'No email (guest)'}</span>
            <span className={`role-badge role-badge--${player.role}`}>{ROLE_LABELS[player.role]}</span>
            {player.isVip && <span className="role-badge role-badge--vip">VIP</span>}
            {player.suspendedAt ? (
              <span className="status-badge status-badge--bad" data-testid="suspended-badge">
                Suspended
              </span>
            ) : (
              <span className="status-badge status-badge--ok">Active</span>
            )}
          </p>
        </div>
        {actions}
      </div>
      {player.suspendedAt && (
        <p className="player-header__suspension" data-testid="suspension-reason">
          Suspended {when(player.suspendedAt)}
          {detail.suspendedReason ? `: ${detail.suspendedReason}` : ''}
        </p>
      )}
      <p className="player-header__id">
        Id <code>{player.id}</code> · joined {when(player.createdAt)} · last seen {when(player.lastSeenAt)}
      </p>

      <dl className="player-header__figures">
        <Figure label="Coins" value={money(player.balance)} testId="player-balance" />
        <Figure
          label="Sweepstakes coins"
          value={money(player.sweepstakesCoins, 'sweeps')}
          testId="player-sweeps"
        />
        <Figure label="Live sessions" value={String(detail.liveSessions)} testId="player-live-sessions" />
        <Figure label="Rounds" value={totals.rounds.toLocaleString('en-US')} />
        <Figure label="Wagered" value={money(totals.wagered)} />
        <Figure label="Won" value={money(totals.won)} />
        <Figure label="Purchases" value={formatDollars(totals.purchasesUsd)} />
        <Figure label="Challenges" value={totals.challenges.toLocaleString('en-US')} />
        <Figure label="Poker hands" value={totals.pokerHands.toLocaleString('en-US')} />
        <Figure label="Loyalty points" value={detail.loyaltyPoints.toLocaleString('en-US')} />
        <Figure label="Skill rating" value={String(detail.skillRating)} />
        <Figure
          label="Pending adjustments"
          value={String(detail.pendingAdjustments)}
          testId="player-pending-adjustments"
        />
      </dl>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="player-figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

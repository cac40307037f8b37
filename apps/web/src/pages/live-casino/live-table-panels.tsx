import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LiveRoundRecord, type LiveMyBets, type LiveTableSnapshot } from '@casino/contracts';
import { gameOf } from '@casino/games';
import { formatCents } from '../../components/games/money';
import { formatNetCoins } from '../../components/games/net-result';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import { liveGameKeyOf } from './live-game-view';
import { betLabel } from './live-bet-label';
import { latestBets, playerLines } from './live-players';
import { checkLiveRound } from './live-round-check';

// The parts of the shared table page every live game has: who is at the table with what they bet
// (the biggest players, the viewer's own bets), the latest bets placed, the last outcomes, and the round's fairness data (this round's commitment, the last one's seed).

/** An amount at the table, in its currency: "5.00 GC", "0.20 SC". */
const amountAt = (snapshot: Pick<LiveTableSnapshot, 'currency'>) => (units: number) =>
  `${formatCents(units)} ${currencyMark(snapshot.currency)}`;

export function PlayersPanel({
  snapshot,
  userId,
  myBets,
}: {
  snapshot: LiveTableSnapshot;
  userId: string;
  myBets: Readonly<LiveMyBets['bets']>;
}) {
  const lines = playerLines(snapshot, userId, myBets);
  const coins = amountAt(snapshot);
  return (
    <section className="live-panel" aria-labelledby="live-players-title">
      <h2 id="live-players-title" className="live-panel__title">
        Players <span className="live-panel__count">{snapshot.playerCount}</span>
        <span className="live-panel__aside" data-testid="live-spectators">
          {snapshot.spectators} watching
        </span>
      </h2>
      {lines.length === 0 ? (
        <p className="live-panel__empty">Nobody has bet this round yet.</p>
      ) : (
        <ul className="live-players" data-testid="live-players">
          {lines.map((player) => (
            <li
              key={player.userId}
              className={`live-player${player.me ? ' live-player--me' : ''}`}
              data-testid="live-player"
              data-me={player.me ? '' : undefined}
            >
              <span className="live-player__name">
                {player.name || (player.me ? 'You' : 'Player')}
                {player.me && player.name && ' (you)'}
                {!player.connected && <span className="live-player__away"> · away</span>}
              </span>
              <span className="live-player__total" data-testid="live-player-total">
                {coins(player.totalBet)}
              </span>
              {player.bets.length > 0 && (
                <span className="live-player__bets">
                  {player.bets.map((b) => (
                    <span key={b.spotKey} className="live-player__bet">
                      {betLabel(b)} {coins(b.amount)}
                    </span>
                  ))}
                </span>
              )}
              {player.lastNet !== 0 && (
                <span
                  className={`live-player__net live-player__net--${player.lastNet > 0 ? 'win' : 'loss'}`}
                  title="Net of their last round"
                >
                  {formatNetCoins(player.lastNet, currencyMark(snapshot.currency))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The last bets placed at the table this round, newest first, as they come in. */
export function RecentBetsPanel({ snapshot, userId }: { snapshot: LiveTableSnapshot; userId: string }) {
  const bets = latestBets(snapshot.recentBets);
  const coins = amountAt(snapshot);
  return (
    <section className="live-panel" aria-labelledby="live-recent-title">
      <h2 id="live-recent-title" className="live-panel__title">
        Latest bets
      </h2>
      {bets.length === 0 ? (
        <p className="live-panel__empty">No bet this round yet.</p>
      ) : (
        <ol className="live-recent" data-testid="live-recent-bets">
          {bets.map((bet) => (
            <li
              key={bet.seq}
              className={`live-recent__bet${bet.userId === userId ? ' live-recent__bet--me' : ''}`}
              data-testid="live-recent-bet"
            >
              <span className="live-recent__name">
                {bet.name || 'Player'}
                {bet.userId === userId && ' (you)'}
              </span>
              <span className="live-recent__label">{betLabel(bet)}</span>
              <span className="live-recent__amount">{coins(bet.amount)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function HistoryPanel({ snapshot }: { snapshot: LiveTableSnapshot }) {
  return (
    <section className="live-panel" aria-labelledby="live-history-title">
      <h2 id="live-history-title" className="live-panel__title">
        Last outcomes
      </h2>
      {snapshot.history.length === 0 ? (
        <p className="live-panel__empty">No round played here yet.</p>
      ) : (
        <ol className="live-history" data-testid="live-history">
          {snapshot.history.map((h) => (
            <li key={h.roundNumber} className="live-history__item" title={`Round ${h.roundNumber}`}>
              {h.label}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PreviousRound({ roundId, slug }: { roundId: string; slug: string }) {
  const record = useQuery({
    queryKey: ['/api/live-rounds', roundId],
    select: (data: unknown) => LiveRoundRecord.parse(data),
    staleTime: 0,
  });
  if (!record.data) return null;
  const check = checkLiveRound(record.data);
  return (
    <div className="live-fair__previous" data-testid="live-previous-round">
      <p className="live-fair__row">
        Round {record.data.roundNumber}:{' '}
        {check.kind === 'hidden' ? (
          check.reason
        ) : (
          <>
            seed <code className="live-fair__hash">{record.data.serverSeed}</code>{' '}
            <strong className={check.commitmentHolds ? 'live-fair__ok' : 'live-fair__bad'}>
              {check.commitmentHolds ? 'matches its hash' : 'does not match its hash'}
            </strong>
            {check.pocket &&
              (check.pocket.drawn === check.pocket.recomputed
                ? `, gives pocket ${check.pocket.recomputed} as drawn`
                : `, gives pocket ${check.pocket.recomputed}, not ${check.pocket.drawn}`)}
          </>
        )}
      </p>
      <Link to={`/fairness?game=${slug}`} className="live-fair__link">
        Verify on the Fairness page
      </Link>
    </div>
  );
}

export function FairnessPanel({ snapshot }: { snapshot: LiveTableSnapshot }) {
  const key = liveGameKeyOf(snapshot);
  const slug = key ? gameOf(key).slug : '';
  return (
    <section className="live-panel live-fair" aria-labelledby="live-fair-title">
      <h2 id="live-fair-title" className="live-panel__title">
        Provably fair
      </h2>
      <p className="live-fair__row">
        Round {snapshot.roundNumber || '–'} seed hash{' '}
        <code className="live-fair__hash" data-testid="live-seed-hash">
          {snapshot.seedHash || '–'}
        </code>
      </p>
      <p className="live-fair__row live-fair__muted">
        Client seed <code>{snapshot.clientSeed || '–'}</code> · nonce {snapshot.nonce || '–'}
      </p>
      {snapshot.lastRoundId && <PreviousRound roundId={snapshot.lastRoundId} slug={slug} />}
    </section>
  );
}

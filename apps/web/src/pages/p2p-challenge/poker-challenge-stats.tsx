import type { PokerDuelView } from '@casino/contracts';
import { POKER_CHALLENGE } from '@casino/games';
import { achievementsOf, meterPercent, MOOD_LABELS, percentText, ratioText } from './poker-challenge-model';

/**
 * Spec /p2p-challenge: the performance meter (the per-action score on a bar of 1,000) with the
 * streak and the emotional state. The score is for show: the money goes by the match.
 */
export function PerformanceMeter({
  view,
  seat,
  label,
  lastGain,
}: {
  view: PokerDuelView;
  seat: 0 | 1;
  label: string;
  /** The score the last action earned (from the action's answer), shown briefly. */
  lastGain: number | null;
}) {
  const score = view.scores[seat];
  const mood = view.moods[seat];
  return (
    <div className="pc-meter" data-testid={`pc-meter-${seat}`}>
      <div className="pc-meter__head">
        <span className="pc-meter__label">{label}</span>
        <span className="pc-meter__score" data-testid={`pc-score-${seat}`}>
          {score}
          <small> / {POKER_CHALLENGE.scoreBarMax}</small>
        </span>
        {lastGain !== null && (
          <span className="pc-meter__gain" data-testid="pc-score-gain">
            +{lastGain}
          </span>
        )}
      </div>
      <span
        className="pc-meter__bar"
        role="meter"
        aria-label={`${label} score`}
        aria-valuemin={0}
        aria-valuemax={POKER_CHALLENGE.scoreBarMax}
        aria-valuenow={Math.min(score, POKER_CHALLENGE.scoreBarMax)}
      >
        <span style={{ width: `${meterPercent(score)}%` }} />
      </span>
      <div className="pc-meter__foot">
        <span>Streak {view.streaks[seat]}</span>
        <span className={`pc-mood pc-mood--${mood}`} data-testid={`pc-mood-${seat}`}>
          {MOOD_LABELS[mood]}
        </span>
      </div>
    </div>
  );
}

/** Spec: performance metrics (hands played, VPIP, aggression, win rate) for both seats. */
export function PerformanceMetrics({ view, names }: { view: PokerDuelView; names: [string, string] }) {
  const rows: { label: string; value: (seat: 0 | 1) => string }[] = [
    { label: 'Hands played', value: (s) => String(view.metrics[s].handsPlayed) },
    { label: 'Hands won', value: (s) => String(view.metrics[s].handsWon) },
    { label: 'VPIP', value: (s) => percentText(view.metrics[s].vpip) },
    { label: 'Aggression', value: (s) => ratioText(view.metrics[s].aggression) },
    { label: 'Win rate', value: (s) => percentText(view.metrics[s].winRate) },
    { label: 'Score', value: (s) => String(view.scores[s]) },
  ];
  return (
    <section className="arena-panel" aria-labelledby="pc-metrics-title" data-testid="pc-metrics">
      <h2 id="pc-metrics-title" className="arena-panel__title">
        Performance
      </h2>
      <table className="pc-metrics">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Metric</span>
            </th>
            <th scope="col">{names[0]}</th>
            <th scope="col">{names[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value(0)}</td>
              <td>{row.value(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Spec: stats and achievement progress, for the viewer's seat (a spectator sees none). */
export function ChallengeAchievements({ view, seat }: { view: PokerDuelView; seat: 0 | 1 }) {
  const achievements = achievementsOf(view, seat);
  return (
    <section className="arena-panel" aria-labelledby="pc-ach-title" data-testid="pc-achievements">
      <h2 id="pc-ach-title" className="arena-panel__title">
        Challenge achievements
      </h2>
      <ul className="pc-achievements">
        {achievements.map((a) => (
          <li key={a.id} className={`pc-achievement${a.done ? ' is-done' : ''}`}>
            <span className="pc-achievement__title">
              {a.done ? '✓ ' : ''}
              {a.title}
            </span>
            <span className="pc-achievement__count">
              {a.progress.toLocaleString('en-US')} / {a.goal.toLocaleString('en-US')}
            </span>
            <span className="pc-achievement__bar" aria-hidden="true">
              <span style={{ width: `${Math.round((a.progress / a.goal) * 100)}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

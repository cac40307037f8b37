import { formatCoinAmount } from '../../lib/format';
import { grantSourceLabel, playedPercent } from './redeem-model';
import { usePlaythrough, useSweepstakesRules } from './redeem-queries';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Each grant and how far it is played through: the oldest locked grant is the one being played now. */
export function PlaythroughPanel() {
  const { data } = usePlaythrough();
  const rules = useSweepstakesRules();
  const multiple = rules.data?.playthroughMultiple;
  return (
    <section className="panel redeem-card" aria-labelledby="playthrough-title">
      <h2 id="playthrough-title" className="redeem-card__title">
        Playthrough
      </h2>
      <p className="redeem-note">
        Sweepstakes coins you are given become redeemable once you have wagered them
        {multiple === undefined ? '' : multiple === 1 ? ' once' : ` ${multiple} times`}. Your wagers play your
        oldest grant first; a new grant locks only its own coins. Winnings are redeemable at once.
      </p>
      {data?.grants.length === 0 && <p className="redeem-note">No sweepstakes coins given yet.</p>}
      <ul className="grant-list" data-testid="grant-list">
        {data?.grants.map((g) => {
          const percent = playedPercent(g);
          return (
            <li key={g.id} className="grant">
              <div className="grant__top">
                <span className="grant__source">{grantSourceLabel(g.source)}</span>
                <span className="grant__amount">{formatCoinAmount(g.amount, 'SC')}</span>
              </div>
              <div
                className="grant__bar"
                role="progressbar"
                aria-label={`${grantSourceLabel(g.source)} played through`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </div>
              <p className="grant__detail">
                {day.format(new Date(g.createdAt))} · wagered {formatCoinAmount(g.played, 'SC')} of{' '}
                {formatCoinAmount(g.required, 'SC')}
                {Number(g.locked) > 0 ? ` · ${formatCoinAmount(g.locked, 'SC')} locked` : ' · redeemable'}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { challengeGameOf } from '@casino/games';
import type { MyChallenge, P2pChallenge } from '@casino/contracts';
import {
  challengePath,
  expiryText,
  finishedAtText,
  isAcceptable,
  opponentOf,
  OUTCOME_LABELS,
  ratingChangeText,
  SKILL_LEVEL_LABELS,
  stakeLabel,
} from './p2p-model';

/** A challenge's game: its icon and name from the registry. */
function GameTitle({ challenge }: { challenge: P2pChallenge }) {
  const game = challengeGameOf(challenge.gameType);
  return (
    <div className="challenge-card__game">
      <span className="challenge-card__icon" aria-hidden="true">
        {game.icon}
      </span>
      <h3 className="challenge-card__name">{game.name}</h3>
    </div>
  );
}

function SkillBadge({ challenge }: { challenge: P2pChallenge }) {
  return (
    <span className={`skill-badge skill-badge--${challenge.skillLevel}`}>
      {SKILL_LEVEL_LABELS[challenge.skillLevel]}
    </span>
  );
}

/** An Open Challenges card (spec: game icon and name, skill badge, challenger, bet, expiry, Accept Challenge). */
export function OpenChallengeCard({
  challenge,
  userId,
  now,
  accepting,
  onAccept,
}: {
  challenge: P2pChallenge;
  userId: string | null;
  now: number;
  accepting: boolean;
  onAccept: (challenge: P2pChallenge) => void;
}) {
  const mine = challenge.challengerId === userId;
  return (
    <article
      className={`challenge-card${mine ? ' challenge-card--mine' : ''}`}
      aria-label={`${challengeGameOf(challenge.gameType).name} challenge by ${challenge.challengerName}`}
      data-testid="open-challenge"
      data-challenge-id={challenge.id}
    >
      <header className="challenge-card__head">
        <GameTitle challenge={challenge} />
        <SkillBadge challenge={challenge} />
      </header>
      <dl className="challenge-card__facts">
        <div>
          <dt>Challenger</dt>
          <dd>
            {challenge.challengerName}
            {mine && <span className="you-badge">You</span>}
          </dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{challenge.challengerRating}</dd>
        </div>
        <div>
          <dt>Bet</dt>
          <dd data-testid="challenge-bet">
            {stakeLabel(challenge.betAmount, challenge.betType, challenge.cryptoCurrency)}
          </dd>
        </div>
        <div>
          <dt>Prize pool</dt>
          <dd className="gold-text">
            {stakeLabel(challenge.prizePool, challenge.betType, challenge.cryptoCurrency)}
          </dd>
        </div>
      </dl>
      <p className="challenge-card__expiry">{expiryText(challenge.expiresAt, now)}</p>
      {mine ? (
        <p className="challenge-card__own">Your challenge: waiting for an opponent</p>
      ) : (
        <button
          type="button"
          className="btn btn--gold btn--block"
          disabled={accepting || !isAcceptable(challenge, userId)}
          onClick={() => onAccept(challenge)}
        >
          {accepting ? 'Accepting…' : 'Accept Challenge'}
        </button>
      )}
    </article>
  );
}

/** My Challenges: my open and in-play challenges (Cancel, Rejoin) and rematches offered to me (Accept). */
export function MyChallengeRow({
  challenge,
  busy,
  onCancel,
  onAccept,
}: {
  challenge: MyChallenge;
  busy: boolean;
  onCancel: (challenge: MyChallenge) => void;
  onAccept: (challenge: MyChallenge) => void;
}) {
  const game = challengeGameOf(challenge.gameType);
  return (
    <li className="my-challenge" data-testid="my-challenge" data-challenge-id={challenge.id}>
      <span className="my-challenge__icon" aria-hidden="true">
        {game.icon}
      </span>
      <div className="my-challenge__body">
        <strong>{game.name}</strong>
        <span className="my-challenge__meta">
          {challenge.role === 'invited'
            ? `Rematch offered by ${challenge.challengerName}`
            : challenge.status === 'playing'
              ? `In play against ${opponentOf(challenge)}`
              : 'Open: waiting for an opponent'}
          {' · '}
          {stakeLabel(challenge.betAmount, challenge.betType, challenge.cryptoCurrency)}
        </span>
      </div>
      <div className="my-challenge__actions">
        {challenge.status === 'playing' && (
          <Link className="btn btn--gold btn--sm" to={challengePath(challenge.gameType, challenge.id)}>
            Rejoin
          </Link>
        )}
        {challenge.status === 'open' && challenge.role === 'creator' && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() => onCancel(challenge)}
          >
            Cancel
          </button>
        )}
        {challenge.status === 'open' && challenge.role === 'invited' && (
          <button
            type="button"
            className="btn btn--gold btn--sm"
            disabled={busy}
            onClick={() => onAccept(challenge)}
          >
            Accept
          </button>
        )}
      </div>
    </li>
  );
}

/** History: ended challenges, from my side (result, opponent, stake, rating change). */
export function HistoryTable({ challenges }: { challenges: readonly MyChallenge[] }) {
  return (
    <div className="p2p-history-scroll">
      <table className="p2p-history" data-testid="challenge-history">
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Result</th>
            <th scope="col">Opponent</th>
            <th scope="col" className="num">
              Stake
            </th>
            <th scope="col" className="num">
              Rating
            </th>
            <th scope="col">Ended</th>
          </tr>
        </thead>
        <tbody>
          {challenges.map((c) => (
            <tr key={c.id} data-testid="history-row" data-outcome={c.outcome ?? ''}>
              <td>
                <Link to={challengePath(c.gameType, c.id)}>
                  {challengeGameOf(c.gameType).icon} {challengeGameOf(c.gameType).name}
                </Link>
              </td>
              <td className={`outcome outcome--${c.outcome ?? 'none'}`}>
                {c.outcome ? OUTCOME_LABELS[c.outcome] : '—'}
              </td>
              <td>{c.opponentName || c.challengerName ? opponentOf(c) : '—'}</td>
              <td className="num">{stakeLabel(c.betAmount, c.betType, c.cryptoCurrency)}</td>
              <td className="num">{ratingChangeText(c.ratingChange)}</td>
              <td>{finishedAtText(c.finishedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

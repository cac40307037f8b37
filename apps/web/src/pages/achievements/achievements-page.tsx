import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Achievement, DailyChallenge } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { HttpError } from '../../api/http-client';
import { useAchievements, useDailyChallenges } from '../../api/economy-queries';
import { useAuth } from '../../auth/use-auth';
import { LockIcon } from '../../components/icons/icons';
import { BadgeIcon } from '../../components/icons/economy-icons';
import { formatCoins } from '../../lib/format-coins';
import { TabList, TabPanel } from '../catalogue/tab-list';
import {
  achievementProgressText,
  challengeProgressText,
  GAME_TYPE_LABELS,
  GAME_TYPE_LINKS,
  percentOf,
  sortForProgress,
} from './achievements-model';
import '../../styles/page-kit.css';
import './achievements.css';

const TABS = [
  { key: 'achievements', label: 'Achievements' },
  { key: 'challenges', label: 'Daily Challenges' },
  { key: 'progress', label: 'Progress' },
] as const;
type AchievementsTab = (typeof TABS)[number]['key'];

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function SignInRequired() {
  return (
    <div className="container">
      <section className="panel panel--center" aria-labelledby="sign-in-title">
        <span className="panel__icon">
          <LockIcon width={34} height={34} color="var(--gold)" />
        </span>
        <h1 id="sign-in-title" className="panel__title">
          Sign In Required
        </h1>
        <p className="panel__text">Sign in to see your achievements and today&apos;s challenges.</p>
        <div className="panel__actions">
          <a href="/" className="btn btn--gold">
            Go to sign in
          </a>
        </div>
      </section>
    </div>
  );
}

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

/** /achievements: badges, today's challenges and progress; signed-in players only. */
export function AchievementsPage() {
  const idBase = useId();
  const { user } = useAuth();
  const [tab, setTab] = useState<AchievementsTab>('achievements');
  const achievements = useAchievements(user !== null);
  const challenges = useDailyChallenges(user !== null);

  if (!user || isUnauthorized(achievements.error) || isUnauthorized(challenges.error))
    return <SignInRequired />;

  const unlocked = achievements.data?.filter((a) => a.unlockedAt !== null).length ?? 0;
  return (
    <div className="achievements container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Achievements</p>
          <h1 className="page-head__title">
            Badges &amp; <span className="gold-text">Challenges</span>
          </h1>
          <p className="page-head__lead">
            Unlock badges as you play, and finish today&apos;s challenges for coins and points — paid the
            moment you complete them.
          </p>
        </div>
        {achievements.data && (
          <p className="achievements__count" data-testid="achievements-count">
            <strong>{unlocked}</strong> / {achievements.data.length} unlocked
          </p>
        )}
      </header>

      <TabList
        idBase={idBase}
        label="Achievements"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        className="achievements__tabs"
      />
      <TabPanel idBase={idBase} selected={tab}>
        {tab === 'achievements' ? (
          <Loaded query={achievements}>{(data) => <BadgeGrid achievements={data} />}</Loaded>
        ) : tab === 'challenges' ? (
          <Loaded query={challenges}>{(data) => <ChallengeList challenges={data} />}</Loaded>
        ) : (
          <Loaded query={achievements}>
            {(data) => <ProgressList achievements={data} challenges={challenges.data ?? []} />}
          </Loaded>
        )}
      </TabPanel>
    </div>
  );
}

function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isLoading: boolean; error: unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading)
    return (
      <p className="achievements__status" role="status">
        Loading…
      </p>
    );
  if (query.error || query.data === undefined) {
    return (
      <p className="achievements__status achievements__status--error" role="alert">
        {describeError(query.error)}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}

function BadgeGrid({ achievements }: { achievements: Achievement[] }) {
  return (
    <ul className="badge-grid">
      {achievements.map((a) => (
        <li
          key={a.id}
          className={`badge${a.unlockedAt ? ' badge--unlocked' : ''}`}
          data-testid={`achievement-${a.id}`}
        >
          <span className="badge__icon" aria-hidden="true">
            <BadgeIcon name={a.badgeIcon} width={30} height={30} />
          </span>
          <h3 className="badge__name">{a.achievementName}</h3>
          <p className="badge__text">{a.achievementDescription}</p>
          {a.unlockedAt ? (
            <p className="badge__state badge__state--done">Unlocked {day.format(new Date(a.unlockedAt))}</p>
          ) : (
            <p className="badge__state">
              <LockIcon width={14} height={14} aria-hidden="true" />{' '}
              {a.target > 1 ? achievementProgressText(a) : 'Locked'}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function ChallengeList({ challenges }: { challenges: DailyChallenge[] }) {
  return (
    <>
      <p className="achievements__note">
        New challenges every day at midnight UTC. Rewards are paid automatically when you complete one.
      </p>
      <ul className="challenge-list">
        {challenges.map((c) => (
          <li
            key={c.id}
            className={`challenge${c.isCompleted ? ' challenge--done' : ''}`}
            data-testid="daily-challenge"
          >
            <div className="challenge__head">
              <span className="challenge__game">{GAME_TYPE_LABELS[c.gameType]}</span>
              <span className={`challenge__status${c.isCompleted ? ' challenge__status--done' : ''}`}>
                {c.isCompleted ? 'Claimed' : 'Active'}
              </span>
            </div>
            <h3 className="challenge__title">{c.title}</h3>
            <div
              className="challenge__bar"
              role="progressbar"
              aria-label={c.title}
              aria-valuemin={0}
              aria-valuemax={c.targetValue}
              aria-valuenow={c.currentProgress}
            >
              <span style={{ width: `${percentOf(c.currentProgress, c.targetValue)}%` }} />
            </div>
            <p className="challenge__progress" data-testid="challenge-progress">
              {challengeProgressText(c)}
            </p>
            <p className="challenge__reward">
              Reward: <strong>{formatCoins(c.rewardCoins)} coins</strong> +{' '}
              <strong>{c.rewardPoints} points</strong>
            </p>
            {!c.isCompleted && (
              <Link to={GAME_TYPE_LINKS[c.gameType]} className="btn btn--ghost btn--sm">
                Play
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function ProgressList({
  achievements,
  challenges,
}: {
  achievements: Achievement[];
  challenges: DailyChallenge[];
}) {
  const unlocked = achievements.filter((a) => a.unlockedAt).length;
  const done = challenges.filter((c) => c.isCompleted).length;
  return (
    <>
      <div className="progress-summary">
        <div>
          <span className="progress-summary__value">
            {unlocked}/{achievements.length}
          </span>
          <span className="progress-summary__label">achievements unlocked</span>
        </div>
        <div>
          <span className="progress-summary__value">
            {done}/{challenges.length}
          </span>
          <span className="progress-summary__label">challenges done today</span>
        </div>
      </div>
      <ul className="progress-list">
        {sortForProgress(achievements).map((a) => (
          <li key={a.id} className="progress-row">
            <span
              className={`progress-row__icon${a.unlockedAt ? ' progress-row__icon--done' : ''}`}
              aria-hidden="true"
            >
              <BadgeIcon name={a.badgeIcon} width={22} height={22} />
            </span>
            <div className="progress-row__body">
              <div className="progress-row__text">
                <strong>{a.achievementName}</strong>
                <span>{achievementProgressText(a)}</span>
              </div>
              <div
                className="challenge__bar"
                role="progressbar"
                aria-label={a.achievementName}
                aria-valuemin={0}
                aria-valuemax={a.target}
                aria-valuenow={a.progress}
              >
                <span style={{ width: `${percentOf(a.progress, a.target)}%` }} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

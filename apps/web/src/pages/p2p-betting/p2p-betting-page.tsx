import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { ACCEPT_REDIRECT_MS } from '@casino/games';
import type { MyChallenge, P2pChallenge } from '@casino/contracts';
import { useAuth } from '../../auth/use-auth';
import { describeError } from '../../api/error-message';
import { queryClient } from '../../api/query-client';
import { refreshAfterPlay } from '../../components/games/play-feedback';
import { toast } from '../../components/toaster/toast-store';
import { TabList, TabPanel } from '../catalogue/tab-list';
import { HistoryTable, MyChallengeRow, OpenChallengeCard } from './challenge-lists';
import { CreateChallengeDialog } from './create-challenge-dialog';
import { challengePath, challengePathAmong, lobbyNoticeFor, splitMine, statCards } from './p2p-model';
import {
  acceptChallenge,
  cancelChallenge,
  p2pKeys,
  refreshChallenges,
  useChallengeHistory,
  useMyChallenges,
  useOpenChallenges,
  useP2pStats,
} from './p2p-queries';
import { useChallengeLobby } from './use-challenge-lobby';
import '../../styles/page-kit.css';
import './p2p-betting.css';

type TabKey = 'open' | 'mine' | 'history';
const TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'open', label: 'Open Challenges' },
  { key: 'mine', label: 'My Challenges' },
  { key: 'history', label: 'History' },
];

/** Expiry labels move on once a minute (display only; the lists come from the lobby's changes). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Spec document 2, /p2p-betting: stat cards, the Create Skill Challenge dialog and the three tabs. */
export function P2pBettingPage() {
  const idBase = useId();
  const navigate = useNavigate();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const now = useMinuteClock();
  const [tab, setTab] = useState<TabKey>('open');
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stats = useP2pStats();
  const open = useOpenChallenges();
  const mine = useMyChallenges();
  const history = useChallengeHistory();

  useEffect(() => () => clearTimeout(redirect.current), []);

  /** Spec §4: accepting redirects to the room after 1 s; the creator whose challenge was accepted follows too. */
  function goToRoomSoon(path: string) {
    clearTimeout(redirect.current);
    redirect.current = setTimeout(() => void navigate(path), ACCEPT_REDIRECT_MS);
  }

  useChallengeLobby((change) => {
    const known = [
      ...(queryClient.getQueryData<P2pChallenge[]>(p2pKeys.open) ?? []),
      ...(queryClient.getQueryData<MyChallenge[]>(p2pKeys.mine) ?? []),
    ];
    const notice = lobbyNoticeFor(change, known, userId);
    if (notice === 'my-challenge-accepted') {
      toast({ title: 'Challenge accepted', description: 'Your opponent is here. Opening the game room…' });
      refreshAfterPlay();
      goToRoomSoon(challengePathAmong(change.challengeId, known));
    } else if (notice === 'rematch-offered') {
      toast({ title: 'Rematch offered', description: 'See My Challenges to accept it.' });
    }
  });

  const accept = useMutation({
    mutationFn: (id: string) => acceptChallenge(id),
    onMutate: (id) => setBusyId(id),
    onSuccess: (answer) => {
      refreshChallenges();
      refreshAfterPlay();
      toast({ title: 'Challenge accepted', description: 'Opening the game room…' });
      goToRoomSoon(challengePath(answer.challenge.gameType, answer.challenge.id));
    },
    onError: (error) => {
      // Spec §8: 'Failed to accept challenge' (with the server's reason: taken, own, skill band, balance).
      toast({
        variant: 'destructive',
        title: 'Failed to accept challenge',
        description: describeError(error),
      });
      refreshChallenges();
    },
    onSettled: () => setBusyId(null),
  });

  const cancel = useMutation({
    mutationFn: (id: string) => cancelChallenge(id),
    onMutate: (id) => setBusyId(id),
    onSuccess: () => {
      refreshChallenges();
      refreshAfterPlay();
      toast({ title: 'Challenge cancelled', description: 'Your stake is back in your wallet.' });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Could not cancel', description: describeError(error) });
      refreshChallenges();
    },
    onSettled: () => setBusyId(null),
  });

  const cards = statCards(stats.data);
  const { active, offers } = splitMine(mine.data ?? []);
  const openList = (open.data ?? []).filter((c) => c.status === 'open' && c.invitedId === null);

  return (
    <div className="p2p-betting container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">P2P</p>
          <h1 className="page-head__title">
            Skill <span className="gold-text">Challenges</span>
          </h1>
          <p className="page-head__lead">
            Stake coins on a game of skill against another player. The stakes wait in escrow; the winner takes
            both.
          </p>
        </div>
        <button type="button" className="btn btn--gold" onClick={() => setCreating(true)}>
          Create Skill Challenge
        </button>
      </header>

      <section className="p2p-stats" aria-label="Your challenge stats">
        {cards.map((card) => (
          <div key={card.key} className="p2p-stat" data-testid={`p2p-stat-${card.key}`}>
            <span className="p2p-stat__label">{card.label}</span>
            <span className="p2p-stat__value">{stats.isLoading ? '…' : card.value}</span>
            <span className="p2p-stat__note">{card.note}</span>
          </div>
        ))}
      </section>

      <TabList idBase={idBase} label="Challenges" tabs={TABS} selected={tab} onSelect={setTab} />
      <TabPanel idBase={idBase} selected={tab}>
        {tab === 'open' &&
          (open.isLoading ? (
            <p className="p2p-status" role="status">
              Loading challenges…
            </p>
          ) : open.error ? (
            <p className="p2p-status p2p-status--error" role="alert">
              {describeError(open.error)}
            </p>
          ) : openList.length === 0 ? (
            <div className="empty-state empty-state--compact">
              <span className="empty-state__icon" aria-hidden="true">
                ♞
              </span>
              <h3 className="empty-state__title">No Open Challenges</h3>
              <p className="empty-state__text">
                Nobody is waiting for an opponent. Post the first challenge.
              </p>
              <button type="button" className="btn btn--gold" onClick={() => setCreating(true)}>
                Create Skill Challenge
              </button>
            </div>
          ) : (
            <div className="challenge-grid">
              {openList.map((challenge) => (
                <OpenChallengeCard
                  key={challenge.id}
                  challenge={challenge}
                  userId={userId}
                  now={now}
                  accepting={busyId === challenge.id}
                  onAccept={(c) => accept.mutate(c.id)}
                />
              ))}
            </div>
          ))}

        {tab === 'mine' &&
          (mine.isLoading ? (
            <p className="p2p-status" role="status">
              Loading your challenges…
            </p>
          ) : active.length === 0 && offers.length === 0 ? (
            <p className="p2p-status">You have no open challenges or games in play.</p>
          ) : (
            <>
              {offers.length > 0 && (
                <>
                  <h2 className="p2p-subhead">Rematch offers</h2>
                  <ul className="my-challenges">
                    {offers.map((c) => (
                      <MyChallengeRow
                        key={c.id}
                        challenge={c}
                        busy={busyId === c.id}
                        onCancel={(x) => cancel.mutate(x.id)}
                        onAccept={(x) => accept.mutate(x.id)}
                      />
                    ))}
                  </ul>
                </>
              )}
              {active.length > 0 && (
                <ul className="my-challenges">
                  {active.map((c) => (
                    <MyChallengeRow
                      key={c.id}
                      challenge={c}
                      busy={busyId === c.id}
                      onCancel={(x) => cancel.mutate(x.id)}
                      onAccept={(x) => accept.mutate(x.id)}
                    />
                  ))}
                </ul>
              )}
            </>
          ))}

        {tab === 'history' &&
          (history.isLoading ? (
            <p className="p2p-status" role="status">
              Loading your history…
            </p>
          ) : (history.data ?? []).length === 0 ? (
            <p className="p2p-status">No finished challenges yet.</p>
          ) : (
            <HistoryTable challenges={history.data ?? []} />
          ))}
      </TabPanel>

      {creating && <CreateChallengeDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

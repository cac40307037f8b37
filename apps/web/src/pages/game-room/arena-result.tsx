import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { ACCEPT_REDIRECT_MS } from '@casino/games';
import type { ChallengeResult, P2pChallengeDetail } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { refreshAfterPlay } from '../../components/games/play-feedback';
import { toast } from '../../components/toaster/toast-store';
import {
  acceptChallenge,
  offerRematch,
  refreshChallenges,
  useMyChallenges,
} from '../p2p-betting/p2p-queries';
import { challengePath } from '../p2p-betting/p2p-model';
import { useChallengeLobby } from '../p2p-betting/use-challenge-lobby';
import {
  coinMarkOf,
  OUTCOME_TITLES,
  outcomeFor,
  outcomeLine,
  ratingChangeFor,
  reasonText,
} from './arena-model';

/**
 * The finished phase: Victory / Defeat / Draw / Refunded with the net coins and the rating change,
 * then Play Again (a rematch on the same terms offered to the same opponent) or, when the opponent
 * offered one, Accept. Both players are taken to the new room once it is accepted.
 */
export function ArenaResult({
  detail,
  result,
  mySeat,
  userId,
}: {
  detail: P2pChallengeDetail;
  result: ChallengeResult;
  mySeat: 0 | 1 | null;
  userId: string | null;
}) {
  const navigate = useNavigate();
  const outcome = outcomeFor(result, mySeat);
  const mark = coinMarkOf(detail);
  const ratingChange = ratingChangeFor(result, userId);
  const opponent = detail.players.find((p) => p.seat !== mySeat);
  const winner = detail.players.find((p) => p.userId === result.winnerId);
  const [offeredId, setOfferedId] = useState<string | null>(null);
  const mine = useMyChallenges();
  const offerToMe = (mine.data ?? []).find(
    (c) => c.role === 'invited' && c.status === 'open' && c.challengerId === opponent?.userId,
  );
  const myOffer =
    offeredId ??
    (mine.data ?? []).find(
      (c) => c.role === 'creator' && c.status === 'open' && c.invitedId === opponent?.userId,
    )?.id ??
    null;

  // The result comes into view when it appears (below the board on a short screen).
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // Braces: newer browsers return a promise from scrollIntoView, which must not become the cleanup.
    void panel.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, []);

  // A rematch is the same game: it opens on the same page (the arena, or the poker challenge page).
  const goTo = (id: string) =>
    setTimeout(() => void navigate(challengePath(detail.gameType, id)), ACCEPT_REDIRECT_MS);

  useChallengeLobby((change) => {
    if (change.status === 'playing' && change.challengeId === myOffer) {
      toast({ title: 'Rematch accepted', description: 'Opening the new game…' });
      refreshAfterPlay();
      goTo(change.challengeId);
    }
  });

  const rematch = useMutation({
    mutationFn: () => offerRematch(detail.id),
    onSuccess: (answer) => {
      setOfferedId(answer.challenge.id);
      refreshChallenges();
      refreshAfterPlay();
      toast({
        title: 'Rematch offered',
        description: `Waiting for ${opponent?.name ?? 'your opponent'} to accept.`,
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could not offer a rematch',
        description: describeError(error),
      }),
  });

  const accept = useMutation({
    mutationFn: (id: string) => acceptChallenge(id),
    onSuccess: (answer) => {
      refreshChallenges();
      refreshAfterPlay();
      toast({ title: 'Rematch accepted', description: 'Opening the new game…' });
      goTo(answer.challenge.id);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Failed to accept challenge',
        description: describeError(error),
      }),
  });

  return (
    <section
      ref={panel}
      className={`arena-result arena-result--${outcome ?? 'watched'}`}
      data-testid="arena-result"
      aria-live="polite"
    >
      <h2 className="arena-result__title" data-testid="arena-outcome">
        {outcome ? OUTCOME_TITLES[outcome] : `${winner?.name ?? 'A player'} won`}
      </h2>
      <p className="arena-result__reason">{reasonText(result.reason)}</p>
      {outcome && mySeat !== null && (
        <p className="arena-result__net" data-testid="arena-net">
          {outcomeLine(outcome, detail.betAmount, mark)}
        </p>
      )}
      {ratingChange !== null && (
        <p className="arena-result__rating" data-testid="arena-rating-change">
          Rating {ratingChange >= 0 ? '+' : '−'}
          {Math.abs(ratingChange)}
        </p>
      )}
      {mySeat !== null && opponent && (
        <div className="arena-result__actions">
          {offerToMe ? (
            <button
              type="button"
              className="btn btn--gold"
              disabled={accept.isPending}
              onClick={() => accept.mutate(offerToMe.id)}
            >
              Accept rematch
            </button>
          ) : myOffer ? (
            <p className="arena-result__waiting" role="status">
              Rematch offered. Waiting for {opponent.name}…
            </p>
          ) : (
            <button
              type="button"
              className="btn btn--gold"
              disabled={rematch.isPending}
              onClick={() => rematch.mutate()}
            >
              Play Again
            </button>
          )}
        </div>
      )}
    </section>
  );
}

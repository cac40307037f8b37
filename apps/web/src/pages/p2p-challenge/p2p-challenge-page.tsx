import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { challengeGameOf } from '@casino/games';
import { useAuth } from '../../auth/use-auth';
import { describeError } from '../../api/error-message';
import { HttpError } from '../../api/http-client';
import { seatOf } from '../game-room/arena-model';
import { closeChallengeRoom, openChallengeRoom } from '../game-room/challenge-room-connection';
import { useArenaDetail } from '../game-room/use-arena-detail';
import { challengePath } from '../p2p-betting/p2p-model';
import { redirectToLogin } from '../poker/poker-auth';
import { PokerChallengeView } from './poker-challenge-view';
import '../p2p-betting/p2p-betting.css';
import '../game-room/game-room.css';
import './p2p-challenge.css';

/**
 * Spec document 2, /p2p-challenge/{challengeId}: the timed heads-up poker challenge. 'Loading
 * challenge...' until the detail has loaded; a challenge of another game is handed to its arena.
 * Live state comes from the same challenge room connection as /game-room.
 */
export function P2pChallengePage() {
  const { challengeId = '' } = useParams();
  return <PokerChallenge key={challengeId} challengeId={challengeId} />;
}

function PokerChallenge({ challengeId }: { challengeId: string }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const detail = useArenaDetail(challengeId);
  const mySeat = seatOf(detail.data?.players ?? [], userId);
  const elsewhere = detail.data ? challengeGameOf(detail.data.gameType).page !== 'p2p-challenge' : false;
  // Connected once the match is in play, and kept to the end (the result stays on screen).
  const [roomOpen, setRoomOpen] = useState(false);
  if (!roomOpen && !elsewhere && detail.data?.status === 'playing') setRoomOpen(true);
  const unauthorized = detail.error instanceof HttpError && detail.error.status === 401;

  useEffect(() => {
    if (unauthorized) redirectToLogin('Please log in to continue playing');
  }, [unauthorized]);

  useEffect(() => {
    if (!roomOpen || userId === null) return;
    openChallengeRoom(challengeId, mySeat === null);
    return () => closeChallengeRoom();
  }, [challengeId, roomOpen, mySeat, userId]);

  if (detail.isLoading) {
    return (
      <div className="game-room container">
        <p className="p2p-status" role="status">
          Loading challenge...
        </p>
      </div>
    );
  }
  if (detail.data && elsewhere) {
    return <Navigate to={challengePath(detail.data.gameType, challengeId)} replace />;
  }
  if (detail.error || !detail.data) {
    return (
      <div className="game-room container">
        <div className="panel panel--center">
          <h1 className="panel__title">Challenge not found</h1>
          <p className="panel__text">{describeError(detail.error, 'This challenge does not exist.')}</p>
          <Link to="/p2p-betting" className="btn btn--gold">
            Back to challenges
          </Link>
        </div>
      </div>
    );
  }
  return <PokerChallengeView detail={detail.data} mySeat={mySeat} userId={userId} roomOpen={roomOpen} />;
}

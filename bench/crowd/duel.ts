// A head-to-head challenge in `pnpm bench crowd`, between two players of the crowd: the player reads
// the open challenges (GET /api/p2p-challenges); if one posted by a crowd player who is waiting for an
// opponent is listed, it accepts it, else it posts its own (a math duel or a blackjack duel for 1.00
// coin: the two that end within a minute of play) and waits for a taker, reading the challenge's page
// every second or three as the web page refetches it, and withdraws it after 20 s without one. Both
// players then join the arena room with the real client and play it to the end as bench challenges
// plays (challenge-moves.ts: right answers for the math duel, bets within the stack and hit-to-17 for
// blackjack).
// The accepter opens the arena a second after the accept, as the web app does (ACCEPT_REDIRECT_MS).
// Timed: the REST calls, the arena join (from the first attempt, retries included: the arena opens a
// moment after the accept), and each move until the room answers it (the seat's next private view).
//
// Who takes which challenge is kept in this process (`openChallenges`), so a challenge is never
// accepted by two players nor withdrawn while one accepts it: the refusals that would follow are the
// bench's own races, not the product's.
import {
  CHALLENGE_ROOM,
  ChallengeClientMessages,
  CreateChallengeRequest,
  type AcceptChallengeResponse,
  type ChallengeResponse,
  type P2pChallenge,
  type P2pChallengeDetail,
} from '@casino/contracts';
import { ACCEPT_REDIRECT_MS } from '@casino/games';
import type { Room } from 'colyseus.js';
import { sleep } from '../bench-kit.js';
import { nextMove, type BenchGame, type BenchRoomView } from '../challenge-moves.js';
import { bodyOf } from './http-client.js';
import { bump, pick, type Player } from './player.js';
import { joinRoom, Pending, Waiter } from './room-kit.js';

const DUEL_GAMES = ['math', 'blackjack'] as const satisfies readonly BenchGame[];
const WAIT_FOR_OPPONENT_MS = 20_000;
const DUEL_LIMIT_MS = 150_000;

/** Challenges posted by crowd players who are waiting for an opponent: id -> its game. */
export type OpenChallenges = Map<string, { creator: number; game: BenchGame }>;

export async function challengeDuel(p: Player, open: OpenChallenges): Promise<void> {
  const stake = 100;
  if (p.coins < stake * 5) {
    bump(p.crowd.notes, 'challenge: not enough coins');
    return;
  }
  const lobby = await p.api.get<P2pChallenge[]>('/api/p2p-challenges', { parse: true });
  if (!lobby.ok || !lobby.body) return;
  await p.think();
  const listed = lobby.body.find((c) => open.get(c.id) && open.get(c.id)?.creator !== p.n);
  if (listed) {
    const game = open.get(listed.id)!.game;
    open.delete(listed.id);
    const accepted = await p.api.post<AcceptChallengeResponse>(`/api/p2p-challenges/${listed.id}/accept`, {
      name: 'POST /api/p2p-challenges/:id/accept',
      parse: true,
    });
    if (accepted.ok) {
      // The web app opens the arena a second after the accept (the spec's redirect delay).
      await sleep(ACCEPT_REDIRECT_MS);
      await playDuel(p, listed.id, 1, game);
    }
    await p.refetchUser();
    return;
  }
  const game = pick(DUEL_GAMES);
  const created = await p.api.post<ChallengeResponse>('/api/p2p-challenges/create', {
    parse: true,
    body: bodyOf(CreateChallengeRequest, {
      gameType: game,
      betAmount: '1.00',
      betType: 'coins',
      skillLevel: 'any',
    }),
  });
  if (!created.ok || !created.body) return;
  const id = created.body.challenge.id;
  open.set(id, { creator: p.n, game });
  const waitUntil = performance.now() + WAIT_FOR_OPPONENT_MS;
  let status = created.body.challenge.status;
  while (status === 'open') {
    await p.think(3);
    // Nobody came (or the load is stopping): withdrawn, unless a player is accepting it right now.
    if ((performance.now() > waitUntil || p.crowd.stopping) && open.has(id)) {
      open.delete(id);
      await p.api.post(`/api/p2p-challenges/${id}/cancel`, { name: 'POST /api/p2p-challenges/:id/cancel' });
      await p.refetchUser();
      return;
    }
    const detail = await p.api.get<P2pChallengeDetail>(`/api/p2p-challenges/${id}`, {
      name: 'GET /api/p2p-challenges/:id',
      parse: true,
    });
    if (detail.ok && detail.body) status = detail.body.status;
    else if (performance.now() > waitUntil + 30_000) break;
  }
  if (status === 'playing') await playDuel(p, id, 0, game);
  await p.refetchUser();
}

/** One seat of a duel, played to its end from the synced state and the seat's private views. */
async function playDuel(p: Player, challengeId: string, seat: 0 | 1, game: BenchGame): Promise<void> {
  const room = await joinRoom<BenchRoomView>(
    p,
    'room challenge join',
    CHALLENGE_ROOM,
    { challengeId },
    20_000,
  );
  if (!room) return;
  await new Duel(p, room, seat, game).play();
}

class Duel {
  private state: BenchRoomView | null = null;
  private privateView: unknown = null;
  private move: (Pending & { answeredBy: 'ply' | 'private'; ply: number }) | null = null;
  private scheduled = '';
  private finishedGame = false;
  private left = false;
  private readonly over = new Waiter(() => this.left || this.finishedGame);

  constructor(
    private readonly p: Player,
    private readonly room: Room<BenchRoomView>,
    private readonly seat: 0 | 1,
    private readonly game: BenchGame,
  ) {}

  async play(): Promise<void> {
    const room = this.room;
    room.onStateChange((state) => this.onState(state));
    room.onMessage('private', (message: { view: unknown }) => {
      this.privateView = message.view;
      if (this.move?.answeredBy === 'private') this.answered();
      this.decide();
    });
    room.onMessage('notice', (notice: { code: string; message: string }) => {
      // A move on its way while the other player ended the duel is refused as the game being over,
      // also when the patch that ended the duel arrived first and already answered the move.
      const outcome = notice.code === 'game_over' ? 'refused' : 'error';
      if (this.move) this.move.finish(outcome, notice.code, notice.message);
      else
        this.p.crowd.stats.record(
          'room challenge notice',
          performance.now(),
          0,
          outcome,
          notice.code,
          notice.message,
        );
      this.move = null;
      this.scheduled = '';
      this.decide();
    });
    room.onMessage('*', () => undefined);
    room.onLeave((code) => {
      if (!this.left && !this.finishedGame)
        this.p.crowd.stats.record(
          'room challenge connection',
          performance.now(),
          0,
          'error',
          `closed ${code}`,
        );
      this.left = true;
      this.over.poke();
    });
    room.send('ready', bodyOf(ChallengeClientMessages.ready, {}));
    if (!(await this.over.wait(DUEL_LIMIT_MS)))
      bump(this.p.crowd.notes, `challenge: ${this.game} duel not over in ${DUEL_LIMIT_MS / 1000} s (left)`);
    this.move?.finish('error', 'no answer', 'move');
    this.left = true;
    await room.leave(true).catch(() => undefined);
  }

  private answered(): void {
    this.move?.finish('ok');
    this.move = null;
  }

  private onState(state: BenchRoomView): void {
    this.state = { phase: state.phase, ply: state.ply, game: state.game, gameTime: state.gameTime };
    if (this.move?.answeredBy === 'ply' && state.ply > this.move.ply) this.answered();
    if (state.phase === 'finished') {
      // The patch that ends the duel answers a move still on its way.
      this.answered();
      this.finishedGame = true;
      this.over.poke();
      return;
    }
    this.decide();
  }

  /** Schedules the next move once per decision; it is worked out again from the latest views when sent. */
  private decide(): void {
    if (this.move || !this.state || this.left || this.finishedGame) return;
    const next = nextMove(this.game, this.seat, '', this.state, this.privateView);
    if (!next || next.key === this.scheduled) return;
    this.scheduled = next.key;
    void this.p.think(next.think).then(() => {
      if (this.move || !this.state || this.left || this.finishedGame) return;
      const now = nextMove(this.game, this.seat, '', this.state, this.privateView);
      if (!now) return;
      this.scheduled = now.key;
      this.move = Object.assign(new Pending(this.p, 'room challenge move'), {
        answeredBy: now.answeredBy,
        ply: this.state.ply,
      });
      this.room.send('move', bodyOf(ChallengeClientMessages.move, now.message as never));
    });
  }
}

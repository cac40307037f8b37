import { BlackjackDuelPrivateView, BlackjackDuelView, type BlackjackDuelMove } from '@casino/contracts';
import { BLACKJACK_DUEL } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropAndReturn,
  everythingSeenBy,
  forfeitOnDrop,
  lastPrivate,
  seatedGame,
  START,
  STAKE,
  type Watched,
} from '../../test/challenge-game-play.js';
import { ChallengeHarness, resultOf, snapshotOf, waitFor } from '../../test/challenge-harness.js';

// The blackjack duel hosted by the ChallengeRoom: both seats play the same BLACKJACK_DUEL.hands hands
// at their own pace; the bigger stack after the last hand wins. A spectator learns a seat's result on
// a hand only once both seats have played it, and never receives a card.

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start();
});
afterAll(() => h.close());

const viewOf = (room: Watched['room']) => BlackjackDuelView.parse(JSON.parse(snapshotOf(room).game));
const privateOf = (seat: Watched) => BlackjackDuelPrivateView.nullable().parse(lastPrivate(seat) ?? null);

/** A seat's way to play: its stake, and whether it hits a hand of this value. */
interface Style {
  bet: number;
  hitsOn: (value: number) => boolean;
}

/** Plays every hand of the seat with room messages until its private view says it is done. */
async function playAllHands(seat: Watched, style: Style): Promise<number> {
  let moves = 0;
  for (let step = 0; step < 200; step++) {
    const view = privateOf(seat);
    if (!view || view.phase === 'done' || resultOf(seat.room)) return moves;
    const round = view.round;
    const hand = round?.hands[round.activeHand];
    const move: BlackjackDuelMove =
      view.phase === 'betting'
        ? { hand: view.hand, bet: Math.min(style.bet, view.stack - (view.stack % BLACKJACK_DUEL.betStep)) }
        : round?.insurance?.decision === 'pending'
          ? { hand: view.hand, action: 'no-insurance' }
          : { hand: view.hand, action: hand && style.hitsOn(hand.value) ? 'hit' : 'stand' };
    const [privates, notices] = [seat.received.privates.length, seat.received.notices.length];
    seat.room.send('move', { ply: snapshotOf(seat.room).ply, move });
    moves++;
    await waitFor(
      () => seat.received.privates.length > privates || seat.received.notices[notices] || resultOf(seat.room),
      5_000,
      `move ${JSON.stringify(move)} to be applied`,
    );
    expect(seat.received.notices.slice(notices)).toEqual([]);
  }
  throw new Error('the seat did not finish its hands');
}

describe(`blackjack duel room on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('plays every hand to a result by the bigger stack; results show only once both played a hand', async () => {
    const { id, seats, spectator } = await seatedGame(h, 'blackjack');
    await waitFor(() => privateOf(seats[0]) ?? undefined, 5_000, "seat 0's first hand");
    // Seat 0 plays all its hands first, big bets and hits to 17; the spectator still sees nothing.
    const moves0 = await playAllHands(seats[0], { bet: BLACKJACK_DUEL.maxBet, hitsOn: (v) => v < 17 });
    await waitFor(() => viewOf(spectator.room).handsPlayed[0] > 0 || undefined, 5_000, 'the progress');
    const halfway = viewOf(spectator.room);
    expect(halfway.revealedThrough).toBe(0);
    expect(halfway.stacks).toEqual([BLACKJACK_DUEL.startingChips, BLACKJACK_DUEL.startingChips]);
    expect(halfway.results).toEqual([]);
    expect(halfway.handsPlayed[1]).toBe(0);
    // Seat 1 plays the same hands, small bets, always standing.
    const moves1 = await playAllHands(seats[1], { bet: BLACKJACK_DUEL.minBet, hitsOn: () => false });
    expect(moves0).toBeGreaterThan(BLACKJACK_DUEL.hands);
    expect(moves1).toBeGreaterThan(0);

    const result = await waitFor(() => resultOf(spectator.room), 8_000, 'the end');
    const final = viewOf(spectator.room);
    const [a, b] = final.stacks;
    expect(final.revealedThrough).toBe(Math.max(...final.handsPlayed));
    for (const [seat, stack] of final.stacks.entries())
      expect(stack).toBe(
        BLACKJACK_DUEL.startingChips + final.results.reduce((sum, nets) => sum + nets[seat]!, 0),
      );
    if (a === b) {
      expect(result).toMatchObject({ result: 'draw', winnerId: null });
      for (const seat of seats) expect(await h.coins(seat.player)).toBe(START);
    } else {
      const [winner, loser] = a > b ? [seats[0], seats[1]] : [seats[1], seats[0]];
      expect(result).toMatchObject({
        result: a > b ? 'creator' : 'opponent',
        winnerId: winner.player.userId,
      });
      expect(['score', 'time_score']).toContain(result.reason);
      expect(await h.coins(winner.player)).toBe(START + STAKE);
      expect(await h.coins(loser.player)).toBe(START - STAKE);
    }
    expect((await h.audit()).ok).toBe(true);

    // The spectator: no private view, no card, no round of either seat in anything received.
    expect(spectator.received.privates).toEqual([]);
    for (const text of everythingSeenBy(spectator))
      expect(text).not.toMatch(/dealerCards|dealerValue|activeHand|canDouble|"rank"|"suit"/);
    expect(everythingSeenBy(seats[0]).some((f) => /dealerCards/.test(f))).toBe(true);
    // Until seat 1 played a hand, nothing the spectator held showed seat 0's results.
    let before = 0;
    for (const json of spectator.states) {
      const snapshot = JSON.parse(json) as { game: string; phase: string };
      if (!snapshot.game) continue;
      const view = BlackjackDuelView.parse(JSON.parse(snapshot.game));
      expect(view.results).toHaveLength(view.revealedThrough);
      if (view.handsPlayed[1] === 0 && snapshot.phase === 'playing') {
        before++;
        expect(view.results).toEqual([]);
      }
    }
    expect(before).toBeGreaterThan(0);
    // The seed and the record (every hand of both seats) at the end.
    expect(snapshotOf(spectator.room).serverSeed).toMatch(/^[0-9a-f]+$/);
    const row = await h.challengeRow(id);
    expect(row.status).toBe('finished');
    expect(JSON.stringify(row.record)).toMatch(/seed/);
  });

  it('refuses a stale hand, a bet off the limits and a spectator, changing nothing', async () => {
    const { seats, spectator } = await seatedGame(h, 'blackjack');
    await waitFor(() => privateOf(seats[0]) ?? undefined, 5_000, "seat 0's first hand");
    const before = snapshotOf(seats[0].room).game;
    const cases: Array<{ name: string; seat: Watched; move: unknown; code: string }> = [
      { name: 'another hand', seat: seats[0], move: { hand: 3, bet: 10 }, code: 'illegal_move' },
      { name: 'under the minimum', seat: seats[0], move: { hand: 0, bet: 5 }, code: 'illegal_move' },
      { name: 'over the maximum', seat: seats[0], move: { hand: 0, bet: 210 }, code: 'illegal_move' },
      {
        name: 'a play before the bet',
        seat: seats[1],
        move: { hand: 0, action: 'hit' },
        code: 'illegal_move',
      },
      { name: 'a spectator', seat: spectator, move: { hand: 0, bet: 10 }, code: 'not_seated' },
    ];
    for (const c of cases) {
      const count = c.seat.received.notices.length;
      c.seat.room.send('move', { ply: 0, move: c.move });
      const notice = await waitFor(() => c.seat.received.notices[count], 3_000, `the notice for ${c.name}`);
      expect(notice.code, c.name).toBe(c.code);
    }
    expect(snapshotOf(seats[0].room).game).toBe(before);
    seats[1].room.send('resign', {});
    expect(await waitFor(() => resultOf(seats[0].room), 8_000, 'the end')).toMatchObject({
      result: 'creator',
      reason: 'resignation',
    });
  });

  it('keeps the seat of a player who drops and returns', () => dropAndReturn(h, 'blackjack'));

  it('forfeits a player who does not return', () => forfeitOnDrop(h, 'blackjack'));
});

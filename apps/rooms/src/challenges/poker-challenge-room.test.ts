import {
  ChallengeRoomSnapshot,
  ErrorCode,
  PokerDuelPrivateView,
  PokerDuelView,
  type PokerDuelMove,
} from '@casino/contracts';
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
import { callRoom, ChallengeHarness, resultOf, snapshotOf, waitFor } from '../../test/challenge-harness.js';

// The poker challenge hosted by the ChallengeRoom: a heads-up match played to all the chips with room
// messages and the REST action over the bus, what a spectator receives (never a hole card of a hand
// in play), a drop and
// return, a forfeit (the clock running out: challenge-time-up.test.ts).

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start();
});
afterAll(() => h.close());

const viewOf = (room: Watched['room']) => PokerDuelView.parse(JSON.parse(snapshotOf(room).game));
const privateOf = (seat: Watched) => PokerDuelPrivateView.nullable().parse(lastPrivate(seat) ?? null);

describe(`poker challenge room on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('plays a match to all the chips by room messages and REST actions; the spectator sees no hole card', async () => {
    const { id, seats, spectator } = await seatedGame(h, 'poker');
    // Hole cards as their own seat received them (the control for the search below).
    const holeCards = new Set<string>();
    let restActions = 0;
    for (let step = 0; step < 60 && !resultOf(seats[0].room); step++) {
      const state = await waitFor(
        () => {
          const view = viewOf(seats[0].room);
          if (resultOf(seats[0].room)) return { view, seat: null };
          if (view.toAct !== 0 && view.toAct !== 1) return undefined;
          const toAct: 0 | 1 = view.toAct === 0 ? 0 : 1;
          const mine = privateOf(seats[toAct]);
          // The seat's private view of this very turn (it arrives with the patch that gave it the turn).
          return mine?.legal ? { view, seat: toAct } : undefined;
        },
        8_000,
        `a seat to act (step ${step})`,
      );
      if (state.seat === null) break;
      const seat = seats[state.seat];
      const own = privateOf(seat)!;
      expect(own.cards).toHaveLength(2);
      for (const card of own.cards) holeCards.add(JSON.stringify(card));
      const legal = own.legal!;
      const move: PokerDuelMove =
        legal.canRaise || legal.canBet
          ? { action: 'all-in' }
          : legal.canCall
            ? { action: 'call' }
            : { action: 'check' };
      const ply = snapshotOf(seat.room).ply;
      if (step % 2 === 1) {
        // The REST action (POST /api/p2p-challenges/{id}/action) as the api sends it over the bus.
        const reply = await callRoom(h, id, seat.player.userId, {
          kind: 'action',
          move,
          gamePhase: state.view.street,
        });
        expect(reply.ok, JSON.stringify(reply)).toBe(true);
        if (!reply.ok) throw new Error(reply.message);
        expect(reply.state?.view.kind).toBe('poker');
        expect(reply.score).toBe(reply.state!.view.scores[state.seat]);
        expect(reply.score).toBeGreaterThan(0);
        restActions++;
      } else {
        seat.room.send('move', { ply, move });
      }
      await waitFor(
        () => snapshotOf(seats[0].room).ply > ply || resultOf(seats[0].room),
        5_000,
        `${move.action} to be applied`,
      );
    }
    const result = await waitFor(() => resultOf(spectator.room), 10_000, 'the end');
    expect(restActions).toBeGreaterThan(0);
    expect(result.reason).toBe('all_chips');
    expect(['creator', 'opponent']).toContain(result.result);
    const [winner, loser] = result.result === 'creator' ? [seats[0], seats[1]] : [seats[1], seats[0]];
    expect(result.winnerId).toBe(winner.player.userId);
    expect(await h.coins(winner.player)).toBe(START + STAKE);
    expect(await h.coins(loser.player)).toBe(START - STAKE);
    const final = viewOf(spectator.room);
    expect([...final.stacks].sort((a, b) => a - b)).toEqual([0, 2_000]);
    expect((await h.audit()).ok).toBe(true);

    // The spectator: no private message; the public view names only public things; no frame carries
    // a private view's fields, while the players' frames do.
    expect(spectator.received.privates).toEqual([]);
    const seen = everythingSeenBy(spectator);
    for (const text of seen) expect(text).not.toMatch(/cards|legal|canRaise|minRaiseTo/);
    expect(everythingSeenBy(seats[0]).some((f) => /canRaise/.test(f))).toBe(true);
    // Every state the spectator had: exactly the public view's fields; hole cards appear only in the
    // showdown of a finished hand (lastHand), never for the hand in play.
    let states = 0;
    for (const json of spectator.states) {
      const snapshot = ChallengeRoomSnapshot.parse(JSON.parse(json));
      if (!snapshot.game) continue;
      states++;
      const view = PokerDuelView.parse(JSON.parse(snapshot.game));
      expect(Object.keys(JSON.parse(snapshot.game) as object).sort()).toEqual(
        Object.keys(PokerDuelView.shape).sort(),
      );
      if (['preflop', 'flop', 'turn', 'river'].includes(view.street) && view.lastHand)
        expect(view.lastHand.handNumber).toBeLessThan(view.handNumber);
    }
    expect(states).toBeGreaterThan(3);
    // The players did hold cards (the control of the search above).
    expect(holeCards.size).toBeGreaterThanOrEqual(2);
    // Revealed at the end: the seed and the record of every hand.
    expect(snapshotOf(spectator.room).serverSeed).toMatch(/^[0-9a-f]+$/);
    const row = await h.challengeRow(id);
    expect(row).toMatchObject({ status: 'finished', end_reason: 'all_chips' });
    expect((row.record as { hands: unknown[] }).hands.length).toBeGreaterThan(0);
  });

  it('refuses REST actions out of turn, against another street, from a spectator or after the end', async () => {
    const { id, seats, spectator } = await seatedGame(h, 'poker');
    const view = await waitFor(
      () => {
        const v = viewOf(seats[0].room);
        return v.toAct === 0 || v.toAct === 1 ? v : undefined;
      },
      5_000,
      'the first turn',
    );
    const toAct = seats[view.toAct!]!;
    const other = seats[view.toAct === 0 ? 1 : 0];
    const cases = [
      { name: 'out of turn', userId: other.player.userId, gamePhase: undefined, code: 'not_your_turn' },
      {
        name: 'another street',
        userId: toAct.player.userId,
        gamePhase: 'river',
        code: ErrorCode.staleVersion,
      },
      {
        name: 'a spectator',
        userId: spectator.player.userId,
        gamePhase: undefined,
        code: ErrorCode.notSeated,
      },
    ];
    for (const c of cases)
      expect(
        await callRoom(h, id, c.userId, {
          kind: 'action',
          move: { action: 'call' },
          ...(c.gamePhase ? { gamePhase: c.gamePhase } : {}),
        }),
        c.name,
      ).toMatchObject({ ok: false, error: c.code });
    expect(snapshotOf(seats[0].room).ply).toBe(0);
    // A fold ends the hand only: the match goes on.
    const folded = await callRoom(h, id, toAct.player.userId, { kind: 'action', move: { action: 'fold' } });
    expect(folded).toMatchObject({ ok: true });
    expect(resultOf(seats[0].room)).toBeUndefined();
    seats[0].room.send('resign', {});
    await waitFor(() => resultOf(seats[0].room), 8_000, 'the resignation');
    expect(
      await callRoom(h, id, toAct.player.userId, { kind: 'action', move: { action: 'call' } }),
    ).toMatchObject({ ok: false, error: 'game_over' });
  });

  it('refuses a move made against the view before the next hand was dealt (a deal moves the turn on)', async () => {
    const { seats } = await seatedGame(h, 'poker');
    const first = await waitFor(
      () => {
        const v = viewOf(seats[0].room);
        return v.toAct === 0 || v.toAct === 1 ? v : undefined;
      },
      5_000,
      'the first turn',
    );
    seats[first.toAct!]!.room.send('move', { ply: 0, move: { action: 'fold' } });
    await waitFor(() => viewOf(seats[0].room).street === 'between', 5_000, 'the fold to end the hand');
    const between = snapshotOf(seats[0].room).ply;
    expect(between).toBe(1);
    // The next hand is dealt by the room's timer (no journaled move): the turn still moves on.
    const dealt = await waitFor(
      () => {
        const v = viewOf(seats[0].room);
        return v.handNumber > first.handNumber && (v.toAct === 0 || v.toAct === 1) ? v : undefined;
      },
      8_000,
      'the next hand',
    );
    expect(snapshotOf(seats[0].room).ply).toBe(between + 1);
    const actor = seats[dealt.toAct!]!;
    const notices = actor.received.notices.length;
    // A click on the view from between the hands is stale: it does not land on the new decision.
    actor.room.send('move', { ply: between, move: { action: 'fold' } });
    await waitFor(() => actor.received.notices.length > notices, 5_000, 'the refusal');
    expect(actor.received.notices.at(-1)?.code).toBe(ErrorCode.staleVersion);
    expect(viewOf(seats[0].room)).toMatchObject({ handNumber: dealt.handNumber, toAct: dealt.toAct });
    actor.room.send('move', { ply: between + 1, move: { action: 'fold' } });
    await waitFor(() => snapshotOf(seats[0].room).ply > between + 1, 5_000, 'the current move');
  });

  it('keeps the seat of a player who drops and returns', () => dropAndReturn(h, 'poker'));

  it('forfeits a player who does not return', () => forfeitOnDrop(h, 'poker'));
});

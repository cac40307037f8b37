import { beforeEach, describe, expect, it } from 'vitest';
import { challengeRoomActions, INTERACTIONS_KEPT, useChallengeRoomStore } from './challenge-room-store';
import { snapshotOf } from './challenge-snapshot';

const at = (ply: number, clockAt = 1_000) => snapshotOf({ phase: 'playing', ply, clockAt });

describe('the arena store', () => {
  beforeEach(() => challengeRoomActions.start('c1'));

  it.each([
    { name: 'a move waits while the ply has not moved on', pending: 3, ply: 3, after: 3 },
    { name: 'the next ply answers it', pending: 3, ply: 4, after: null },
    { name: 'an older snapshot changes nothing', pending: 3, ply: 2, after: 3 },
    { name: 'nothing pending stays so', pending: null, ply: 5, after: null },
  ])('$name', ({ pending, ply, after }) => {
    challengeRoomActions.setPending(pending);
    challengeRoomActions.applySnapshot(at(ply), 2_000);
    expect(useChallengeRoomStore.getState().pendingPly).toBe(after);
    expect(useChallengeRoomStore.getState().status).toBe('live');
  });

  it('a refusal frees the move and is shown', () => {
    challengeRoomActions.setPending(7);
    challengeRoomActions.setNotice('not_your_turn', 'Not your turn.');
    expect(useChallengeRoomStore.getState()).toMatchObject({
      pendingPly: null,
      notice: { code: 'not_your_turn', message: 'Not your turn.' },
    });
  });

  it('each snapshot bounds the server clock; a later stale one does not lower it', () => {
    challengeRoomActions.applySnapshot(at(1, 10_000), 10_040);
    expect(useChallengeRoomStore.getState().clock.offsetMs).toBe(-40);
    challengeRoomActions.applySnapshot(at(1, 10_000), 15_000);
    expect(useChallengeRoomStore.getState().clock.offsetMs).toBe(-40);
  });

  it('a new challenge forgets the last one', () => {
    challengeRoomActions.applySnapshot(at(9), 1_000);
    challengeRoomActions.setNotice('x', 'y');
    challengeRoomActions.start('c2');
    expect(useChallengeRoomStore.getState()).toMatchObject({
      challengeId: 'c2',
      snapshot: null,
      notice: null,
      pendingPly: null,
    });
  });
});

describe('the emotes and chat lines', () => {
  beforeEach(() => challengeRoomActions.start('c1'));
  const event = (n: number) => ({
    seat: n % 2,
    name: 'p',
    type: 'chat' as const,
    message: `line ${n}`,
    at: n,
  });

  it('are kept in arrival order, the last INTERACTIONS_KEPT only', () => {
    for (let n = 0; n < INTERACTIONS_KEPT + 5; n++) challengeRoomActions.addInteraction(event(n));
    const kept = useChallengeRoomStore.getState().interactions;
    expect(kept).toHaveLength(INTERACTIONS_KEPT);
    expect(kept[0]?.message).toBe('line 5');
    expect(kept.at(-1)?.message).toBe(`line ${INTERACTIONS_KEPT + 4}`);
  });

  it('a line heard again (the recent lines a reconnect replays) is kept once', () => {
    challengeRoomActions.addInteraction(event(1));
    challengeRoomActions.addInteraction(event(2));
    challengeRoomActions.addInteraction(event(1));
    expect(useChallengeRoomStore.getState().interactions.map((e) => e.message)).toEqual(['line 1', 'line 2']);
  });

  it('are forgotten with the challenge', () => {
    challengeRoomActions.addInteraction(event(1));
    challengeRoomActions.start('c2');
    expect(useChallengeRoomStore.getState().interactions).toEqual([]);
  });
});

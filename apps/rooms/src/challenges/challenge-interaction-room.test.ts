import { ChallengeInteractionEvent, challengeRoomChannel, ErrorCode } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callRoom,
  ChallengeHarness,
  sleep,
  snapshotOf,
  waitFor,
  type Player,
  type Received,
} from '../../test/challenge-harness.js';

// The `interaction` room message (emotes and chat) and the REST calls that reach a challenge's room
// over the bus (challengeRoomChannel), with the real colyseus.js client.

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start();
});
afterAll(() => h.close());

const eventsOf = (received: Received) =>
  received.messages
    .filter((m) => m.type === 'interaction')
    .map((m) => ChallengeInteractionEvent.parse(m.message));

async function chessWithSpectator() {
  const [creator, opponent, watcher]: Player[] = [
    await h.newPlayer(),
    await h.newPlayer(),
    await h.newPlayer(),
  ];
  const id = await h.accepted(creator!, opponent!, 'chess');
  const seats = [await h.join(creator!, id), await h.join(opponent!, id)];
  const spectator = await h.join(watcher!, id, { spectate: true });
  return { id, players: [creator!, opponent!], watcher: watcher!, seats, spectator };
}

describe(`challenge interactions on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('broadcasts emotes and chat to players and spectators, refuses the rest, and shows the latest on join', async () => {
    const { id, players, watcher, seats, spectator } = await chessWithSpectator();
    // Before the game starts too: the waiting room is where players greet each other.
    seats[0]!.room.send('interaction', { type: 'emote', message: 'Good luck!' });
    seats[1]!.room.send('interaction', { type: 'chat', message: '  you too  ' });
    for (const r of [seats[0]!, seats[1]!, spectator])
      await waitFor(() => eventsOf(r.received).length === 2 || undefined, 5_000, 'both interactions');
    expect(eventsOf(spectator.received).map(({ seat, type, message }) => ({ seat, type, message }))).toEqual([
      { seat: 0, type: 'emote', message: 'Good luck!' },
      { seat: 1, type: 'chat', message: 'you too' },
    ]);
    expect(eventsOf(spectator.received)[0]!.name).toBe(snapshotOf(spectator.room).seats[0]!.name);

    // Refused with a notice, broadcast to nobody.
    const refusals: Array<[number | 'spectator', unknown, string]> = [
      ['spectator', { type: 'chat', message: 'hi' }, ErrorCode.notSeated],
      [0, { type: 'emote', message: 'Loser' }, ErrorCode.validation],
      [0, { type: 'chat', message: 'x'.repeat(121) }, ErrorCode.validation],
      [0, { type: 'chat', message: '   ' }, ErrorCode.validation],
      [0, { type: 'chat', message: 'line\nbreak' }, ErrorCode.validation],
      [0, { type: 'shout', message: 'hi' }, ErrorCode.validation],
      [0, { type: 'chat', message: 'hi', extra: 1 }, ErrorCode.validation],
    ];
    for (const [from, body, code] of refusals) {
      const r = from === 'spectator' ? spectator : seats[from]!;
      const before = r.received.notices.length;
      r.room.send('interaction', body);
      const notice = await waitFor(
        () => r.received.notices[before],
        5_000,
        `the notice for ${JSON.stringify(body)}`,
      );
      expect(notice.code).toBe(code);
    }
    // The rate: seat 0 used one of its burst of 3; two more go through, the next is refused.
    for (const line of ['one', 'two', 'three'])
      seats[0]!.room.send('interaction', { type: 'chat', message: line });
    const before = seats[0]!.received.notices.length;
    await waitFor(() => seats[0]!.received.notices[before], 5_000, 'the rate-limit notice');
    expect(seats[0]!.received.notices[before]!.code).toBe(ErrorCode.rateLimited);
    await sleep(200);
    expect(eventsOf(spectator.received).map((e) => e.message)).toEqual([
      'Good luck!',
      'you too',
      'one',
      'two',
    ]);
    // Seat 1 has its own limit.
    seats[1]!.room.send('interaction', { type: 'emote', message: 'Wow!' });
    await waitFor(() => eventsOf(spectator.received).length === 5 || undefined, 5_000, "seat 1's emote");

    // A client joining now sees the recent ones at once.
    const late = await h.join(watcher, id, { spectate: true });
    await waitFor(() => eventsOf(late.received).length === 5 || undefined, 5_000, 'the recent interactions');
    expect(eventsOf(late.received).map((e) => e.message)).toEqual(
      eventsOf(spectator.received).map((e) => e.message),
    );
    // Nothing of this touched the game.
    expect(snapshotOf(seats[0]!.room).ply).toBe(0);
    expect(players).toHaveLength(2);
  });

  it('answers the REST calls over the bus: interactions from players, actions only in poker', async () => {
    const { id, players, watcher, seats, spectator } = await chessWithSpectator();
    for (const { room } of seats) room.send('ready', {});
    await waitFor(() => snapshotOf(seats[0]!.room).phase === 'playing', 5_000, 'the game to start');

    const sent = await callRoom(h, id, players[1]!.userId, {
      kind: 'interaction',
      interaction: { type: 'emote', message: 'Well played' },
    });
    expect(sent).toMatchObject({ ok: true, state: null, score: 0 });
    await waitFor(
      () => eventsOf(spectator.received).find((e) => e.message === 'Well played'),
      5_000,
      'the REST emote in the room',
    );
    expect(eventsOf(seats[0]!.received).at(-1)).toMatchObject({
      seat: 1,
      type: 'emote',
      message: 'Well played',
    });

    expect(
      await callRoom(h, id, players[0]!.userId, {
        kind: 'interaction',
        interaction: { type: 'emote', message: 'Boo' },
      }),
    ).toMatchObject({ ok: false, error: ErrorCode.validation });
    expect(
      await callRoom(h, id, watcher.userId, {
        kind: 'interaction',
        interaction: { type: 'chat', message: 'hi' },
      }),
    ).toMatchObject({ ok: false, error: ErrorCode.notSeated });
    expect(
      await callRoom(h, id, players[0]!.userId, { kind: 'action', move: { action: 'call' } }),
    ).toMatchObject({ ok: false, error: 'not_poker' });
    // Garbage on the channel is ignored; the room still answers the next call.
    await h.server.presence.publish(challengeRoomChannel(id), { requestId: 1, call: 'x' });
    expect(
      await callRoom(h, id, players[0]!.userId, {
        kind: 'interaction',
        interaction: { type: 'chat', message: 'still here' },
      }),
    ).toMatchObject({ ok: true });
    expect(snapshotOf(seats[0]!.room).ply).toBe(0);
  });
});

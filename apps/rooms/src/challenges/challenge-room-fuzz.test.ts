import fc from 'fast-check';
import {
  CHALLENGE_EMOTES,
  ChallengeClientMessages,
  ChallengeInteractionEvent,
  ChallengeServerMessages,
  ErrorCode,
} from '@casino/contracts';
import { playableChallengeGames } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChallengeHarness, resultOf, sleep, snapshotOf, waitFor } from '../../test/challenge-harness.js';

// The challenge room under generated messages, as a hostile client would send them: every message
// type the room knows with broken payloads, types it does not know (Object.prototype's names among
// them), huge payloads, from both players and a spectator. The room must stay up with everyone
// connected, answer each with a well-formed notice and a stable code, and change nothing.

const ENGINE_CODES = ['game_over', 'not_your_turn', 'illegal_move', 'bad_move', 'no_draws', 'no_draw_offer'];
const KNOWN_CODES = new Set<string>([
  ...Object.values(ErrorCode),
  ...ENGINE_CODES,
  'draw_already_offered',
  'locked_out',
  'not_playing',
  'not_waiting',
]);
const TYPES = Object.keys(ChallengeClientMessages) as Array<keyof typeof ChallengeClientMessages>;

const fieldValue = fc.oneof(
  fc.constantFrom('e2e4', 'e7e8q', 'e2e9', '', '\u0000', -1, 0, 2 ** 31, 1e9 + 1, null, true, [], {}),
  fc.integer({ min: -10, max: 20_000 }),
  fc.string({ maxLength: 60 }),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);
const payload = fc.oneof(
  fc.record(
    {
      ply: fc.oneof(fieldValue, fc.nat(5)),
      move: fc.oneof(
        fieldValue,
        fc.record({ uci: fieldValue }, { requiredKeys: [] }),
        fc.record({ path: fc.array(fieldValue, { maxLength: 14 }) }, { requiredKeys: [] }),
        fc.record({ problem: fieldValue, answer: fieldValue }, { requiredKeys: [] }),
        // The games of issue 14: a puzzle's item, a blackjack hand, a poker action.
        fc.record(
          { item: fieldValue, answer: fieldValue, hint: fieldValue, skip: fieldValue },
          { requiredKeys: [] },
        ),
        fc.record({ hand: fieldValue, bet: fieldValue, action: fieldValue }, { requiredKeys: [] }),
        fc.record(
          { action: fc.oneof(fieldValue, fc.constantFrom('fold', 'all-in', 'raise')), amount: fieldValue },
          { requiredKeys: [] },
        ),
      ),
      extra: fieldValue,
    },
    { requiredKeys: [] },
  ),
  // An emote or chat line: types, emotes not in the list, control characters, the length cap.
  fc.record(
    {
      type: fc.oneof(fc.constantFrom('emote', 'chat'), fieldValue),
      message: fc.oneof(fieldValue, fc.constantFrom('Good luck!', 'a\nb', ' ', 'x'.repeat(121))),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);
const message = fc.record({
  type: fc.oneof(fc.constantFrom(...TYPES), fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 300 })),
  payload,
});
/**
 * Messages a player sends that the contracts refuse (a valid resign would end the game), or that the
 * room refuses after them: an interaction whose emote is not in the list or whose chat line is not
 * plain text (a valid one would be broadcast, and counted by the rate limit).
 */
const invalid = ({ type, payload: body }: { type: string | number; payload: unknown }) => {
  if (!(typeof type === 'string' && Object.hasOwn(ChallengeClientMessages, type))) return true;
  const parsed = ChallengeClientMessages[type as keyof typeof ChallengeClientMessages].safeParse(body);
  if (!parsed.success) return true;
  if (type !== 'interaction') return false;
  const { type: kind, message: text } = parsed.data as { type: string; message: string };
  return kind === 'emote' ? !(CHALLENGE_EMOTES as readonly string[]).includes(text) : /\p{Cc}/u.test(text);
};

let h: ChallengeHarness;
beforeAll(async () => {
  h = await ChallengeHarness.start({ timing: { messagesPerSecond: 1_000, messageBurst: 1_000 } });
});
afterAll(() => h.close());

describe(`challenge room message fuzz on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  // Chess takes the full sample; every other playable game (issue 14's as they become playable) a
  // third of it, with the same seeds.
  const games = playableChallengeGames().map((game) => ({
    gameType: game.type,
    share: game.type === 'chess' ? 1 : 3,
  }));
  it.each(games)(
    '$gameType: stays up, refuses clearly and changes nothing under generated messages',
    async ({ gameType, share }) => {
      const [creator, opponent, watcher] = [await h.newPlayer(), await h.newPlayer(), await h.newPlayer()];
      const id = await h.accepted(creator, opponent, gameType);
      const seats = [await h.join(creator, id), await h.join(opponent, id), await h.join(watcher, id)];
      const closed: number[] = [];
      for (const { room } of seats) room.onLeave((code) => closed.push(code));
      seats[0]!.room.send('ready', {});
      seats[1]!.room.send('ready', {});
      await waitFor(() => snapshotOf(seats[0]!.room).phase === 'playing', 5_000, 'the game to start');
      const before = snapshotOf(seats[0]!.room);

      for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
        seats[2]!.room.send(type, { x: 1 });
        seats[0]!.room.send(type, { ply: 0 });
        seats[2]!.room.sendBytes(type, new Uint8Array([1, 2, 3]));
      }
      // Big but under the transport's cap (4 KB): the contracts refuse it.
      seats[0]!.room.send('move', { ply: 0, move: { uci: 'e2e4'.repeat(800) } });
      // The spectator may send anything (all refused); the players send what the contracts refuse.
      const sent = [
        ...fc.sample(message, { numRuns: 500 / share, seed: 20261124 }).map((m) => ({ ...m, from: 2 })),
        ...fc
          .sample(message.filter(invalid), { numRuns: 1_000 / share, seed: 13 })
          .map((m, i) => ({ ...m, from: i % 2 })),
      ];
      for (const [i, m] of sent.entries()) {
        seats[m.from]!.room.send(m.type, m.payload);
        if (i % 50 === 49) await sleep(20);
      }
      await sleep(1_000);

      expect(closed).toEqual([]);
      // The spectator's interactions are all refused, the players' invalid ones too: none broadcast.
      expect(seats.flatMap((s) => s.received.messages.filter((m) => m.type === 'interaction'))).toEqual([]);
      const notices = seats.flatMap((s) => s.received.notices);
      expect(notices.length).toBeGreaterThan(1_000 / share);
      expect(notices.filter((n) => !ChallengeServerMessages.notice.safeParse(n).success)).toEqual([]);
      for (const code of new Set(notices.map((n) => n.code))) expect(KNOWN_CODES.has(code), code).toBe(true);
      const after = snapshotOf(seats[0]!.room);
      expect({ phase: after.phase, ply: after.ply, game: after.game }).toEqual({
        phase: before.phase,
        ply: before.ply,
        game: before.game,
      });
      // Still a working room: an emote reaches everyone, a real move and a resignation settle it.
      seats[1]!.room.send('interaction', { type: 'emote', message: 'Good game' });
      for (const seat of seats)
        await waitFor(() => seat.received.messages.find((m) => m.type === 'interaction'), 5_000, 'the emote');
      expect(
        ChallengeInteractionEvent.parse(
          seats[2]!.received.messages.find((m) => m.type === 'interaction')!.message,
        ),
      ).toMatchObject({ seat: 1, message: 'Good game' });
      if (gameType === 'chess') {
        seats[0]!.room.send('move', { ply: 0, move: { uci: 'e2e4' } });
        await waitFor(() => snapshotOf(seats[1]!.room).ply === 1, 5_000, 'the move');
      }
      seats[1]!.room.send('resign', {});
      expect(await waitFor(() => resultOf(seats[0]!.room), 8_000, 'the end')).toMatchObject({
        result: 'creator',
        reason: 'resignation',
      });
      expect((await h.audit()).ok).toBe(true);
    },
  );
});

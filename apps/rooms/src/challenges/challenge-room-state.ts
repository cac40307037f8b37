import { schema, type SchemaType } from '@colyseus/schema';

// The Colyseus state of a challenge room, synced to every client (players and spectators alike):
// the contracts' ChallengeRoomSnapshot. Nothing hidden lives here: a math player's problem goes by
// the `private` message to that seat's connections only. Declared with schema() rather than
// decorators, as the poker room's state is.

const num = (value = 0) => ({ type: 'number', default: value }) as const;
const bool = (value = false) => ({ type: 'boolean', default: value }) as const;
const str = (value = '') => ({ type: 'string', default: value }) as const;

export const ChallengeSeatState = schema(
  {
    seat: num(),
    userId: str(),
    name: str(),
    rating: num(),
    connected: bool(),
    ready: bool(),
    /** Time left at the room's `clockAt` (ms). */
    clockMs: num(),
  },
  'ChallengeSeatState',
);
export type ChallengeSeatState = SchemaType<typeof ChallengeSeatState>;

export const ChallengeRoomState = schema(
  {
    challengeId: str(),
    gameType: str(),
    phase: str('waiting'),
    seats: { array: ChallengeSeatState },
    spectators: num(),
    /** -1: no clock runs; 0 or 1: that seat's; 2: the shared clock of a score duel. */
    running: num(-1),
    clockAt: num(),
    ply: num(),
    drawOfferedBy: num(-1),
    /** JSON of the engine's public view. */
    game: str(),
    /** JSON of the ChallengeResult once finished. */
    result: str(),
    seedHash: str(),
    /** Revealed only once the challenge has ended. */
    serverSeed: str(),
    gameTime: num(),
  },
  'ChallengeRoomState',
);
export type ChallengeRoomState = SchemaType<typeof ChallengeRoomState>;

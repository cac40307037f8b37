import {
  CHALLENGE_BET_TYPES,
  CHALLENGE_CRYPTO_CURRENCIES,
  CHALLENGE_GAME_TYPES,
  CHALLENGE_SKILL_LEVELS,
} from '@casino/games';
import { z } from 'zod';
import { decimalParam } from './ids.js';
import { MoneyString } from './money.js';
import { plainText } from './plain-text.js';
import {
  BlackjackDuelMove,
  CHALLENGE_CHAT_MAX_LENGTH,
  BlackjackDuelPrivateView,
  BlackjackDuelView,
  ChallengeInteraction,
  ChallengeInteractionEvent,
  ChallengeInteractionType,
  LogicPrivateView,
  PokerDuelAction,
  PokerDuelMove,
  PokerDuelPrivateView,
  PokerDuelView,
  PuzzleDuelView,
  PuzzleMove,
  RiddlePrivateView,
  SlidingPrivateView,
} from './p2p-challenge-games.js';

// Head-to-head skill challenges (issue 13; spec document 2, /p2p-betting and /game-room): the REST
// calls, the challenge room's messages and its synced state as a client reads it. Amounts are decimal
// coin strings; the game views are the engine's (packages/engine/src/games/<game>/), parsed here.

export const P2pGameType = z.enum(CHALLENGE_GAME_TYPES);
export type P2pGameType = z.infer<typeof P2pGameType>;
export const P2pSkillLevel = z.enum(CHALLENGE_SKILL_LEVELS);
export const P2pBetType = z.enum(CHALLENGE_BET_TYPES);
export const P2pCryptoCurrency = z.enum(CHALLENGE_CRYPTO_CURRENCIES);

/** A challenge id: a UUID, in a path or a room's join options. */
export const ChallengeId = z.uuid('must be a challenge id').describe('challenge id (UUID)');
export const ChallengeIdParams = z.strictObject({ id: ChallengeId });

/** Every status a challenge passes through; the spec's screens read only `open`. */
export const ChallengeStatus = z.enum(['open', 'playing', 'finished', 'cancelled', 'expired', 'voided']);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

/** How it ended, for the creator's side: the creator won, the accepter won, a draw, or void (refunded). */
export const ChallengeResultKind = z.enum(['creator', 'opponent', 'draw', 'void']);

export const ChallengeRatingChange = z.object({
  userId: z.string(),
  before: z.number().int(),
  after: z.number().int(),
});

export const ChallengeResult = z.object({
  result: ChallengeResultKind,
  /** checkmate, timeout, resignation, forfeit, stalemate, agreement, score, server_fault, ... */
  reason: z.string(),
  winnerId: z.string().nullable(),
  /** Paid to the winner (the prize pool), or returned to each player on a draw or void. */
  payout: MoneyString,
  ratingChanges: z.array(ChallengeRatingChange),
});
export type ChallengeResult = z.infer<typeof ChallengeResult>;

/** The spec's P2P challenge (id, gameType, betAmount, betType, skillLevel, cryptoCurrency, status, challengerName, expiresAt) and what the cards add. */
export const P2pChallenge = z.object({
  id: z.string(),
  gameType: P2pGameType,
  betAmount: MoneyString.describe('each player stakes this much'),
  betType: P2pBetType,
  skillLevel: P2pSkillLevel,
  cryptoCurrency: P2pCryptoCurrency.nullable(),
  status: ChallengeStatus,
  challengerId: z.string(),
  challengerName: z.string(),
  /** The creator's rating in this game type. */
  challengerRating: z.number().int(),
  opponentId: z.string().nullable(),
  opponentName: z.string().nullable(),
  /** A rematch is offered to this player only. */
  invitedId: z.string().nullable(),
  prizePool: MoneyString.describe('twice the bet: what the winner receives'),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type P2pChallenge = z.infer<typeof P2pChallenge>;

export const ChallengePlayer = z.object({
  seat: z.union([z.literal(0), z.literal(1)]),
  userId: z.string(),
  name: z.string(),
  rating: z.number().int(),
});
export type ChallengePlayer = z.infer<typeof ChallengePlayer>;

/** GET /api/p2p-challenges/{id}: the challenge with the spec's title and description, players, phase and result. */
export const P2pChallengeDetail = P2pChallenge.extend({
  title: z.string(),
  description: z.string(),
  /** The arena's phases (spec section 4): waiting before the first move, playing, finished. */
  phase: z.enum(['waiting', 'playing', 'finished']),
  players: z.array(ChallengePlayer),
  result: ChallengeResult.nullable(),
  acceptedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** sha256 of a seeded game's seed, shown from the start; the seed itself once it has ended. */
  seedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  /**
   * The game's record once it has ended (null before): moves and scores; a seeded game's items with
   * their solutions and both players' answers (a puzzle duel's: PuzzleDuelRecord), so either player
   * can check it against the revealed seed.
   */
  record: z.record(z.string(), z.unknown()).nullable(),
  rematchOf: z.string().nullable(),
});
export type P2pChallengeDetail = z.infer<typeof P2pChallengeDetail>;

const BET_AMOUNT_MESSAGE = 'must be a number with at most two decimals, such as "25.50"';

/** POST /api/p2p-challenges/create (spec: gameType, betAmount, betType, skillLevel, cryptoCurrency). */
export const CreateChallengeRequest = z.strictObject({
  gameType: P2pGameType,
  // Checked by the domain (numeric, above zero, two decimals, within the limits, covered by the
  // wallet), so the message names the field and the limits of the chosen currency. The schema only
  // keeps out what is not written as a plain decimal at all (letters, control characters, hex,
  // exponents, signs other than a minus, spaces), so '', '0', '-5' and '1.234' reach the domain's
  // messages.
  betAmount: z.union([z.string().regex(/^-?\d{0,16}(?:\.\d{0,8})?$/, BET_AMOUNT_MESSAGE), z.number()], {
    error: BET_AMOUNT_MESSAGE,
  }),
  betType: P2pBetType,
  skillLevel: P2pSkillLevel,
  cryptoCurrency: P2pCryptoCurrency.nullish(),
});
export type CreateChallengeRequest = z.infer<typeof CreateChallengeRequest>;

export const ChallengeResponse = z.object({ challenge: P2pChallenge });
export type ChallengeResponse = z.infer<typeof ChallengeResponse>;

/** POST /api/p2p-challenges/{id}/accept: the challenge and the arena to open after the spec's 1 s. */
export const AcceptChallengeResponse = z.object({ challenge: P2pChallenge, roomPath: z.string() });
export type AcceptChallengeResponse = z.infer<typeof AcceptChallengeResponse>;

/** A line of My Challenges (open and in play) or History (ended), from the viewer's side. */
export const MyChallenge = P2pChallenge.extend({
  role: z.enum(['creator', 'opponent', 'invited']),
  result: ChallengeResult.nullable(),
  /** From the viewer's side: won, lost, draw, void, or null while not ended. */
  outcome: z.enum(['won', 'lost', 'draw', 'void', 'cancelled', 'expired']).nullable(),
  /** The viewer's rating change, when the challenge was rated. */
  ratingChange: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
});
export type MyChallenge = z.infer<typeof MyChallenge>;

/** GET /api/p2p-challenges/history?limit&offset: a page of ended challenges, newest first (20 by default). */
export const CHALLENGE_HISTORY_MAX_PAGE = 100;
export const ChallengeHistoryQuery = z.strictObject({
  limit: decimalParam(1, CHALLENGE_HISTORY_MAX_PAGE).optional(),
  offset: decimalParam(0, 100_000).optional(),
});
export type ChallengeHistoryQuery = z.infer<typeof ChallengeHistoryQuery>;

/** GET /api/p2p-challenges/stats: the four stat cards and the ratings behind them. */
export const P2pStats = z.object({
  totalWins: z.number().int(),
  totalLosses: z.number().int(),
  draws: z.number().int(),
  skillRating: z.number().int(),
  /** The spec's rounded wins/(wins+losses) percent, 0 without any. */
  winRate: z.number().int(),
  /** The viewer's challenges open or in play. */
  activeChallenges: z.number().int(),
  ratings: z.array(z.object({ gameType: P2pGameType, rating: z.number().int(), games: z.number().int() })),
});
export type P2pStats = z.infer<typeof P2pStats>;

// ---------------------------------------------------------------------------------------------
// The challenge room (Colyseus room `challenge`, join options { challengeId, spectate? }).

export const CHALLENGE_ROOM = 'challenge';
/** The lobby room whose broadcasts tell /p2p-betting that the open list changed. */
export const CHALLENGE_LOBBY_ROOM = 'challenge_lobby';
/** Presence channel: the api tells the rooms that a challenge changed (the `changed` message below). */
export const CHALLENGE_EVENTS_CHANNEL = 'casino:p2p-challenges';

export const ChallengeJoinOptions = z.strictObject({
  challengeId: ChallengeId,
  /** Watch instead of play (players of the challenge always take their seat). */
  spectate: z.boolean().optional(),
});

const uci = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a move such as "e2e4" or "e7e8q"');

/** Messages a player sends (each validated and rate-limited by the room). */
export const ChallengeClientMessages = {
  /** Both players press Start Challenge in the waiting phase; the clocks start when both have. */
  ready: z.strictObject({}),
  move: z.strictObject({
    /** The ply the move answers (stale moves from a second tab are refused). */
    ply: z.number().int().min(0).max(10_000),
    move: z.union([
      z.strictObject({ uci }),
      /** Checkers: the squares visited, 1-32 in standard notation (a capture lists every landing). */
      z.strictObject({ path: z.array(z.number().int().min(1).max(32)).min(2).max(12) }),
      /** Math duel: the answer to the player's current problem. */
      z.strictObject({
        problem: z.number().int().min(0).max(10_000),
        answer: z.number().int().min(-1e9).max(1e9),
      }),
      /** Logic puzzles, image puzzles, word riddles: an answer, a hint or a skip. */
      ...PuzzleMove.options,
      /** Blackjack duel: a hand's bet, or a play on it. */
      ...BlackjackDuelMove.options,
      /** Poker: a betting action. */
      PokerDuelMove,
    ]),
  }),
  /** An emote or a short chat line, shown to both players and every spectator (rate-limited). */
  interaction: ChallengeInteraction,
  resign: z.strictObject({}),
  'offer-draw': z.strictObject({}),
  'accept-draw': z.strictObject({}),
  'decline-draw': z.strictObject({}),
} as const;
export type ChallengeClientMessage = keyof typeof ChallengeClientMessages;

/** Chess as every viewer sees it (the engine's ChessPublicView). */
export const ChessView = z.object({
  kind: z.literal('chess'),
  fen: z.string(),
  turn: z.union([z.literal(0), z.literal(1)]),
  /** Every move so far, in SAN and UCI. */
  moves: z.array(z.object({ san: z.string(), uci: z.string() })),
  /** Legal moves of the side to move, in UCI (the board's hints). */
  legalMoves: z.array(z.string()),
  check: z.boolean(),
  lastMove: z.string().nullable(),
});
export type ChessView = z.infer<typeof ChessView>;

/** Checkers (English draughts) as every viewer sees it (the engine's CheckersPublicView). */
export const CheckersView = z.object({
  kind: z.literal('checkers'),
  /** Squares 1-32 in standard notation, index 0 = square 1: '.' empty, 'b'/'B' dark man/king (seat 0), 'w'/'W' light (seat 1). */
  board: z.string().length(32),
  turn: z.union([z.literal(0), z.literal(1)]),
  moves: z.array(z.object({ notation: z.string(), path: z.array(z.number().int()) })),
  legalMoves: z.array(z.object({ path: z.array(z.number().int()), captures: z.array(z.number().int()) })),
  /** Moves since the last capture or man move (the 40-move rule counts both sides' moves: 80). */
  quietMoves: z.number().int(),
  lastMove: z.array(z.number().int()).nullable(),
});
export type CheckersView = z.infer<typeof CheckersView>;

/** The math duel as every viewer sees it: scores and progress, never a problem or an answer. */
export const MathView = z.object({
  kind: z.literal('math'),
  scores: z.tuple([z.number().int(), z.number().int()]),
  solved: z.tuple([z.number().int(), z.number().int()]),
  /** 1-3: rounds of rising difficulty over the 300 s. */
  round: z.number().int(),
  winningScore: z.number().int(),
});
export type MathView = z.infer<typeof MathView>;

/** What only the math player sees: their current problem and how their last answer went. */
export const MathPrivateView = z.object({
  kind: z.literal('math'),
  problem: z.object({ index: z.number().int(), round: z.number().int(), text: z.string() }).nullable(),
  /** Game time until which a wrong answer locks the player out, or null. */
  lockedUntil: z.number().nullable(),
  last: z
    .object({
      index: z.number().int(),
      correct: z.boolean(),
      points: z.number().int(),
      answer: z.number().int(),
    })
    .nullable(),
});
export type MathPrivateView = z.infer<typeof MathPrivateView>;

export const ChallengeGameView = z.union([
  ChessView,
  CheckersView,
  MathView,
  PuzzleDuelView,
  BlackjackDuelView,
  PokerDuelView,
]);
export type ChallengeGameView = z.infer<typeof ChallengeGameView>;

/** One player's seat in the room's state. */
export const ChallengeSeatSnapshot = z.object({
  seat: z.number().int(),
  userId: z.string(),
  name: z.string(),
  rating: z.number().int(),
  connected: z.boolean(),
  ready: z.boolean(),
  /** Time left at `clockAt` (ms). */
  clockMs: z.number(),
});

/**
 * The room's synced state as a client reads it. `game` is the engine's public view as JSON (both
 * players and spectators receive it); a player's private view arrives in the `private` message.
 * Clocks: each seat's `clockMs` was true at server time `clockAt` (epoch ms); the seat in `running`
 * loses time from then on.
 */
export const ChallengeRoomSnapshot = z.object({
  challengeId: z.string().catch(''),
  gameType: z.string().catch(''),
  phase: z.enum(['waiting', 'playing', 'finished']).catch('waiting'),
  seats: z.array(ChallengeSeatSnapshot).catch([]),
  spectators: z.number().catch(0),
  /** -1: no clock runs; 0 or 1: that seat's; 2: the shared clock of a score duel. */
  running: z.number().catch(-1),
  clockAt: z.number().catch(0),
  ply: z.number().catch(0),
  drawOfferedBy: z.number().catch(-1),
  game: z.string().catch(''),
  /** JSON of ChallengeResult once finished, '' before. */
  result: z.string().catch(''),
  seedHash: z.string().catch(''),
  serverSeed: z.string().catch(''),
  /** Game time (ms) of the server when the state was written: the math duel's lock-outs are in it. */
  gameTime: z.number().catch(0),
});
export type ChallengeRoomSnapshot = z.infer<typeof ChallengeRoomSnapshot>;

/** What only a seat sees, per game (chess and checkers have nothing private). */
export const ChallengePrivateView = z.discriminatedUnion('kind', [
  MathPrivateView,
  RiddlePrivateView,
  LogicPrivateView,
  SlidingPrivateView,
  BlackjackDuelPrivateView,
  PokerDuelPrivateView,
]);
export type ChallengePrivateView = z.infer<typeof ChallengePrivateView>;

/** Server → client messages. */
export const ChallengeServerMessages = {
  /** A refused message: { code, message } ('Not your turn.', 'Illegal move.', ...). */
  notice: z.object({ code: z.string(), message: z.string() }),
  /** The seat's private view (math: MathPrivateView) after every change that touches it. */
  private: z.object({ view: ChallengePrivateView.nullable() }),
  /** An emote or chat line from a player (the `interaction` message), to everyone in the room. */
  interaction: ChallengeInteractionEvent,
  /** Lobby: the open list changed; refetch GET /api/p2p-challenges. */
  changed: z.object({ challengeId: z.string(), status: ChallengeStatus, invitedId: z.string().nullable() }),
} as const;

// ---------------------------------------------------------------------------------------------
// The poker challenge page's REST calls (spec document 2, section 7), answered by the challenge's
// room in whichever rooms process hosts it, over the same bus as the poker table's calls.

/** The poker challenge as the page reads it: the public view and the caller's own. */
export const PokerChallengeState = z.object({
  view: PokerDuelView,
  private: PokerDuelPrivateView.nullable(),
});
export type PokerChallengeState = z.infer<typeof PokerChallengeState>;

export const PokerChallengeActionRequest = z.strictObject({
  action: PokerDuelAction,
  /** Chips: the total a bet or raise makes this street (ignored by fold, check, call, all-in). */
  amount: z.number().int().min(0).max(100_000_000).optional(),
  /** The client's clock when the button was pressed (epoch ms; informational). */
  timestamp: z.number().int().min(0).optional(),
  /** The street the client saw; an action against another street is refused as stale. */
  gamePhase: plainText().max(20).optional(),
  /** Milliseconds the player took (informational). */
  responseTime: z.number().min(0).max(86_400_000).optional(),
});
export type PokerChallengeActionRequest = z.infer<typeof PokerChallengeActionRequest>;

export const PokerChallengeActionResponse = z.object({
  action: PokerDuelAction,
  newGameState: PokerChallengeState,
  /** The caller's performance score after the action (the spec's per-action score). */
  score: z.number().int(),
});
export type PokerChallengeActionResponse = z.infer<typeof PokerChallengeActionResponse>;

export const ChallengeInteractionRequest = z.strictObject({
  type: ChallengeInteractionType,
  message: plainText().trim().min(1).max(CHALLENGE_CHAT_MAX_LENGTH),
  timestamp: z.number().int().min(0).optional(),
  /** What the client saw when it sent it (informational; never trusted, never broadcast). */
  gameContext: z
    .strictObject({
      phase: plainText().max(20).optional(),
      pot: z.number().min(0).optional(),
      playerCards: z.array(z.unknown()).max(2).optional(),
    })
    .optional(),
});
export type ChallengeInteractionRequest = z.infer<typeof ChallengeInteractionRequest>;

export const ChallengeInteractionResponse = z.object({ delivered: z.literal(true), at: z.number() });
export type ChallengeInteractionResponse = z.infer<typeof ChallengeInteractionResponse>;

/** The bus channel a hosted challenge room listens on for the REST calls. */
export const challengeRoomChannel = (challengeId: string): string => `casino:challenge:${challengeId}`;

export const ChallengeRoomCall = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('action'), move: PokerDuelMove, gamePhase: z.string().optional() }),
  z.object({ kind: z.literal('interaction'), interaction: ChallengeInteraction }),
  /** The back office voids the game (issue 15): both stakes back, unrated, end reason `admin_void`. */
  z.object({ kind: z.literal('void'), reason: z.string() }),
]);
export type ChallengeRoomCall = z.infer<typeof ChallengeRoomCall>;

export const ChallengeRoomRequest = z.object({
  requestId: z.string(),
  replyTo: z.string(),
  userId: z.string(),
  call: ChallengeRoomCall,
});
export type ChallengeRoomRequest = z.infer<typeof ChallengeRoomRequest>;

/** The room's answer: the state after the call and the caller's score, or a refusal ({ code, message }). */
export const ChallengeRoomReply = z.union([
  z.object({
    ok: z.literal(true),
    state: PokerChallengeState.nullable(),
    score: z.number().int(),
    at: z.number(),
  }),
  z.object({ ok: z.literal(false), error: z.string(), message: z.string() }),
]);
export type ChallengeRoomReply = z.infer<typeof ChallengeRoomReply>;

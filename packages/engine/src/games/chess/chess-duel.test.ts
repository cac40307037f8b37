import { Chess } from 'chess.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DuelAction, DuelOutcome } from '../../duels/duel.js';
import {
  accepted,
  alternatingMoves,
  applyAll,
  deepFreeze,
  mulberry32,
  TEST_SETUP,
} from '../../duels/duel-test-kit.js';
import { chessBoard, chessBoardFromFen, CHESS_START_FEN, type ChessBoard } from './chess-board.js';
import { chessDuelFromFen, chessRules, type ChessDuelState } from './chess-duel.js';
import { canStillMate } from './chess-mating-material.js';

const uciMoves = (list: string): { uci: string }[] => list.split(' ').map((uci) => ({ uci }));
const fromStart = (moves: string): ChessDuelState =>
  applyAll(chessRules, chessRules.start(TEST_SETUP), alternatingMoves(uciMoves(moves)));
const fromFen = (fen: string, moves: string, first: 0 | 1 = 0): ChessDuelState =>
  applyAll(chessRules, chessDuelFromFen(TEST_SETUP, fen), alternatingMoves(uciMoves(moves), { first }));

describe('chess endings', () => {
  const cases: { name: string; play: () => ChessDuelState; outcome: DuelOutcome; san?: string }[] = [
    {
      name: "fool's mate: black mates",
      play: () => fromStart('f2f3 e7e5 g2g4 d8h4'),
      outcome: { winner: 1, reason: 'checkmate' },
      san: 'Qh4#',
    },
    {
      name: "scholar's mate: white mates",
      play: () => fromStart('e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7'),
      outcome: { winner: 0, reason: 'checkmate' },
      san: 'Qxf7#',
    },
    {
      name: 'stalemate: Qf7 leaves the black king no move',
      play: () => fromFen('7k/4Q3/6K1/8/8/8/8/8 w - - 0 1', 'e7f7'),
      outcome: { winner: null, reason: 'stalemate' },
    },
    {
      name: 'threefold repetition by knight shuffles (the start position a third time)',
      play: () => fromStart('g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'),
      outcome: { winner: null, reason: 'repetition' },
    },
    {
      name: 'fifty-move rule: the hundredth quiet ply',
      play: () => fromFen('8/8/8/4k3/8/8/8/R3K3 w - - 99 80', 'a1a2'),
      outcome: { winner: null, reason: 'fifty_moves' },
    },
    {
      name: 'a mate on the hundredth ply is a mate, not a fifty-move draw',
      play: () => fromFen('7k/8/6K1/8/8/8/8/R7 w - - 99 80', 'a1a8'),
      outcome: { winner: 0, reason: 'checkmate' },
    },
    {
      name: 'insufficient material: the king takes the last pawn (K vs K)',
      play: () => fromFen('8/8/8/4k3/8/8/4p3/3K4 w - - 0 1', 'd1e2'),
      outcome: { winner: null, reason: 'insufficient_material' },
    },
    {
      name: 'insufficient material: K+B vs K after the capture',
      play: () => fromFen('8/8/8/4k3/8/8/4p3/3KB3 w - - 0 1', 'd1e2'),
      outcome: { winner: null, reason: 'insufficient_material' },
    },
  ];
  it.each(cases)('$name', ({ play, outcome, san }) => {
    const state = play();
    expect(chessRules.outcome(state)).toEqual(outcome);
    expect(chessRules.toMove(state)).toBeNull();
    expect(chessRules.deadline(state)).toBeNull();
    if (san) expect(chessRules.publicView(state, 0).moves.at(-1)?.san).toBe(san);
    expect(chessRules.apply(state, { type: 'move', seat: 0, move: { uci: 'e2e4' }, at: 99_000 })).toEqual({
      ok: false,
      error: 'game_over',
    });
  });

  it('two repetitions are not yet a draw', () => {
    const state = fromStart('g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1');
    expect(chessRules.outcome(state)).toBeNull();
  });

  it('a capture or pawn move resets the repetition count', () => {
    // The position after 1.Nf3 Nf6 2.Ng1 Ng8 repeats, but 3.e4 e5 make every later position new.
    const state = fromStart('g1f3 g8f6 f3g1 f6g8 e2e4 e7e5 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8');
    expect(chessRules.outcome(state)).toEqual({ winner: null, reason: 'repetition' });
    expect(chessRules.board(state).moves).toHaveLength(14);
  });
});

describe('promotion', () => {
  const fen = '8/4P3/8/8/8/8/k7/7K w - - 0 1';
  it.each([
    { uci: 'e7e8q', san: 'e8=Q', piece: 'Q' },
    { uci: 'e7e8n', san: 'e8=N', piece: 'N' },
    { uci: 'e7e8r', san: 'e8=R', piece: 'R' },
    { uci: 'e7e8b', san: 'e8=B', piece: 'B' },
  ])('to $piece', ({ uci, san, piece }) => {
    const view = chessRules.publicView(fromFen(fen, uci), 0);
    expect(view.moves).toEqual([{ san, uci }]);
    expect(view.fen.startsWith(`4${piece}3/`)).toBe(true);
    expect(view.lastMove).toBe(uci);
  });

  it('lists the four promotions and refuses a promotion without a piece', () => {
    const state = chessDuelFromFen(TEST_SETUP, fen);
    expect(
      chessRules
        .publicView(state, 0)
        .legalMoves.filter((move) => move.startsWith('e7e8'))
        .sort(),
    ).toEqual(['e7e8b', 'e7e8n', 'e7e8q', 'e7e8r']);
    expect(chessRules.apply(state, { type: 'move', seat: 0, move: { uci: 'e7e8' }, at: 1 })).toEqual({
      ok: false,
      error: 'illegal_move',
    });
  });
});

describe('refusals change nothing', () => {
  const start = deepFreeze(chessRules.start(TEST_SETUP));
  const cases: { name: string; action: DuelAction; error: string }[] = [
    {
      name: 'black moving first',
      action: { type: 'move', seat: 1, move: { uci: 'e7e5' }, at: 1 },
      error: 'not_your_turn',
    },
    {
      name: 'an illegal move',
      action: { type: 'move', seat: 0, move: { uci: 'e2e5' }, at: 1 },
      error: 'illegal_move',
    },
    {
      name: 'a move not in UCI',
      action: { type: 'move', seat: 0, move: { uci: 'Nf3' }, at: 1 },
      error: 'bad_move',
    },
    {
      name: 'a move of another game',
      action: { type: 'move', seat: 0, move: { path: [9, 13] }, at: 1 },
      error: 'bad_move',
    },
    { name: 'no move at all', action: { type: 'move', seat: 0, move: null, at: 1 }, error: 'bad_move' },
    {
      name: 'a time that is not a number',
      action: { type: 'move', seat: 0, move: { uci: 'e2e4' }, at: Number.NaN },
      error: 'bad_move',
    },
    { name: 'accepting no offer', action: { type: 'accept-draw', seat: 1, at: 1 }, error: 'no_draw_offer' },
    { name: 'declining no offer', action: { type: 'decline-draw', seat: 0, at: 1 }, error: 'no_draw_offer' },
  ];
  it.each(cases)('$name: $error', ({ action, error }) => {
    expect(chessRules.apply(start, action)).toEqual({ ok: false, error });
  });
});

describe('draw offers, resignation, forfeit', () => {
  const offered = () =>
    accepted(chessRules.apply(chessRules.start(TEST_SETUP), { type: 'offer-draw', seat: 0, at: 500 }));

  it('an accepted offer is a draw by agreement', () => {
    const state = accepted(chessRules.apply(offered(), { type: 'accept-draw', seat: 1, at: 900 }));
    expect(chessRules.outcome(state)).toEqual({ winner: null, reason: 'agreement' });
    expect(chessRules.drawOffer(state)).toBeNull();
  });

  it('the offerer cannot accept their own offer, nor offer twice', () => {
    expect(chessRules.apply(offered(), { type: 'accept-draw', seat: 0, at: 900 })).toEqual({
      ok: false,
      error: 'no_draw_offer',
    });
    expect(chessRules.apply(offered(), { type: 'offer-draw', seat: 0, at: 900 })).toEqual({
      ok: false,
      error: 'draw_already_offered',
    });
  });

  it('offering while the opponent offers is agreeing', () => {
    const state = accepted(chessRules.apply(offered(), { type: 'offer-draw', seat: 1, at: 900 }));
    expect(chessRules.outcome(state)).toEqual({ winner: null, reason: 'agreement' });
  });

  it('a declined offer is gone and the game goes on', () => {
    const state = accepted(chessRules.apply(offered(), { type: 'decline-draw', seat: 1, at: 900 }));
    expect(chessRules.drawOffer(state)).toBeNull();
    expect(chessRules.outcome(state)).toBeNull();
  });

  it("the offer stands through the offerer's own move and lapses when the opponent moves", () => {
    const afterOwnMove = applyAll(chessRules, offered(), alternatingMoves(uciMoves('e2e4')));
    expect(chessRules.drawOffer(afterOwnMove)).toBe(0);
    const afterReply = applyAll(chessRules, afterOwnMove, [
      { type: 'move', seat: 1, move: { uci: 'e7e5' }, at: 5_000 },
    ]);
    expect(chessRules.drawOffer(afterReply)).toBeNull();
  });

  it.each([
    {
      name: 'white resigns on black’s turn',
      action: { type: 'resign', seat: 0, at: 3_000 } as const,
      winner: 1,
      reason: 'resignation',
    },
    {
      name: 'black resigns',
      action: { type: 'resign', seat: 1, at: 3_000 } as const,
      winner: 0,
      reason: 'resignation',
    },
    {
      name: 'the room forfeits white',
      action: { type: 'forfeit', seat: 0, at: 3_000 } as const,
      winner: 1,
      reason: 'forfeit',
    },
  ])('$name', ({ action, winner, reason }) => {
    const state = accepted(chessRules.apply(fromStart('e2e4'), action));
    expect(chessRules.outcome(state)).toEqual({ winner, reason });
  });
});

describe('clocks', () => {
  it('runs the side to move’s clock only, without increment', () => {
    // White moves at 1 s, black at 4 s, white at 10 s.
    const state = applyAll(chessRules, chessRules.start(TEST_SETUP), [
      { type: 'move', seat: 0, move: { uci: 'e2e4' }, at: 1_000 },
      { type: 'move', seat: 1, move: { uci: 'e7e5' }, at: 4_000 },
      { type: 'move', seat: 0, move: { uci: 'g1f3' }, at: 10_000 },
    ]);
    expect(chessRules.clocks(state, 10_000)).toEqual({ remainingMs: [293_000, 297_000], running: 1 });
    expect(chessRules.clocks(state, 12_500)).toEqual({ remainingMs: [293_000, 294_500], running: 1 });
    expect(chessRules.deadline(state)).toBe(10_000 + 297_000);
  });

  it('a flag before the deadline changes nothing (the same state comes back)', () => {
    const state = chessRules.start(TEST_SETUP);
    const result = chessRules.apply(state, { type: 'flag', at: 299_999 });
    expect(result.ok && result.state).toBe(state);
  });

  it('a move arriving after the flag fell ends the game on time, at the deadline', () => {
    const state = accepted(
      chessRules.apply(fromStart('e2e4'), { type: 'move', seat: 1, move: { uci: 'e7e5' }, at: 400_000 }),
    );
    expect(chessRules.outcome(state)).toEqual({ winner: 0, reason: 'timeout' });
    expect(chessRules.board(state).moves).toHaveLength(1);
    expect(state.endedAt).toBe(1_000 + 300_000);
    expect(chessRules.clocks(state, 500_000)).toEqual({ remainingMs: [299_000, 0], running: null });
  });

  const flags: { name: string; fen: string; winner: 0 | 1 | null; reason: string }[] = [
    {
      name: 'K+Q vs K, the bare king flags: the queen wins',
      fen: '8/8/8/4k3/8/8/8/3QK3 b - - 0 1',
      winner: 0,
      reason: 'timeout',
    },
    {
      name: 'K vs K+R, the rook side flags: the bare king cannot mate, draw',
      fen: '8/8/8/4k3/8/8/r7/4K3 b - - 0 1',
      winner: null,
      reason: 'timeout_insufficient',
    },
    {
      name: 'K+N vs K, the bare king flags: a lone knight cannot mate, draw',
      fen: '8/8/8/4k3/8/8/8/3NK3 b - - 0 1',
      winner: null,
      reason: 'timeout_insufficient',
    },
    {
      name: 'K+N vs K+P, the pawn side flags: a helpmate exists, the knight wins',
      fen: '8/4p3/8/4k3/8/8/8/3NK3 b - - 0 1',
      winner: 0,
      reason: 'timeout',
    },
    { name: 'start position, white flags: black wins', fen: '', winner: 1, reason: 'timeout' },
  ];
  it.each(flags)('$name', ({ fen, winner, reason }) => {
    const start = fen ? chessDuelFromFen(TEST_SETUP, fen) : chessRules.start(TEST_SETUP);
    const state = accepted(chessRules.apply(start, { type: 'flag', at: 300_000 }));
    expect(chessRules.outcome(state)).toEqual({ winner, reason });
  });
});

describe('canStillMate (FIDE 6.9 as lichess reads it)', () => {
  it.each([
    { fen: '8/8/8/4k3/8/8/8/4K3 w - - 0 1', w: false, b: false, name: 'K vs K' },
    { fen: '8/8/8/4k3/8/8/8/3BK3 w - - 0 1', w: false, b: false, name: 'K+B vs K' },
    { fen: '8/8/8/4k3/8/8/8/3NK3 w - - 0 1', w: false, b: false, name: 'K+N vs K' },
    { fen: '8/8/8/4k3/8/8/8/2NNK3 w - - 0 1', w: true, b: false, name: 'K+N+N vs K' },
    { fen: '8/8/8/4k3/8/8/8/3NK2q w - - 0 1', w: false, b: true, name: 'K+N vs K+Q' },
    { fen: '8/8/8/4k3/8/8/8/3NK2r w - - 0 1', w: true, b: true, name: 'K+N vs K+R' },
    {
      fen: '8/8/3b4/4k3/8/8/8/3BK3 w - - 0 1',
      w: true,
      b: true,
      name: 'K+B (d1) vs K+B (d6), opposite colours',
    },
    { fen: '8/8/4b3/4k3/8/8/8/3BK3 w - - 0 1', w: false, b: false, name: 'K+B (d1) vs K+B (e6), both light' },
    { fen: '8/8/8/4k3/8/8/4P3/4K3 w - - 0 1', w: true, b: false, name: 'K+P vs K' },
    { fen: '8/8/8/4k3/8/8/8/R3K3 w - - 0 1', w: true, b: false, name: 'K+R vs K' },
  ])('$name: white $w, black $b', ({ fen, w, b }) => {
    expect(canStillMate(fen, 'w')).toBe(w);
    expect(canStillMate(fen, 'b')).toBe(b);
  });
});

/** Leaf count of the move tree `depth` plies deep, played through the board's own UCI layer. */
function perft(board: ChessBoard, depth: number): number {
  if (depth === 0) return 1;
  let nodes = 0;
  for (const uci of board.legalMoves) {
    const played = chessBoard.play(board, chessBoard.toMove(board), { uci });
    if (!played.ok) throw new Error(`${uci} refused in ${board.fen}`);
    nodes += depth === 1 ? 1 : perft(played.board, depth - 1);
  }
  return nodes;
}

describe('perft through the UCI layer (castling, en passant, promotions)', () => {
  it.each([
    { name: 'start', fen: CHESS_START_FEN, counts: [20, 400] },
    {
      name: 'kiwipete',
      fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      counts: [48, 2039],
    },
    {
      name: 'position 3 (en passant, checks)',
      fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
      counts: [14, 191, 2812],
    },
    {
      name: 'position 4 (promotions)',
      fen: 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
      counts: [6, 264],
    },
  ])('$name: $counts', ({ fen, counts }) => {
    const board = chessBoardFromFen(fen);
    counts.forEach((nodes, i) => expect(perft(board, i + 1)).toBe(nodes));
  });
});

/** A random legal playout: up to `plies` moves (sometimes with draw traffic), each at a random time. */
function randomPlayout(seed: number, plies: number): { actions: DuelAction[]; state: ChessDuelState } {
  const rng = mulberry32(seed);
  let state = deepFreeze(chessRules.start(TEST_SETUP));
  let at = 0;
  const actions: DuelAction[] = [];
  for (let i = 0; i < plies && !chessRules.outcome(state); i += 1) {
    const seat = chessRules.toMove(state);
    if (seat === null) break;
    at += Math.floor(rng() * 3_000);
    const legal = chessRules.publicView(state, at).legalMoves;
    const roll = rng();
    const action: DuelAction =
      roll < 0.03
        ? { type: 'offer-draw', seat: rng() < 0.5 ? 0 : 1, at }
        : roll < 0.05
          ? { type: 'decline-draw', seat: rng() < 0.5 ? 0 : 1, at }
          : { type: 'move', seat, move: { uci: legal[Math.floor(rng() * legal.length)] }, at };
    const before = JSON.stringify(state);
    const result = chessRules.apply(state, action);
    expect(JSON.stringify(state)).toBe(before);
    if (!result.ok) continue;
    actions.push(action);
    state = deepFreeze(result.state);
  }
  return { actions, state };
}

describe('random playouts', () => {
  it('never throw, never mutate, and replay to the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const { actions, state } = randomPlayout(seed, 300);
        const replayed = applyAll(chessRules, chessRules.start(TEST_SETUP), actions);
        expect(replayed).toEqual(state);
        expect(chessRules.record(replayed)).toEqual(chessRules.record(state));
      }),
      { numRuns: 25 },
    );
  });

  it('list the same legal moves as chess.js’s public verbose list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 120 }), (seed, plies) => {
        const { state } = randomPlayout(seed, plies);
        const board = chessRules.board(state);
        const expected = new Chess(board.fen).moves({ verbose: true }).map((move) => move.lan);
        expect([...board.legalMoves].sort()).toEqual(expected.sort());
        expect(chessBoardFromFen(board.fen).legalMoves).toEqual(board.legalMoves);
      }),
      { numRuns: 40 },
    );
  });

  it('record a PGN that chess.js replays to the final position', () => {
    const { state } = randomPlayout(7, 200);
    const record = chessRules.record(state) as { pgn: string; finalFen: string };
    const replay = new Chess();
    replay.loadPgn(record.pgn);
    expect(replay.fen()).toBe(record.finalFen);
  });

  it('apply costs less than chess.js listing one position’s verbose moves (the rooms host 1,000 games per process)', () => {
    const { actions } = randomPlayout(11, 200);
    const runs = 5;
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) {
      actions.reduce(
        (current, action) => accepted(chessRules.apply(current, action)),
        chessRules.start(TEST_SETUP),
      );
    }
    const perApplyMs = (performance.now() - started) / (runs * actions.length);
    // The yardstick runs in the same process under the same load: chess.js's public verbose list
    // of the start position's 20 moves (what a naive state would compute per move).
    const yardstickStarted = performance.now();
    for (let i = 0; i < 200; i += 1) new Chess(CHESS_START_FEN).moves({ verbose: true });
    const verboseMs = (performance.now() - yardstickStarted) / 200;
    console.info(
      `chess apply: ${(perApplyMs * 1000).toFixed(0)} µs per action over ${actions.length} actions; ` +
        `chess.js verbose moves of the start: ${(verboseMs * 1000).toFixed(0)} µs`,
    );
    expect(perApplyMs).toBeLessThan(verboseMs);
  });
});

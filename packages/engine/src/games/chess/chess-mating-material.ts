// Whether a side could still checkmate by any series of legal moves: decides a flag fall (FIDE Laws
// 6.9: the flag loses, "however, the game is drawn if the position is such that the opponent cannot
// checkmate the player's king by any possible series of legal moves"). An exact answer would need a
// helpmate search; we take lichess's reading (chessops `hasInsufficientMaterial`), which counts the
// blocking pieces a helpmate needs:
// - pawns, rooks or queens: can mate;
// - a lone knight: cannot, if the opponent has nothing but queens beside the king (K+N vs K, K+N vs
//   K+Q); two knights, or knight and more, can (helpmates with blockers exist);
// - bishops only: cannot, if every bishop on the board stands on one square colour and the board has
//   no pawns or knights (K+B vs K, K+B vs K+B same colour); otherwise can;
// - a bare king: cannot.

export type ChessColor = 'w' | 'b';

interface Material {
  readonly pieces: number;
  readonly pawns: number;
  readonly knights: number;
  readonly bishops: number;
  readonly heavy: number;
  readonly queens: number;
}

interface BoardMaterial {
  readonly w: Material;
  readonly b: Material;
  /** Bishops of both sides, counted by square colour. */
  readonly bishopsOnLight: number;
  readonly bishopsOnDark: number;
}

/** Counts the pieces of a FEN's placement field. */
function materialOf(fen: string): BoardMaterial {
  const count = { w: emptyCount(), b: emptyCount() };
  let bishopsOnLight = 0;
  let bishopsOnDark = 0;
  const placement = fen.split(' ')[0] ?? '';
  let rank = 0;
  let file = 0;
  for (const ch of placement) {
    if (ch === '/') {
      rank += 1;
      file = 0;
      continue;
    }
    const skip = Number(ch);
    if (Number.isInteger(skip) && skip > 0) {
      file += skip;
      continue;
    }
    const side = ch === ch.toUpperCase() ? count.w : count.b;
    side.pieces += 1;
    switch (ch.toLowerCase()) {
      case 'p':
        side.pawns += 1;
        break;
      case 'n':
        side.knights += 1;
        break;
      case 'b':
        side.bishops += 1;
        // a8 (rank 0, file 0) is a light square.
        if ((rank + file) % 2 === 0) bishopsOnLight += 1;
        else bishopsOnDark += 1;
        break;
      case 'r':
        side.heavy += 1;
        break;
      case 'q':
        side.heavy += 1;
        side.queens += 1;
        break;
      default:
        break;
    }
    file += 1;
  }
  return { w: count.w, b: count.b, bishopsOnLight, bishopsOnDark };
}

function emptyCount() {
  return { pieces: 0, pawns: 0, knights: 0, bishops: 0, heavy: 0, queens: 0 };
}

/** Whether `color` could still deliver mate in the position of `fen` (see the rule above). */
export function canStillMate(fen: string, color: ChessColor): boolean {
  const board = materialOf(fen);
  const own = board[color];
  const opponent = board[color === 'w' ? 'b' : 'w'];
  if (own.pawns > 0 || own.heavy > 0) return true;
  if (own.knights > 0) {
    const loneKnight = own.pieces <= 2;
    // The opponent's king and queens cannot be made to block a lone knight's mate.
    const opponentBlockers = opponent.pieces - 1 - opponent.queens;
    return !(loneKnight && opponentBlockers === 0);
  }
  if (own.bishops > 0) {
    const oneSquareColour = board.bishopsOnLight === 0 || board.bishopsOnDark === 0;
    const pawnsOrKnights = board.w.pawns + board.b.pawns + board.w.knights + board.b.knights > 0;
    return !(oneSquareColour && !pawnsOrKnights);
  }
  return false;
}

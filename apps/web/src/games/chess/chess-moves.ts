// What the chess board needs from the room's view (the engine's ChessView): where the selected
// piece may go (from the view's legal moves in UCI), whether a move needs a promotion choice, what
// stands on a square (FEN), and the move list in numbered pairs. Rules stay in the engine.

export type PromotionPiece = 'q' | 'r' | 'b' | 'n';
export const PROMOTION_PIECES: readonly PromotionPiece[] = ['q', 'r', 'b', 'n'];

const FILES = 'abcdefgh';

/** Legal destinations of the piece on `from`, each with the promotions it offers ([] for none). */
export function destinationsFrom(legalMoves: readonly string[], from: string): Map<string, PromotionPiece[]> {
  const targets = new Map<string, PromotionPiece[]>();
  for (const uci of legalMoves) {
    if (uci.slice(0, 2) !== from) continue;
    const to = uci.slice(2, 4);
    const promotion = uci.charAt(4) as PromotionPiece | '';
    const list = targets.get(to) ?? [];
    if (promotion) list.push(promotion);
    targets.set(to, list);
  }
  return targets;
}

export type MoveChoice =
  { kind: 'move'; uci: string } | { kind: 'promote'; from: string; to: string } | { kind: 'illegal' };

/** A drop or click from → to: a legal move, a promotion to choose, or illegal. */
export function chooseMove(legalMoves: readonly string[], from: string, to: string): MoveChoice {
  const promotions = destinationsFrom(legalMoves, from).get(to);
  if (!promotions) return { kind: 'illegal' };
  if (promotions.length > 0) return { kind: 'promote', from, to };
  return { kind: 'move', uci: `${from}${to}` };
}

/** The pieces of a FEN's placement by square: { e1: 'K', e8: 'k', ... }. */
export function piecesOf(fen: string): Map<string, string> {
  const pieces = new Map<string, string>();
  const placement = fen.split(' ')[0] ?? '';
  placement.split('/').forEach((row, index) => {
    const rank = 8 - index;
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else {
        pieces.set(`${FILES.charAt(file)}${rank}`, ch);
        file += 1;
      }
    }
  });
  return pieces;
}

/** The square of the side to move's king (to mark a check), or null. */
export function kingSquare(fen: string, side: 'w' | 'b'): string | null {
  const king = side === 'w' ? 'K' : 'k';
  for (const [square, piece] of piecesOf(fen)) if (piece === king) return square;
  return null;
}

const PIECE_NAMES: Record<string, string> = {
  p: 'pawn',
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};

/** "white knight", "black pawn" for a FEN letter. */
export function pieceName(letter: string): string {
  const colour = letter === letter.toUpperCase() ? 'white' : 'black';
  return `${colour} ${PIECE_NAMES[letter.toLowerCase()] ?? 'piece'}`;
}

export interface MovePair {
  number: number;
  white: string;
  black: string | null;
}

/** SAN moves in numbered pairs: 1. f3 e5 2. g4 Qh4#. */
export function movePairs(moves: readonly { san: string }[]): MovePair[] {
  const pairs: MovePair[] = [];
  for (let i = 0; i < moves.length; i += 2)
    pairs.push({ number: i / 2 + 1, white: moves[i]?.san ?? '', black: moves[i + 1]?.san ?? null });
  return pairs;
}

import type { ChessView } from '@casino/contracts';
import { movePairs } from './chess-moves';

/** The moves so far in SAN, numbered in pairs, newest at the end. */
export function ChessMoveList({ view }: { view: ChessView }) {
  const pairs = movePairs(view.moves);
  return (
    <ol className="move-list" aria-label="Moves" data-testid="move-list">
      {pairs.length === 0 && <li className="move-list__empty">No moves yet</li>}
      {pairs.map((pair) => (
        <li key={pair.number} className="move-list__pair">
          <span className="move-list__number">{pair.number}.</span>
          <span className="move-list__move">{pair.white}</span>
          <span className="move-list__move">{pair.black ?? ''}</span>
        </li>
      ))}
    </ol>
  );
}

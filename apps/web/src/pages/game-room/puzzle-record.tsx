import type { P2pChallengeDetail } from '@casino/contracts';
import './puzzle-record.css';
import { puzzleRecordOf, recordRows, seatSummary } from './puzzle-record-model';

/**
 * A finished puzzle duel's record: every item either player was shown with its solution and what
 * each did with it, under the revealed seed, so either player can check that both got the same
 * puzzles (the seed's sha256 was shown from the start).
 */
export function PuzzleRecord({ detail }: { detail: P2pChallengeDetail }) {
  const record = puzzleRecordOf(detail.record);
  if (!record) return null;
  const rows = recordRows(record);
  const name = (seat: 0 | 1) => detail.players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`;
  return (
    <details className="arena-panel puzzle-record" data-testid="puzzle-record">
      <summary className="arena-panel__title">
        Check the puzzles ({rows.length} item{rows.length === 1 ? '' : 's'})
      </summary>
      <p className="arena-panel__text">
        Both players were shown these items, drawn from the seed <code>{record.seed}</code>
        {detail.seedHash && (
          <>
            {' '}
            (its sha256 <code>{detail.seedHash}</code> was shown from the start)
          </>
        )}
        .
      </p>
      <div className="puzzle-record__scroll">
        <table className="puzzle-record__table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Item</th>
              <th scope="col">Solution</th>
              <th scope="col">{name(0)}</th>
              <th scope="col">{name(1)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.index} data-testid="puzzle-record-row">
                <td data-label="#">
                  <span>
                    {row.index}
                    {row.round !== null && <span className="puzzle-record__round"> · round {row.round}</span>}
                  </span>
                </td>
                <td data-label="Item">
                  {row.grids ? <MiniGrid size={row.grids.size} cells={row.grids.givens} /> : row.puzzle}
                </td>
                <td data-label="Solution">
                  {row.grids ? <MiniGrid size={row.grids.size} cells={row.grids.solution} /> : row.solution}
                </td>
                <td data-label={name(0)}>{seatSummary(row.seats[0])}</td>
                <td data-label={name(1)}>{seatSummary(row.seats[1])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A small sudoku grid as text cells ('.' blank). */
function MiniGrid({ size, cells }: { size: number; cells: string }) {
  return (
    <span
      className="puzzle-record__grid"
      style={{ gridTemplateColumns: `repeat(${size}, 1.1rem)` }}
      role="img"
      aria-label={cells.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' / ') ?? cells}
    >
      {[...cells].map((c, i) => (
        <span key={i} aria-hidden="true">
          {c === '.' ? '' : c}
        </span>
      ))}
    </span>
  );
}

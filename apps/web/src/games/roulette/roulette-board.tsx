import type { CSSProperties, ReactNode } from 'react';
import { pocketColor } from '@casino/engine';
import type { ChipBoard } from '../../components/games/chip-rules';
import { Chip } from '../../components/games/game-ui';
import { formatCents } from '../../components/games/money';
import {
  boardRows,
  COLUMN_SPOTS,
  DOZEN_SPOTS,
  EVEN_MONEY_SPOTS,
  insideHotspots,
  numberSpot,
  oddsOf,
  spotLabel,
  spotType,
  type RouletteSpot,
} from './roulette-bets';

const HOTSPOTS = insideHotspots();

/**
 * The European betting board. A click on a number bets it straight up; on the line between two
 * numbers, a split; at the bottom end of a row of three, a street; where four numbers meet, a
 * corner; where two streets' ends meet, a six line; the boxes around the numbers are the outside
 * bets. Each place carries its name and odds (title and accessible name).
 */
export function RouletteBoard({
  board,
  others = {},
  disabled,
  winning,
  onPlace,
}: {
  board: ChipBoard<RouletteSpot>;
  /** At a live table: the other players' chips, drawn apart from the player's own. */
  others?: ChipBoard<RouletteSpot>;
  disabled: boolean;
  /** The pocket of the last spin, lit on the board. */
  winning: number | null;
  onPlace: (spot: RouletteSpot) => void;
}) {
  const described = (spot: RouletteSpot) => {
    const placed = board[spot];
    const theirs = others[spot];
    return `${spotLabel(spot)}, pays ${oddsOf(spotType(spot))}${placed ? `, ${formatCents(placed)} GC placed` : ''}${theirs ? `, ${formatCents(theirs)} GC by others` : ''}`;
  };
  const chipOn = (spot: RouletteSpot) => {
    const amount = board[spot];
    const theirs = others[spot];
    return (
      <>
        {theirs ? (
          <span className="rt-board__chip rt-board__chip--others" data-testid="board-chip-others">
            <Chip value={theirs} tone={2} small />
          </span>
        ) : null}
        {amount ? (
          <span className="rt-board__chip" data-testid="board-chip">
            <Chip value={amount} tone={4} small />
          </span>
        ) : null}
      </>
    );
  };
  const spotButton = (spot: RouletteSpot, className: string, content: ReactNode, style?: CSSProperties) => (
    <button
      key={spot}
      type="button"
      className={className}
      style={style}
      aria-label={described(spot)}
      title={`${spotLabel(spot)} · pays ${oddsOf(spotType(spot))}`}
      disabled={disabled}
      onClick={() => onPlace(spot)}
    >
      {content}
      {chipOn(spot)}
    </button>
  );
  const cellClass = (n: number) =>
    `rt-board__cell rt-board__cell--${pocketColor(n)}${winning === n ? ' rt-board__cell--won' : ''}`;

  return (
    <div className="rt-board__grid">
      {spotButton(numberSpot(0), `${cellClass(0)} rt-board__zero`, '0')}
      <div className="rt-board__numbers">
        {boardRows().map((row) => row.map((n) => spotButton(numberSpot(n), cellClass(n), n)))}
        {HOTSPOTS.map((h) =>
          spotButton(h.spot, `rt-board__hotspot rt-board__hotspot--${h.shape}`, null, {
            left: `${(h.x / 12) * 100}%`,
            top: `${(h.y / 3) * 100}%`,
          }),
        )}
      </div>
      {COLUMN_SPOTS.map((spot, row) =>
        spotButton(spot, 'rt-board__outside-cell rt-board__column', '2:1', { gridRow: row + 1 }),
      )}
      {DOZEN_SPOTS.map((spot, i) =>
        spotButton(spot, 'rt-board__outside-cell', ['1st 12', '2nd 12', '3rd 12'][i], {
          gridRow: 4,
          gridColumn: `${2 + i * 4} / span 4`,
        }),
      )}
      {EVEN_MONEY_SPOTS.map(({ spot, label }, i) =>
        spotButton(
          spot,
          `rt-board__outside-cell rt-board__outside-cell--${spot}`,
          spot === 'red' || spot === 'black' ? (
            <span className={`rt-board__diamond rt-board__diamond--${spot}`} aria-hidden="true" />
          ) : (
            label
          ),
          { gridRow: 5, gridColumn: `${2 + i * 2} / span 2` },
        ),
      )}
    </div>
  );
}

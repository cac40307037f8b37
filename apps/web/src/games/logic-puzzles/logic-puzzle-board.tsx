import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { LogicItem } from '@casino/contracts';
import {
  boxEdges,
  cellsOf,
  conflictsOf,
  gridAnswer,
  gridKey,
  isGiven,
  writeCell,
  type SudokuCells,
} from './sudoku-model';
import './logic-puzzles.css';

/**
 * A player's logic puzzle: a small sudoku with its boxes drawn, the givens fixed, cells filled from
 * the keyboard (digits, arrows, backspace) or by a tap and the number pad; cells that clash with
 * another in their row, column or box are marked (a hint only: the server judges). Submit once
 * every cell is filled; Skip moves on.
 */
export function LogicPuzzleBoard({
  item,
  canAnswer,
  lockLeft,
  onAnswer,
  onSkip,
}: {
  item: LogicItem | null;
  canAnswer: boolean;
  lockLeft: number;
  onAnswer: (grid: string) => void;
  onSkip: () => void;
}) {
  if (!item) return <p className="score-duel__waiting">Waiting for the next puzzle…</p>;
  // A new puzzle starts a fresh grid.
  return (
    <SudokuGrid
      key={item.index}
      item={item}
      canAnswer={canAnswer}
      lockLeft={lockLeft}
      onAnswer={onAnswer}
      onSkip={onSkip}
    />
  );
}

function SudokuGrid({
  item,
  canAnswer,
  lockLeft,
  onAnswer,
  onSkip,
}: {
  item: LogicItem;
  canAnswer: boolean;
  lockLeft: number;
  onAnswer: (grid: string) => void;
  onSkip: () => void;
}) {
  const shape = { size: item.size, boxRows: item.boxRows, boxCols: item.boxCols };
  const [cells, setCells] = useState<SudokuCells>(() => cellsOf(item.givens, item.size));
  const [cursor, setCursor] = useState(() => Math.max(0, cellsOf(item.givens, item.size).indexOf('')));
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const clashes = useMemo(
    () => conflictsOf(cells, shape),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the shape is the item's
    [cells, item.index],
  );
  const answer = gridAnswer(cells);

  const write = (index: number, value: string) => {
    if (!canAnswer) return;
    setCells((now) => writeCell(now, item.givens, shape, index, value));
  };
  const focusCell = (index: number) => {
    setCursor(index);
    refs.current[index]?.focus();
  };
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const action = gridKey(event.key, cursor, item.size);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'move') focusCell(action.to);
    else write(cursor, action.value);
  }

  const digits = Array.from({ length: item.size }, (_, i) => String(i + 1));
  return (
    <div
      className={`score-duel__item logic${lockLeft > 0 ? ' score-duel--shake' : ''}`}
      data-testid="logic-puzzle"
      data-item={item.index}
    >
      <p className="logic__how">Fill every row, column and box with 1–{item.size}, each once.</p>
      <div
        className="logic__grid"
        role="grid"
        aria-label={`Sudoku, ${item.size} by ${item.size}`}
        style={{ gridTemplateColumns: `repeat(${item.size}, 1fr)` }}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: item.size }, (_, row) => (
          <div role="row" key={row} className="logic__row">
            {Array.from({ length: item.size }, (_, col) => {
              const index = row * item.size + col;
              const given = isGiven(item.givens, index);
              const value = cells[index] ?? '';
              const edges = boxEdges(index, shape);
              const classes = [
                'logic__cell',
                given && 'is-given',
                clashes.has(index) && 'is-clash',
                index === cursor && 'is-cursor',
                edges.right && 'box-right',
                edges.bottom && 'box-bottom',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <button
                  key={col}
                  type="button"
                  role="gridcell"
                  ref={(el) => {
                    refs.current[index] = el;
                  }}
                  className={classes}
                  tabIndex={index === cursor ? 0 : -1}
                  aria-selected={index === cursor}
                  aria-readonly={given}
                  aria-invalid={clashes.has(index) || undefined}
                  aria-label={`Row ${row + 1}, column ${col + 1}: ${value || 'empty'}${given ? ' (given)' : ''}${clashes.has(index) ? ', clashes' : ''}`}
                  onClick={() => focusCell(index)}
                  data-testid="logic-cell"
                >
                  {value}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <div className="logic__pad" role="group" aria-label="Number pad">
        {digits.map((digit) => (
          <button
            key={digit}
            type="button"
            className="btn btn--ghost logic__key"
            disabled={!canAnswer || isGiven(item.givens, cursor)}
            onClick={() => write(cursor, digit)}
            aria-label={`Write ${digit}`}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--ghost logic__key"
          disabled={!canAnswer || isGiven(item.givens, cursor)}
          onClick={() => write(cursor, '')}
          aria-label="Erase"
        >
          ⌫
        </button>
      </div>
      <div className="score-duel__actions">
        <button
          type="button"
          className="btn btn--gold"
          disabled={!canAnswer || lockLeft > 0 || answer === null}
          onClick={() => answer !== null && onAnswer(answer)}
        >
          Submit
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={!canAnswer || lockLeft > 0}
          onClick={onSkip}
        >
          Skip
        </button>
      </div>
    </div>
  );
}

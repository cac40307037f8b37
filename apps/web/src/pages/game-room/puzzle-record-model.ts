import { PuzzleDuelRecord, type PuzzleDuelEntry } from '@casino/contracts';
import { puzzleImage } from '../../games/sliding-puzzle/sliding-model';

// A finished puzzle duel's record as the arena lays it out: per item either player was shown, what
// it was, its solution, and what each player did with it (answers, hints, a skip). The items are the
// engine's (each game's fields beside `index`), read here only for what the table shows.

export interface SeatOnItem {
  answers: { answer: string; correct: boolean; points: number }[];
  hints: number;
  skipped: boolean;
}

export interface RecordRow {
  index: number;
  round: number | null;
  /** The item as the players saw it, in words (a riddle's text; a grid; a picture). */
  puzzle: string;
  /** Its solution in words. */
  solution: string;
  /** A logic puzzle's grids, drawn as grids. */
  grids: { size: number; givens: string; solution: string } | null;
  seats: [SeatOnItem, SeatOnItem];
}

/** The record of a puzzle duel, or null for any other game's (or none). */
export function puzzleRecordOf(record: unknown): PuzzleDuelRecord | null {
  const parsed = PuzzleDuelRecord.safeParse(record);
  return parsed.success ? parsed.data : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function seatOn(log: readonly PuzzleDuelEntry[], index: number): SeatOnItem {
  const seat: SeatOnItem = { answers: [], hints: 0, skipped: false };
  for (const entry of log) {
    if (entry.index !== index) continue;
    if (entry.kind === 'answer')
      seat.answers.push({ answer: entry.answer, correct: entry.correct, points: entry.points });
    else if (entry.kind === 'hint') seat.hints += 1;
    else seat.skipped = true;
  }
  return seat;
}

function describeItem(
  gameType: PuzzleDuelRecord['gameType'],
  item: Record<string, unknown>,
): Pick<RecordRow, 'puzzle' | 'solution' | 'grids'> {
  switch (gameType) {
    case 'word_riddles': {
      const answer = text(item.answer);
      const also = strings(item.also).filter((a) => a !== answer);
      return {
        puzzle: text(item.text),
        solution: also.length > 0 ? `${answer} (also: ${also.join(', ')})` : answer,
        grids: null,
      };
    }
    case 'logic_puzzles': {
      const size = num(item.size) ?? 0;
      const givens = text(item.givens);
      const solution = text(item.solution);
      return {
        puzzle: `${size}×${size} sudoku`,
        solution,
        grids: size > 0 && givens.length === size * size ? { size, givens, solution } : null,
      };
    }
    case 'image_puzzles': {
      const size = num(item.size) ?? 0;
      const par = num(item.par);
      const solution = text(item.solution);
      return {
        puzzle: `${puzzleImage(text(item.image))?.title ?? text(item.image)}, ${size}×${size} tiles${par === null ? '' : `, par ${par}`}`,
        solution: solution ? `${solution} (${solution.length} move${solution.length === 1 ? '' : 's'})` : '',
        grids: null,
      };
    }
  }
}

/** One row per item either player was shown, in index order. */
export function recordRows(record: PuzzleDuelRecord): RecordRow[] {
  return [...record.items]
    .sort((a, b) => a.index - b.index)
    .map((item) => ({
      index: item.index,
      round: num(item.round),
      ...describeItem(record.gameType, item),
      seats: [seatOn(record.log[0], item.index), seatOn(record.log[1], item.index)],
    }));
}

/** What a player did with an item, in a few words. */
export function seatSummary(seat: SeatOnItem): string {
  const parts = seat.answers.map((a) => (a.correct ? `✓ ${a.answer} (+${a.points})` : `✗ ${a.answer}`));
  if (seat.hints > 0) parts.push(`${seat.hints} hint${seat.hints === 1 ? '' : 's'}`);
  if (seat.skipped) parts.push('skipped');
  return parts.length > 0 ? parts.join(' · ') : '—';
}

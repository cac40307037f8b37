import { describe, expect, it } from 'vitest';
import type { PuzzleDuelRecord } from '@casino/contracts';
import { puzzleRecordOf, recordRows, seatSummary } from './puzzle-record-model';

const riddles: PuzzleDuelRecord = {
  gameType: 'word_riddles',
  seed: 'ab'.repeat(32),
  items: [
    { index: 1, round: 1, text: 'What has keys but no locks?', answer: 'piano', also: ['a piano'] },
    { index: 0, round: 1, text: 'What answers without a voice?', answer: 'echo' },
  ],
  log: [
    [
      { kind: 'answer', index: 0, answer: 'eco', correct: false, points: 0, at: 1000 },
      { kind: 'answer', index: 0, answer: 'echo', correct: true, points: 9, at: 5000 },
      { kind: 'hint', index: 1, at: 6000 },
      { kind: 'answer', index: 1, answer: 'piano', correct: true, points: 6, at: 9000 },
    ],
    [{ kind: 'skip', index: 0, at: 2000 }],
  ],
  scores: [15, 0],
  solved: [2, 0],
  hints: [1, 0],
};

describe('reading a record', () => {
  it.each([
    { name: 'a puzzle duel', record: riddles, ok: true },
    { name: 'a chess record', record: { pgn: '1. e4' }, ok: false },
    { name: 'none yet', record: null, ok: false },
    { name: 'a math record', record: { seed: 'x', problems: [], answers: [[], []] }, ok: false },
  ])('$name', ({ record, ok }) => {
    expect(puzzleRecordOf(record) !== null).toBe(ok);
  });
});

describe('the rows of a record', () => {
  it('lists each item once in order with what each player did', () => {
    const rows = recordRows(riddles);
    expect(rows.map((r) => r.index)).toEqual([0, 1]);
    expect(rows[0]).toMatchObject({
      puzzle: 'What answers without a voice?',
      solution: 'echo',
      seats: [
        {
          answers: [
            { answer: 'eco', correct: false, points: 0 },
            { answer: 'echo', correct: true, points: 9 },
          ],
          hints: 0,
          skipped: false,
        },
        { answers: [], hints: 0, skipped: true },
      ],
    });
    expect(rows[1]?.solution).toBe('piano (also: a piano)');
    expect(rows[1]?.seats[1]).toEqual({ answers: [], hints: 0, skipped: false });
  });

  it.each([
    {
      name: 'a logic puzzle keeps its grids',
      record: {
        ...riddles,
        gameType: 'logic_puzzles' as const,
        items: [
          {
            index: 0,
            round: 1,
            size: 4,
            boxRows: 2,
            boxCols: 2,
            givens: '1...'.repeat(4),
            solution: '1234341221434321',
          },
        ],
        log: [[], []] as PuzzleDuelRecord['log'],
      },
      row: {
        puzzle: '4×4 sudoku',
        solution: '1234341221434321',
        grids: { size: 4, givens: '1...'.repeat(4), solution: '1234341221434321' },
      },
    },
    {
      name: 'a sliding puzzle names its picture and par',
      record: {
        ...riddles,
        gameType: 'image_puzzles' as const,
        items: [
          {
            index: 0,
            round: 1,
            size: 3,
            image: 'lighthouse',
            tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8],
            par: 1,
            solution: 'R',
          },
        ],
        log: [[], []] as PuzzleDuelRecord['log'],
      },
      row: { puzzle: 'Lighthouse, 3×3 tiles, par 1', solution: 'R (1 move)', grids: null },
    },
  ])('$name', ({ record, row }) => {
    expect(recordRows(record)[0]).toMatchObject(row);
  });
});

describe('a player on an item, in words', () => {
  it.each([
    { name: 'nothing', seat: { answers: [], hints: 0, skipped: false }, text: '—' },
    {
      name: 'a wrong then a right answer after a hint',
      seat: {
        answers: [
          { answer: 'eco', correct: false, points: 0 },
          { answer: 'echo', correct: true, points: 8 },
        ],
        hints: 1,
        skipped: false,
      },
      text: '✗ eco · ✓ echo (+8) · 1 hint',
    },
    {
      name: 'skipped after two hints',
      seat: { answers: [], hints: 2, skipped: true },
      text: '2 hints · skipped',
    },
  ])('$name', ({ seat, text }) => {
    expect(seatSummary(seat)).toBe(text);
  });
});

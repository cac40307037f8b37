import { describe, expect, it } from 'vitest';
import { formatHandHistory } from './hand-history-text.js';
import { applyTableAction } from './table-reducer.js';
import { foldAround, handEnded, must, play, playerSeedsOf, startWith, tableWith } from './table-test-kit.js';

describe('hand history text', () => {
  it('prints a showdown with side pots like a PokerStars hand history', () => {
    const t = tableWith([
      [0, 1_000],
      [1, 3_000],
      [2, 5_000],
      [3, 4_000],
    ]);
    const h = startWith(
      t,
      { 0: 'As Ad', 1: 'Ks Kd', 2: 'Qs Qd', 3: '7h 8h' },
      '2c 7d 9h 4s 3c',
      Date.UTC(2025, 0, 2, 3, 4, 5),
    );
    const r = play(h, [
      [3, 'call'],
      [0, 'raise', 400],
      [1, 'call'],
      [2, 'call'],
      [3, 'fold'],
      [1, 'check'],
      [2, 'bet', 600],
      [0, 'all-in'],
      [1, 'all-in'],
      [2, 'call'],
    ]);
    expect(formatHandHistory(handEnded(r.events).history)).toBe(
      [
        "Hand #t1-1: Hold'em No Limit (0.50/1) - 2025-01-02 03:04:05 UTC",
        "Table 'Test Table' 6-max Seat #1 is the button",
        'Deck commitment none (dealt from a test stream)',
        'Seat 1: P0 (10 in chips)',
        'Seat 2: P1 (30 in chips)',
        'Seat 3: P2 (50 in chips)',
        'Seat 4: P3 (40 in chips)',
        'P1: posts small blind 0.50',
        'P2: posts big blind 1',
        '*** HOLE CARDS ***',
        'Dealt to P0 [As Ad]',
        'Dealt to P1 [Ks Kd]',
        'Dealt to P2 [Qs Qd]',
        'P3: calls 1',
        'P0: raises 3 to 4',
        'P1: calls 3.50',
        'P2: calls 3',
        'P3: folds',
        '*** FLOP *** [2c 7d 9h]',
        'P1: checks',
        'P2: bets 6',
        'P0: calls 6 and is all-in',
        'P1: raises 20 to 26 and is all-in',
        'P2: calls 20',
        '*** TURN *** [2c 7d 9h] [4s]',
        '*** RIVER *** [2c 7d 9h 4s] [3c]',
        '*** SHOW DOWN ***',
        'P1: shows [Ks Kd] (One Pair, Kings)',
        'P2: shows [Qs Qd] (One Pair, Queens)',
        'P0: shows [As Ad] (One Pair, Aces)',
        'P1 collected 40 from side pot-1',
        'P0 collected 31 from main pot',
        '*** SUMMARY ***',
        'Total pot 71 | Main pot 31. Side pot-1 40. | Rake 0',
        'Board [2c 7d 9h 4s 3c]',
        'Seat 1: P0 (button) showed [As Ad] and won (31) with One Pair, Aces',
        'Seat 2: P1 (small blind) showed [Ks Kd] and won (40) with One Pair, Kings',
        'Seat 3: P2 (big blind) showed [Qs Qd] and lost with One Pair, Queens',
        'Seat 4: P3 folded before Flop',
      ].join('\n'),
    );
  });

  it('prints a hand won without a showdown, with no hole cards, in the units asked for', () => {
    const f = foldAround(
      startWith(
        tableWith([
          [0, 1_000],
          [1, 3_000],
          [2, 5_000],
        ]),
        {},
        '',
        0,
      ),
    );
    const text = formatHandHistory(handEnded(f.events).history, { formatAmount: (units) => `${units}u` });
    expect(text).not.toContain('Dealt to');
    expect(text.split('\n').slice(8)).toEqual([
      '*** HOLE CARDS ***',
      'P0: folds',
      'P1: folds',
      'Uncalled bet (50u) returned to P2',
      'P2 collected 100u from pot',
      "P2: doesn't show hand",
      '*** SUMMARY ***',
      'Total pot 100u | Rake 0',
      'Seat 1: P0 (button) folded before Flop',
      'Seat 2: P1 (small blind) folded before Flop',
      'Seat 3: P2 (big blind) collected (100u)',
    ]);
  });

  it('marks dead blinds, timeouts and players who left', () => {
    let t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
      [3, 5_000],
    ]);
    t = foldAround(startWith(t, {})).state;
    t = must(applyTableAction(t, { type: 'sit-out', seat: 3, now: 1 })).state;
    t = foldAround(startWith(t, {})).state;
    t = foldAround(startWith(t, {})).state;
    t = must(applyTableAction(t, { type: 'sit-in', seat: 3, now: 1 })).state;
    // Button 0, blinds 1 and 2; seat 3 posts; seat 3 acts first, its live big blind
    // matching the bet, and times out: checked.
    const h = startWith(t, {});
    const timedOut = must(applyTableAction(h.state, { type: 'timeout', now: h.state.hand!.actionDeadline! }));
    const left = must(applyTableAction(timedOut.state, { type: 'leave', seat: 0, now: 1 }));
    const r = foldAround({ state: left.state, events: [...left.events] });
    const lines = formatHandHistory(handEnded(r.events).history).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'P3: posts big blind 1',
        'P3: posts dead small blind 0.50',
        'P3: checks (timed out)',
        'P0: folds (left the table)',
      ]),
    );
  });

  it('prints the deck commitment and the players’ seeds of a committed hand, never the server seed', () => {
    const t = tableWith([
      [0, 1_000],
      [1, 3_000],
    ]);
    const serverSeed = 'ab'.repeat(32);
    const started = must(
      applyTableAction(t, { type: 'start-hand', serverSeed, playerSeeds: playerSeedsOf(t), now: 0 }),
    );
    const history = handEnded(foldAround({ state: started.state, events: [] }).events).history;
    const text = formatHandHistory(history);
    const lines = text.split('\n');
    expect(lines[2]).toBe(`Deck commitment ${history.proof.deckCommitment}`);
    expect(lines.at(-1)).toBe(`Seeds P0 'seed-p0', P1 'seed-p1' (entropy ${history.proof.entropy})`);
    expect(text).not.toContain(serverSeed);
  });

  it('prints a hand stored before committed decks without its server seed', () => {
    const f = foldAround(
      startWith(
        tableWith([
          [0, 1_000],
          [1, 3_000],
        ]),
        {},
      ),
    );
    const { proof: _, ...rest } = handEnded(f.events).history;
    const legacy = {
      ...rest,
      serverSeedHash: 'h'.repeat(64),
      serverSeed: 'old-seed',
      clientSeed: 'c',
      nonce: 3,
    };
    const text = formatHandHistory(legacy);
    expect(text.split('\n')[2]).toBe(`Seed hash ${'h'.repeat(64)} (dealt before committed decks)`);
    expect(text).not.toContain('old-seed');
  });
});

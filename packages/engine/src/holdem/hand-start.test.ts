import { describe, expect, it } from 'vitest';
import { cardToString } from '../cards.js';
import { createFloatStream } from '../fairness-stream.js';
import { shuffledDeck } from '../fair-mappings.js';
import { commitServerSeed, verifyCommitment } from '../seed-pair.js';
import { applyTableAction } from './table-reducer.js';
import { foldAround, handEnded, must, play, tableWith } from './table-test-kit.js';

// The README's worked vector: this seed triple's deck begins 9c 5h 5c 2s Jc Tc 7d 8s.
const seeds = {
  serverSeed: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  clientSeed: 'lucky-player',
  nonce: 0,
};

describe('dealing from the fairness stream', () => {
  const table = tableWith([
    [0, 5_000],
    [1, 5_000],
    [2, 5_000],
  ]);

  it('commits the seed hash at the start, deals from the shuffled deck in order, reveals at the end', () => {
    const started = must(applyTableAction(table, { type: 'start-hand', seeds, now: 1 }));
    const hand = started.state.hand!;
    expect(hand.serverSeedHash).toBe(commitServerSeed(seeds.serverSeed));
    expect(started.events[0]).toMatchObject({
      type: 'hand-started',
      serverSeedHash: hand.serverSeedHash,
      seats: [1, 2, 0],
    });
    // One card at a time from the seat after the button (seat 0), two rounds.
    const hole = (seat: number) => hand.players[seat]!.cards.map(cardToString).join(' ');
    expect([hole(1), hole(2), hole(0)]).toEqual(['9c 2s', '5h Jc', '5c Tc']);
    const deck = shuffledDeck(createFloatStream(seeds));
    let p = play({ state: started.state, events: [...started.events] }, [
      [0, 'call'],
      [1, 'call'],
      [2, 'check'],
    ]);
    while (p.state.hand) p = play(p, [[p.state.hand.actionOn!, 'check']]);
    const result = handEnded(p.events);
    // Burn one before each street: deck[6] burnt, flop 7-9, burn 10, turn 11, burn 12, river 13.
    expect(result.history.board).toEqual([deck[7], deck[8], deck[9], deck[11], deck[13]]);
    expect(result.serverSeed).toBe(seeds.serverSeed);
    expect(verifyCommitment(result.serverSeed, result.serverSeedHash)).toBe(true);
    expect(result.history).toMatchObject({ clientSeed: 'lucky-player', nonce: 0 });
  });

  it('the server seed stays in the state only, never in an event, until the hand ends', () => {
    const started = must(applyTableAction(table, { type: 'start-hand', seeds, now: 1 }));
    expect(JSON.stringify(started.events)).not.toContain(seeds.serverSeed);
    const ended = foldAround({ state: started.state, events: [] });
    expect(JSON.stringify(ended.events)).toContain(seeds.serverSeed);
  });

  it('refuses bad seeds and a stream that does not give a full deck', () => {
    const start = (extra: object) => applyTableAction(table, { type: 'start-hand', seeds, now: 1, ...extra });
    expect(start({ seeds: { serverSeed: '', clientSeed: 'c', nonce: 0 } })).toEqual({
      ok: false,
      error: 'invalid_seeds',
    });
    expect(start({ seeds: { serverSeed: 's', clientSeed: 'c', nonce: -1 } })).toEqual({
      ok: false,
      error: 'invalid_seeds',
    });
    const broken = { next: () => 1, used: 0 };
    expect(start({ stream: broken })).toEqual({ ok: false, error: 'invalid_deck' });
  });
});

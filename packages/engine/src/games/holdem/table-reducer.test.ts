// Named scenarios through the reducer, with stacked decks (table-test-kit.ts). Seats are 0-based;
// blinds 50/100 unless a case says otherwise. Every state is deep-frozen before the next action,
// so a reducer that mutated its input would throw.
import { describe, expect, it } from 'vitest';
import { applyTableAction } from './table-reducer.js';
import { legalActions } from './table-views.js';
import type { HoldemEvent } from './table-actions.js';
import {
  deepFreeze,
  foldAround,
  handEnded,
  must,
  play,
  stacks,
  startWith,
  tableWith,
  withSeats,
  type Played,
} from './table-test-kit.js';

const ofType = <T extends HoldemEvent['type']>(events: readonly HoldemEvent[], type: T) =>
  events.filter((e): e is Extract<HoldemEvent, { type: T }> => e.type === type);

const frozenPlay = (p: Played, steps: Parameters<typeof play>[1]) => {
  deepFreeze(p.state);
  return play(p, steps);
};

describe('hold’em scenarios', () => {
  it('three-way all-in with different stacks: main pot, side pot, nothing uncalled', () => {
    const t = tableWith([
      [0, 1_000],
      [1, 3_000],
      [2, 5_000],
    ]);
    // Button 0, small blind 1, big blind 2; the button acts first pre-flop.
    const h = startWith(t, { 0: 'As Ad', 1: 'Ks Kd', 2: 'Qs Qd' }, '2c 7d 9h 4s 3c');
    const r = frozenPlay(h, [
      [0, 'all-in'],
      [1, 'all-in'],
      [2, 'call'],
    ]);
    const result = handEnded(r.events);
    expect(result.pots).toEqual([
      { amount: 3_000, eligible: [0, 1, 2], winners: [{ seat: 0, amount: 3_000 }] },
      { amount: 4_000, eligible: [1, 2], winners: [{ seat: 1, amount: 4_000 }] },
    ]);
    expect(result.returned).toEqual([]);
    expect(stacks(r.state)).toEqual({ 0: 3_000, 1: 4_000, 2: 2_000 });
    expect(result.netChanges.map((n) => n.net)).toEqual([2_000, 1_000, -3_000]);
    // The board was run out without betting.
    expect(ofType(r.events, 'street-dealt').map((e) => e.street)).toEqual(['flop', 'turn', 'river']);
    expect(r.state.hand).toBeNull();
  });

  it('three-way all-in where the big stack shoves: the part nobody can call is returned', () => {
    const t = tableWith([
      [0, 1_000],
      [1, 3_000],
      [2, 5_000],
    ]);
    const h = startWith(t, { 0: 'Qs Qd', 1: 'Ks Kd', 2: 'As Ad' }, '2c 7d 9h 4s 3c');
    const r = play(h, [
      [0, 'all-in'],
      [1, 'call'],
      [2, 'all-in'],
      [1, 'all-in'],
    ]);
    const result = handEnded(r.events);
    expect(result.returned).toEqual([{ seat: 2, amount: 2_000 }]);
    expect(result.pots.map((p) => [p.amount, p.winners])).toEqual([
      [3_000, [{ seat: 2, amount: 3_000 }]],
      [4_000, [{ seat: 2, amount: 4_000 }]],
    ]);
    expect(stacks(r.state)).toEqual({ 0: 0, 1: 0, 2: 9_000 });
    expect(ofType(r.events, 'player-sat-out').map((e) => [e.seat, e.reason])).toEqual([
      [0, 'busted'],
      [1, 'busted'],
    ]);
  });

  it('a short all-in does not reopen the betting to a player who already acted', () => {
    const t = withSeats(
      tableWith([
        [0, 10_000],
        [1, 10_000],
        [2, 10_000],
        [3, 10_000],
      ]),
      { 0: { stack: 450 } },
    );
    // Button 0, small blind 1, big blind 2, seat 3 first to act.
    let p = startWith(t, {});
    p = play(p, [
      [3, 'raise', 300],
      [0, 'all-in'], // to 450: 150 more, less than the 200 raise
    ]);
    // The small blind has not acted yet: it may raise.
    expect(legalActions(p.state, 1)).toMatchObject({ canRaise: true, minRaiseTo: 650 });
    p = play(p, [
      [1, 'fold'],
      [2, 'call'],
    ]);
    expect(legalActions(p.state, 3)).toMatchObject({ canCall: true, callAmount: 150, canRaise: false });
    for (const type of ['all-in', 'raise'] as const) {
      const r = applyTableAction(p.state, { type, seat: 3, amount: 1_000, version: p.state.version, now: 3 });
      expect(r).toEqual({ ok: false, error: 'cannot_raise' });
    }
    p = play(p, [[3, 'call']]);
    expect(p.state.hand?.street).toBe('flop');
  });

  it('short all-ins that add up to a full raise reopen the betting (TDA Rule 47)', () => {
    const t = withSeats(
      tableWith([
        [0, 10_000],
        [1, 10_000],
        [2, 10_000],
        [3, 10_000],
      ]),
      { 0: { stack: 450 }, 1: { stack: 520 } },
    );
    const p = play(startWith(t, {}), [
      [3, 'raise', 300],
      [0, 'all-in'], // 450
      [1, 'all-in'], // 520: 220 over seat 3's raise, at least the 200 of a full raise
      [2, 'call'],
    ]);
    expect(legalActions(p.state, 3)).toMatchObject({ canRaise: true, minRaiseTo: 720, maxRaiseTo: 10_000 });
  });

  it('a full raise reopens the betting and sets the next minimum raise', () => {
    const t = tableWith([
      [0, 10_000],
      [1, 10_000],
      [2, 10_000],
    ]);
    let p = play(startWith(t, {}), [
      [0, 'call'],
      [1, 'call'],
      [2, 'check'],
      // Flop: small blind first.
      [1, 'bet', 100],
      [2, 'raise', 400],
      [0, 'fold'],
    ]);
    expect(legalActions(p.state, 1)).toMatchObject({ canRaise: true, minRaiseTo: 700, callAmount: 300 });
    const tooSmall = applyTableAction(p.state, {
      type: 'raise',
      seat: 1,
      amount: 699,
      version: p.state.version,
      now: 3,
    });
    expect(tooSmall).toEqual({ ok: false, error: 'raise_too_small' });
    p = play(p, [[1, 'raise', 700]]);
    expect(legalActions(p.state, 2)).toMatchObject({ minRaiseTo: 1_000 });
  });

  it('minimum bet and raise: a big blind, then the size of the last raise', () => {
    const t = tableWith([
      [0, 10_000],
      [1, 10_000],
      [2, 10_000],
    ]);
    const p = startWith(t, {});
    const at = (amount: number, type: 'raise' | 'bet' = 'raise') =>
      applyTableAction(p.state, { type, seat: 0, amount, version: p.state.version, now: 2 });
    expect(at(199)).toEqual({ ok: false, error: 'raise_too_small' });
    expect(at(10_001)).toEqual({ ok: false, error: 'raise_too_large' });
    expect(at(250.5)).toEqual({ ok: false, error: 'invalid_amount' });
    expect(at(200, 'bet')).toEqual({ ok: false, error: 'cannot_bet' });
    const r = play(p, [[0, 'raise', 500]]);
    expect(legalActions(r.state, 1)).toMatchObject({ minRaiseTo: 900, callAmount: 450 });
    const flop = play(r, [
      [1, 'call'],
      [2, 'call'],
    ]);
    expect(legalActions(flop.state, 1)).toMatchObject({ canCheck: true, raiseKind: 'bet', minRaiseTo: 100 });
    const raiseUnopened = applyTableAction(flop.state, {
      type: 'raise',
      seat: 1,
      amount: 200,
      version: flop.state.version,
      now: 3,
    });
    expect(raiseUnopened).toEqual({ ok: false, error: 'cannot_raise' });
  });

  it('split pot with an odd chip: the extra unit goes to the first winner left of the button', () => {
    const t = tableWith(
      [
        [0, 1_000],
        [1, 1_000],
        [2, 1_000],
      ],
      { smallBlind: 5, bigBlind: 10, minBuyIn: 100 },
    );
    const h = startWith(t, { 0: '2c 3c', 1: '4h 5h', 2: '2d 3d' }, 'Ts Js Qh Kd Ac');
    const r = play(h, [
      [0, 'call'],
      [1, 'fold'],
      [2, 'check'],
      [2, 'check'],
      [0, 'check'],
      [2, 'check'],
      [0, 'check'],
      [2, 'check'],
      [0, 'check'],
    ]);
    const result = handEnded(r.events);
    // 25 = 10 + 10 + the folded small blind's 5; seat 2 is the first winner clockwise from the button.
    expect(result.pots).toEqual([
      {
        amount: 25,
        eligible: [0, 2],
        winners: [
          { seat: 2, amount: 13 },
          { seat: 0, amount: 12 },
        ],
      },
    ]);
  });

  it('three-way split with two odd chips', () => {
    const t = tableWith(
      [
        [0, 1_000],
        [1, 1_000],
        [2, 1_000],
        [3, 1_000],
      ],
      { smallBlind: 5, bigBlind: 10, minBuyIn: 100 },
    );
    const h = startWith(t, { 0: '2c 3c', 1: '4h 5h', 2: '2d 3d', 3: '2h 3h' }, 'Ts Js Qh Kd Ac');
    let r = play(h, [
      [3, 'call'],
      [0, 'call'],
      [1, 'fold'],
      [2, 'check'],
    ]);
    while (r.state.hand) r = play(r, [[r.state.hand.actionOn!, 'check']]);
    expect(handEnded(r.events).pots[0]?.winners).toEqual([
      { seat: 2, amount: 12 },
      { seat: 3, amount: 12 },
      { seat: 0, amount: 11 },
    ]);
  });

  it('heads-up: the button posts the small blind, acts first pre-flop and last after', () => {
    const t = tableWith([
      [0, 5_000],
      [3, 5_000],
    ]);
    const h = startWith(t, {});
    expect(h.state.hand).toMatchObject({ buttonSeat: 0, smallBlindSeat: 0, bigBlindSeat: 3, actionOn: 0 });
    expect(h.state.hand?.posts).toEqual([
      { seat: 0, kind: 'small-blind', amount: 50, allIn: false },
      { seat: 3, kind: 'big-blind', amount: 100, allIn: false },
    ]);
    const flop = play(h, [
      [0, 'call'],
      [3, 'check'],
    ]);
    expect(flop.state.hand).toMatchObject({ street: 'flop', actionOn: 3 });
    const next = startWith(foldAround(flop).state, {}, '', 5_000);
    expect(next.state.hand).toMatchObject({ buttonSeat: 3, smallBlindSeat: 3, bigBlindSeat: 0, actionOn: 3 });
  });

  it('everyone folds to the big blind: the big blind wins the small blind, its own bet comes back', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
      [3, 5_000],
    ]);
    const r = foldAround(startWith(t, {}));
    const result = handEnded(r.events);
    expect(result.history.showdown).toBe(false);
    expect(result.history.shown).toEqual([]);
    expect(result.returned).toEqual([{ seat: 2, amount: 50 }]);
    expect(result.pots).toEqual([{ amount: 100, eligible: [2], winners: [{ seat: 2, amount: 100 }] }]);
    expect(stacks(r.state)).toEqual({ 0: 5_000, 1: 4_950, 2: 5_050, 3: 5_000 });
    expect(ofType(r.events, 'cards-shown')).toEqual([]);
  });

  it('a bet nobody calls is returned and the hand ends without a showdown', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
    ]);
    const r = play(startWith(t, {}), [
      [0, 'call'],
      [1, 'check'],
      [1, 'bet', 700],
      [0, 'fold'],
    ]);
    const result = handEnded(r.events);
    expect(result.returned).toEqual([{ seat: 1, amount: 700 }]);
    expect(result.pots[0]?.amount).toBe(200);
    expect(stacks(r.state)).toEqual({ 0: 4_900, 1: 5_100 });
  });

  it('a big blind all-in for less: the others still call the full big blind', () => {
    const t = withSeats(
      tableWith([
        [0, 5_000],
        [1, 5_000],
        [2, 5_000],
        [3, 5_000],
      ]),
      { 2: { stack: 60 } },
    );
    const h = startWith(t, { 0: '7c 2d', 1: '8c 3d', 2: 'As Ad', 3: 'Ks Kd' }, '2c 7d 9h 4s 3c');
    expect(h.state.hand?.posts[1]).toEqual({ seat: 2, kind: 'big-blind', amount: 60, allIn: true });
    expect(legalActions(h.state, 3)).toMatchObject({ callAmount: 100, minRaiseTo: 200 });
    let r = play(h, [
      [3, 'call'],
      [0, 'fold'],
      [1, 'call'],
    ]);
    while (r.state.hand) r = play(r, [[r.state.hand.actionOn!, 'check']]);
    expect(handEnded(r.events).pots.map((p) => [p.amount, p.eligible, p.winners])).toEqual([
      [180, [1, 2, 3], [{ seat: 2, amount: 180 }]],
      [80, [1, 3], [{ seat: 3, amount: 80 }]],
    ]);
  });

  it('blinds that put both players all-in run the board out at once', () => {
    const t = withSeats(
      tableWith([
        [0, 5_000],
        [1, 5_000],
      ]),
      { 0: { stack: 30 }, 1: { stack: 80 } },
    );
    const h = startWith(t, { 0: 'As Ad', 1: 'Ks Kd' }, '2c 7d 9h 4s 3c');
    expect(h.state.hand).toBeNull();
    const result = handEnded(h.events);
    expect(result.returned).toEqual([{ seat: 1, amount: 50 }]);
    expect(result.pots).toEqual([{ amount: 60, eligible: [0, 1], winners: [{ seat: 0, amount: 60 }] }]);
    expect(result.history.board).toHaveLength(5);
  });

  it('a new player posts a big blind to enter, keeps the option, and holds no position that hand', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
    ]);
    // Hand 1 forms the game: no posts beyond the blinds.
    const first = foldAround(startWith(t, {}));
    expect(handEnded(first.events).history.posts.map((p) => p.kind)).toEqual(['small-blind', 'big-blind']);
    const joined = must(
      applyTableAction(first.state, {
        type: 'sit-down',
        seat: 4,
        playerId: 'new',
        name: 'New',
        chips: 2_000,
        now: 3,
      }),
    ).state;
    const h = startWith(joined, {});
    expect(h.state.hand).toMatchObject({ buttonSeat: 1, smallBlindSeat: 2, bigBlindSeat: 0 });
    expect(h.state.hand?.posts.at(-1)).toEqual({
      seat: 4,
      kind: 'posted-big-blind',
      amount: 100,
      allIn: false,
    });
    expect(h.state.seats[4]?.owesBigBlind).toBe(false);
    // Pre-flop the button acts first (after the big blind in seat 0); the poster in seat 4 acts
    // after the small blind, and its big blind was live: it may check or raise.
    expect(h.state.hand?.actionOn).toBe(1);
    const r = play(h, [
      [1, 'call'],
      [2, 'call'],
    ]);
    expect(legalActions(r.state, 4)).toMatchObject({ canCheck: true, canCall: false, canRaise: true });
    const flop = play(r, [
      [4, 'check'],
      [0, 'check'],
    ]);
    expect(flop.state.hand?.street).toBe('flop');
  });

  it('a player who sat out while the blinds passed posts a live big blind and a dead small blind', () => {
    let t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
      [3, 5_000],
    ]);
    t = foldAround(startWith(t, {})).state; // button 0, blinds 1 and 2
    t = must(applyTableAction(t, { type: 'sit-out', seat: 3, now: 3 })).state;
    t = foldAround(startWith(t, {})).state; // button 1, blinds 2 and 0: seat 3 misses the big blind
    expect(t.seats[3]).toMatchObject({ owesBigBlind: true, owesSmallBlind: false });
    t = foldAround(startWith(t, {})).state; // button 2, blinds 0 and 1: seat 3 misses the small blind
    expect(t.seats[3]).toMatchObject({ owesBigBlind: true, owesSmallBlind: true });
    t = must(applyTableAction(t, { type: 'sit-in', seat: 3, now: 4 })).state;
    const h = startWith(t, {}); // button 0, blinds 1 and 2
    expect(h.state.hand?.posts).toEqual([
      { seat: 1, kind: 'small-blind', amount: 50, allIn: false },
      { seat: 2, kind: 'big-blind', amount: 100, allIn: false },
      { seat: 3, kind: 'posted-big-blind', amount: 100, allIn: false },
      { seat: 3, kind: 'dead-small-blind', amount: 50, allIn: false },
    ]);
    expect(h.state.hand?.players[3]).toMatchObject({ streetBet: 100, dead: 50 });
    const r = foldAround(h);
    // The dead small blind is in the pot the big blind wins: 50 + 100 + 100 + 50 dead.
    expect(handEnded(r.events).pots).toEqual([
      { amount: 300, eligible: [2], winners: [{ seat: 2, amount: 300 }] },
    ]);
    expect(r.state.seats[3]).toMatchObject({ owesBigBlind: false, owesSmallBlind: false, stack: 4_850 });
  });

  it('the action timer: refused before the deadline, then checks or folds and sits the player out', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
    ]);
    const h = startWith(t, {}, '', 10_000);
    const deadline = h.state.hand!.actionDeadline!;
    expect(deadline).toBe(40_000);
    expect(applyTableAction(h.state, { type: 'timeout', now: deadline - 1 })).toEqual({
      ok: false,
      error: 'deadline_not_reached',
    });
    // Seat 0 faces the big blind: folded.
    const folded = must(applyTableAction(h.state, { type: 'timeout', now: deadline }));
    expect(folded.events.slice(0, 2)).toEqual([
      { type: 'player-sat-out', seat: 0, reason: 'timeout' },
      {
        type: 'action-taken',
        seat: 0,
        street: 'pre-flop',
        action: 'fold',
        amount: 0,
        to: 0,
        allIn: false,
        auto: 'timeout',
      },
    ]);
    // The big blind may check: a timeout there checks.
    let p = play({ state: folded.state, events: [] }, [[1, 'call']], deadline + 1);
    const bbDeadline = p.state.hand!.actionDeadline!;
    const checked = must(applyTableAction(p.state, { type: 'timeout', now: bbDeadline }));
    expect(ofType(checked.events, 'action-taken')[0]).toMatchObject({
      seat: 2,
      action: 'check',
      auto: 'timeout',
    });
    // On the flop seat 1 bets; seat 2, timed out, is folded at once without waiting again.
    p = play({ state: checked.state, events: [] }, [[1, 'bet', 100]], bbDeadline + 1);
    expect(ofType(p.events, 'action-taken').at(-1)).toMatchObject({
      seat: 2,
      action: 'fold',
      auto: 'timeout',
    });
    expect(p.state.hand).toBeNull();
    expect(p.state.seats[0]?.sittingOut).toBe(true);
    expect(p.state.seats[2]?.sittingOut).toBe(true);
  });

  it('sitting back in during the hand cancels the automatic check or fold', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
    ]);
    let p = play(startWith(t, {}), [
      [0, 'call'],
      [1, 'call'],
    ]);
    const checked = must(applyTableAction(p.state, { type: 'timeout', now: p.state.hand!.actionDeadline! }));
    const back = must(applyTableAction(checked.state, { type: 'sit-in', seat: 2, now: 1 }));
    p = play({ state: back.state, events: [] }, [[1, 'bet', 100]]);
    expect(p.state.hand?.actionOn).toBe(2);
  });

  it('stale versions are refused: a double click does not act twice', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
    ]);
    const h = startWith(t, {});
    const call = { type: 'call', seat: 0, version: h.state.version, now: 2 } as const;
    const once = must(applyTableAction(h.state, call));
    expect(once.state.version).toBe(h.state.version + 1);
    expect(applyTableAction(once.state, call)).toEqual({ ok: false, error: 'stale_version' });
    expect(applyTableAction(once.state, { type: 'sit-out', seat: 2, version: 0, now: 3 })).toEqual({
      ok: false,
      error: 'stale_version',
    });
  });

  it('leaving out of turn folds at once; the actor keeps the turn and deadline; chips leave at the end', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
      [3, 5_000],
    ]);
    const h = startWith(t, {});
    expect(h.state.hand?.actionOn).toBe(3);
    const left = must(applyTableAction(h.state, { type: 'leave', seat: 1, now: 9_999 }));
    expect(left.events.map((e) => e.type)).toEqual(['leave-pending', 'action-taken']);
    expect(left.state.hand).toMatchObject({ actionOn: 3, actionDeadline: h.state.hand!.actionDeadline });
    expect(left.state.seats[1]).toMatchObject({ leaving: true, stack: 4_950 });
    const r = foldAround({ state: left.state, events: [] });
    expect(r.state.seats[1]).toBeNull();
    expect(ofType(r.events, 'player-left')).toEqual([
      { type: 'player-left', seat: 1, playerId: 'p1', chips: 4_950 },
    ]);
    expect(r.events.findIndex((e) => e.type === 'player-left')).toBeGreaterThan(
      r.events.findIndex((e) => e.type === 'hand-ended'),
    );
  });

  it('leaving when the other player is the only one left ends the hand for them', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
    ]);
    const r = must(applyTableAction(startWith(t, {}).state, { type: 'leave', seat: 1, now: 3 }));
    expect(handEnded(r.events).pots[0]?.winners).toEqual([{ seat: 0, amount: 150 }]);
    expect(r.state.seats[1]).toBeNull();
    expect(stacks(r.state)).toEqual({ 0: 5_100 });
  });

  it('an all-in player who leaves keeps a live hand and leaves with what it wins', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
    ]);
    const p = play(startWith(t, { 0: 'As Ad', 1: 'Ks Kd' }, '2c 7d 9h 4s 3c'), [[0, 'all-in']]);
    const left = must(applyTableAction(p.state, { type: 'leave', seat: 0, now: 3 }));
    const r = play({ state: left.state, events: [...left.events] }, [[1, 'call']]);
    expect(ofType(r.events, 'player-left')).toEqual([
      { type: 'player-left', seat: 0, playerId: 'p0', chips: 10_000 },
    ]);
  });

  it('a player not in the hand leaves at once with their chips', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
    ]);
    const h = startWith(t, {});
    const seated = must(
      applyTableAction(h.state, {
        type: 'sit-down',
        seat: 2,
        playerId: 'x',
        name: 'X',
        chips: 1_500,
        now: 2,
      }),
    );
    const left = must(applyTableAction(seated.state, { type: 'leave', seat: 2, now: 3 }));
    expect(left.events).toEqual([{ type: 'player-left', seat: 2, playerId: 'x', chips: 1_500 }]);
    expect(left.state.seats[2]).toBeNull();
  });

  it('sit down, add chips and start are validated', () => {
    const t = tableWith([[0, 5_000]]);
    const sit = (seat: number, playerId: string, chips: number) =>
      applyTableAction(t, { type: 'sit-down', seat, playerId, name: playerId, chips, now: 1 });
    expect(sit(0, 'b', 5_000)).toEqual({ ok: false, error: 'seat_taken' });
    expect(sit(1, 'p0', 5_000)).toEqual({ ok: false, error: 'already_seated' });
    expect(sit(6, 'b', 5_000)).toEqual({ ok: false, error: 'invalid_seat' });
    expect(sit(1, 'b', 999)).toEqual({ ok: false, error: 'below_min_buy_in' });
    expect(sit(1, 'b', 100_001)).toEqual({ ok: false, error: 'above_max_buy_in' });
    expect(sit(1, '', 5_000)).toEqual({ ok: false, error: 'invalid_player' });
    const start = {
      type: 'start-hand',
      serverSeed: 's',
      playerSeeds: { p0: 'a', b: 'b' },
      now: 1,
    } as const;
    expect(applyTableAction(t, start)).toEqual({ ok: false, error: 'not_enough_players' });
    const two = must(sit(1, 'b', 5_000)).state;
    const h = startWith(two, {});
    expect(applyTableAction(h.state, start)).toEqual({ ok: false, error: 'hand_in_progress' });
    expect(applyTableAction(h.state, { type: 'add-chips', seat: 0, amount: 100, now: 2 })).toEqual({
      ok: false,
      error: 'hand_in_progress',
    });
    const after = foldAround(h).state;
    expect(applyTableAction(after, { type: 'add-chips', seat: 0, amount: 100_000, now: 2 })).toEqual({
      ok: false,
      error: 'above_max_buy_in',
    });
    const added = must(applyTableAction(after, { type: 'add-chips', seat: 0, amount: 1_000, now: 2 }));
    expect(added.events).toEqual([{ type: 'chips-added', seat: 0, amount: 1_000, stack: 5_950 }]);
  });

  it('betting out of turn, checking a bet, calling nothing and unknown actions are refused', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
    ]);
    const h = startWith(t, {});
    const v = h.state.version;
    expect(applyTableAction(h.state, { type: 'call', seat: 1, version: v, now: 2 })).toEqual({
      ok: false,
      error: 'not_your_turn',
    });
    expect(applyTableAction(h.state, { type: 'check', seat: 0, version: v, now: 2 })).toEqual({
      ok: false,
      error: 'cannot_check',
    });
    const flop = play(h, [
      [0, 'call'],
      [1, 'call'],
      [2, 'check'],
    ]);
    expect(
      applyTableAction(flop.state, { type: 'call', seat: 1, version: flop.state.version, now: 2 }),
    ).toEqual({
      ok: false,
      error: 'cannot_call',
    });
    expect(applyTableAction(flop.state, { type: 'dance', now: 1 } as never)).toEqual({
      ok: false,
      error: 'invalid_action',
    });
    expect(
      applyTableAction(flop.state, { type: 'fold', seat: 1, version: flop.state.version, now: Number.NaN }),
    ).toEqual({
      ok: false,
      error: 'invalid_time',
    });
  });

  it('the last player to bet on the river shows first', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
    ]);
    let p = play(startWith(t, { 0: 'As Ad', 1: 'Ks Kd', 2: 'Qs Qd' }, '2c 7d 9h 4s 3c'), [
      [0, 'call'],
      [1, 'call'],
      [2, 'check'],
    ]);
    for (let i = 0; i < 6; i++) p = play(p, [[p.state.hand!.actionOn!, 'check']]);
    p = play(p, [
      [1, 'check'],
      [2, 'bet', 200],
      [0, 'call'],
      [1, 'call'],
    ]);
    expect(handEnded(p.events).history.shown.map((s) => s.seat)).toEqual([2, 0, 1]);
  });
});

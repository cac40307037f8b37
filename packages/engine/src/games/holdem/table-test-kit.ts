// Test helpers (imported only by *.test.ts): build tables, stack decks, apply scripted actions.
// Stacking goes through the real shuffle: `streamForDeck` yields the floats that make
// shuffledDeck() return a chosen order, so scenario tests exercise the same path as real hands.
import { freshDeck, parseCards, type CardId } from '../../cards.js';
import type { FloatStream } from '../../fairness-stream.js';
import { planHand } from './blind-positions.js';
import { createHoldemTable, type HoldemTableState } from './table-state.js';
import type { HoldemTableConfigInput } from './table-config.js';
import type { HoldemAction, HoldemEvent, TableActionAccepted } from './table-actions.js';
import { applyTableAction } from './table-reducer.js';

/** The server seed of the stacked hands (whose deck comes from a stream: no commitment, no seeds). */
export const TEST_SERVER_SEED = 'server-seed-for-tests';

/** A table seed for every seated player: `seed-<playerId>` (the real, committed path needs them). */
export function playerSeedsOf(state: HoldemTableState): Record<string, string> {
  const seeds: Record<string, string> = {};
  for (const s of state.seats) if (s) seeds[s.playerId] = `seed-${s.playerId}`;
  return seeds;
}

export const TEST_CONFIG: HoldemTableConfigInput = {
  tableId: 't1',
  name: 'Test Table',
  maxSeats: 6,
  smallBlind: 50,
  bigBlind: 100,
  minBuyIn: 1_000,
  maxBuyIn: 100_000,
};

/** Floats that make shuffledDeck() (draws from the remaining ids in order) return `deck`. */
export function streamForDeck(deck: readonly CardId[]): FloatStream {
  const remaining = freshDeck();
  const floats: number[] = [];
  for (const card of deck.slice(0, deck.length - 1)) {
    const index = remaining.indexOf(card);
    floats.push((index + 0.5) / remaining.length);
    remaining.splice(index, 1);
  }
  let used = 0;
  return {
    next: () => floats[used++] ?? 0,
    get used() {
      return used;
    },
  };
}

/**
 * The deck that deals `holes` (seat -> "As Kd") and `board` ("2c 3d 4h 5s 6c") for the next hand
 * of `state`, burning one card before each street; unnamed cards follow in id order.
 */
export function deckFor(state: HoldemTableState, holes: Record<number, string>, board = ''): CardId[] {
  const plan = planHand(state.seats, state.buttonSeat, state.config.maxSeats);
  if (!plan) throw new Error('no hand can start');
  const named = new Set<CardId>();
  const hole = new Map<number, CardId[]>();
  for (const [seat, text] of Object.entries(holes)) {
    const cards = parseCards(text);
    hole.set(Number(seat), cards);
    cards.forEach((c) => named.add(c));
  }
  const boardCards = board ? parseCards(board) : [];
  boardCards.forEach((c) => named.add(c));
  const spare = freshDeck().filter((c) => !named.has(c));
  const take = () => {
    const c = spare.shift();
    if (c === undefined) throw new Error('deck exhausted');
    return c;
  };
  const deck: CardId[] = [];
  for (const round of [0, 1]) for (const seat of plan.dealtIn) deck.push(hole.get(seat)?.[round] ?? take());
  const streetSizes = [3, 1, 1];
  let b = 0;
  for (const size of streetSizes) {
    deck.push(take()); // burn
    for (let i = 0; i < size; i++) deck.push(boardCards[b++] ?? take());
  }
  while (spare.length > 0) deck.push(take());
  return deck;
}

export function must(result: ReturnType<typeof applyTableAction>): TableActionAccepted {
  if (!result.ok) throw new Error(`rejected: ${result.error}`);
  return result;
}

/** A table with players sat down: [seat, chips, name?]. The first hand will be a game being formed. */
export function tableWith(
  players: [seat: number, chips: number][],
  config: Partial<HoldemTableConfigInput> = {},
) {
  const created = createHoldemTable({ ...TEST_CONFIG, ...config });
  if (!created.ok) throw new Error(created.error);
  let state = created.state;
  for (const [seat, chips] of players) {
    state = must(
      applyTableAction(state, {
        type: 'sit-down',
        seat,
        playerId: `p${seat}`,
        name: `P${seat}`,
        chips,
        now: 0,
      }),
    ).state;
  }
  return state;
}

export interface Played {
  state: HoldemTableState;
  events: HoldemEvent[];
}

/** Starts a hand with a stacked deck. */
export function startWith(
  state: HoldemTableState,
  holes: Record<number, string>,
  board = '',
  now = 1_000,
): Played {
  const r = must(
    applyTableAction(state, {
      type: 'start-hand',
      serverSeed: TEST_SERVER_SEED,
      playerSeeds: {},
      stream: streamForDeck(deckFor(state, holes, board)),
      now,
    }),
  );
  return { state: r.state, events: [...r.events] };
}

export type Step =
  | [seat: number, type: 'fold' | 'check' | 'call' | 'all-in']
  | [seat: number, type: 'bet' | 'raise', amount: number];

/** Applies betting steps, each against the current version; throws on a rejection. */
export function play(start: Played | HoldemTableState, steps: Step[], now = 2_000): Played {
  let state = 'events' in start ? start.state : start;
  const events: HoldemEvent[] = 'events' in start ? [...start.events] : [];
  for (const [seat, type, amount] of steps) {
    const action: HoldemAction =
      type === 'bet' || type === 'raise'
        ? { type, seat, amount: amount ?? 0, version: state.version, now }
        : { type, seat, version: state.version, now };
    const r = applyTableAction(state, action);
    if (!r.ok) throw new Error(`seat ${seat} ${type}${amount === undefined ? '' : ` ${amount}`}: ${r.error}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export function stacks(state: HoldemTableState): Record<number, number> {
  const out: Record<number, number> = {};
  state.seats.forEach((s, i) => {
    if (s) out[i] = s.stack;
  });
  return out;
}

export function handEnded(events: readonly HoldemEvent[]) {
  const e = events.find((x) => x.type === 'hand-ended');
  if (!e || e.type !== 'hand-ended') throw new Error('the hand did not end');
  return e.result;
}

/** Freezes a state deeply so any mutation by the reducer throws (tests run in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The state with some seats changed (the state is plain data; tests may set up any position). */
export function withSeats(
  state: HoldemTableState,
  patch: Record<number, Partial<NonNullable<HoldemTableState['seats'][number]>>>,
): HoldemTableState {
  return {
    ...state,
    seats: state.seats.map((s, i) => (s && patch[i] ? { ...s, ...patch[i] } : s)),
  };
}

/** Everyone folds to the big blind until the hand ends. */
export function foldAround(start: Played): Played {
  let current = start;
  while (current.state.hand) {
    const seat = current.state.hand.actionOn;
    if (seat === null) throw new Error('nobody to act');
    current = play(current, [[seat, 'fold']]);
  }
  return current;
}

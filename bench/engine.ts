// `pnpm bench engine`: evaluator speed against phe and pokersolver, engine throughput, and the
// video poker optimal-hold return (issue 3, "Benchmarks"). Random hands come from a seeded PRNG
// so every run evaluates the same hands. The last line printed is one JSON object.
import { createRequire } from 'node:module';
import {
  applyTableAction,
  blackjackReducer,
  cardToString,
  commitDeck,
  createHoldemTable,
  createFloatStream,
  evaluate7,
  FEATURED_SLOTS,
  handValue,
  newBlackjackState,
  shuffledDeck,
  spinSlot,
  verifyDeal,
  videoPokerOptimalReturn,
  warmUpEvaluator,
  type BlackjackState,
  type HoldemTableState,
} from '@casino/engine';

const require = createRequire(import.meta.url);
// phe's own 7-card entry point (positional card codes, rank * 4 + suit like ours): its fastest path.
const pheEvaluate7 = require('phe/lib/evaluator7') as (
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
) => number;
const pokersolver = require('pokersolver') as { Hand: { solve(cards: string[]): { rank: number } } };

/** mulberry32: a small seeded PRNG (bench code only; the engine never uses one). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HANDS = 200_000;
const rand = mulberry32(20_261_121);
const hands = new Int32Array(HANDS * 7);
for (let h = 0; h < HANDS; h++) {
  let used = 0n;
  for (let i = 0; i < 7; i++) {
    let c: number;
    do c = Math.floor(rand() * 52);
    while (used & (1n << BigInt(c)));
    used |= 1n << BigInt(c);
    hands[h * 7 + i] = c;
  }
}

/** Runs `pass` (one pass over `perPass` items) until at least `ms` elapsed; items per second. */
function rate(perPass: number, ms: number, pass: () => number): { perSecond: number; checksum: number } {
  let checksum = pass(); // warm-up pass (JIT, lazy tables)
  let items = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    checksum += pass();
    items += perPass;
  }
  return { perSecond: Math.round(items / ((performance.now() - start) / 1000)), checksum };
}

const h = (i: number): number => hands[i] ?? 0;

warmUpEvaluator();
// Agreement first: phe ranks 1 (best) .. 7462, ours 7462 (best) .. 1, same classes.
let disagreements = 0;
for (let k = 0; k < HANDS; k++) {
  const o = k * 7;
  const ours = evaluate7(h(o), h(o + 1), h(o + 2), h(o + 3), h(o + 4), h(o + 5), h(o + 6));
  const theirs = pheEvaluate7(h(o), h(o + 1), h(o + 2), h(o + 3), h(o + 4), h(o + 5), h(o + 6));
  if (ours !== 7463 - theirs) disagreements++;
}

const ours = rate(HANDS, 2000, () => {
  let s = 0;
  for (let o = 0; o < HANDS * 7; o += 7)
    s += evaluate7(h(o), h(o + 1), h(o + 2), h(o + 3), h(o + 4), h(o + 5), h(o + 6));
  return s;
});
const phe = rate(HANDS, 2000, () => {
  let s = 0;
  for (let o = 0; o < HANDS * 7; o += 7)
    s += pheEvaluate7(h(o), h(o + 1), h(o + 2), h(o + 3), h(o + 4), h(o + 5), h(o + 6));
  return s;
});
const SOLVER_HANDS = 5_000;
const solverCards = Array.from({ length: SOLVER_HANDS }, (_, k) =>
  Array.from({ length: 7 }, (__, i) => cardToString(h(k * 7 + i))),
);
const solver = rate(SOLVER_HANDS, 2000, () => {
  let s = 0;
  for (const cards of solverCards) s += pokersolver.Hand.solve(cards).rank;
  return s;
});

const slot = FEATURED_SLOTS[0]!;
let nonce = 0;
const SPINS = 5_000;
const slots = rate(SPINS, 1500, () => {
  let s = 0;
  for (let i = 0; i < SPINS; i++) {
    const r = spinSlot(
      slot,
      100,
      createFloatStream({ serverSeed: 'bench-server', clientSeed: 'bench', nonce: nonce++ }),
    );
    if (r.ok) s += r.winAmount;
  }
  return s;
});

const ROUNDS = 2_000;
const blackjack = rate(ROUNDS, 1500, () => {
  let s = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const deck = shuffledDeck(
      createFloatStream({ serverSeed: 'bench-server', clientSeed: 'bench-bj', nonce: nonce++ }),
    );
    let r = blackjackReducer(newBlackjackState(), { type: 'deal', bet: 500, deck });
    let state: BlackjackState | undefined = r.ok ? r.state : undefined;
    // A simple strategy: hit below 17, then stand.
    while (r.ok && state?.phase === 'playing') {
      const hand = state.hands[state.activeHand];
      r = blackjackReducer(state, { type: hand && handValue(hand.cards).total < 17 ? 'hit' : 'stand' });
      if (r.ok) state = r.state;
    }
    if (r.ok) s += r.view.winAmount;
  }
  return s;
});

// A hold'em hand's fairness work, as the rooms do it: the room draws the next deck and publishes its
// commitment (commitDeck), then start-hand takes that deck back and mixes in six players' seeds.
// Measured per hand, with a player's verification of the finished hand beside it.
const created = createHoldemTable({
  tableId: '1',
  name: 'Bench',
  maxSeats: 6,
  smallBlind: 50,
  bigBlind: 100,
  minBuyIn: 1_000,
  maxBuyIn: 10_000,
});
if (!created.ok) throw new Error(created.error);
let sixMax: HoldemTableState = created.state;
const benchSeeds: Record<string, string> = {};
for (let seat = 0; seat < 6; seat++) {
  const next = applyTableAction(sixMax, {
    type: 'sit-down',
    seat,
    playerId: `p${seat}`,
    name: `P${seat}`,
    chips: 5_000,
    now: 0,
  });
  if (!next.ok) throw new Error(next.error);
  sixMax = next.state;
  benchSeeds[`p${seat}`] = `bench-seed-${seat}`;
}
const DEALS = 200;
const committedDeals = rate(DEALS, 1500, () => {
  let s = 0;
  for (let i = 0; i < DEALS; i++) {
    const serverSeed = `${nonce++}`.padStart(64, '0');
    const committedDeck = commitDeck('1', 1, serverSeed);
    const r = applyTableAction(sixMax, {
      type: 'start-hand',
      serverSeed,
      deckCommitment: committedDeck.deckCommitment,
      committedDeck,
      playerSeeds: benchSeeds,
      now: 0,
    });
    if (r.ok) s += r.state.hand?.deck[0] ?? 0;
  }
  return s;
});
const proofSample = (() => {
  const r = applyTableAction(sixMax, {
    type: 'start-hand',
    serverSeed: 'a'.repeat(64),
    playerSeeds: benchSeeds,
    now: 0,
  });
  if (!r.ok || !r.state.hand) throw new Error('no hand');
  const d = r.state.hand.deal;
  const { deckCommitment, commitments, playerSeeds, entropy, dealOrder } = d;
  return {
    tableId: '1',
    handNumber: 1,
    deckCommitment,
    commitments,
    playerSeeds,
    entropy,
    dealOrder,
    openings: [],
  };
})();
const verifications = rate(DEALS, 1000, () => {
  let s = 0;
  for (let i = 0; i < DEALS; i++) s += verifyDeal(proofSample).ok ? 1 : 0;
  return s;
});

const vpStart = performance.now();
const vp = videoPokerOptimalReturn();
const vpSeconds = (performance.now() - vpStart) / 1000;

const ratioPhe = ours.perSecond / phe.perSecond;
const ratioSolver = ours.perSecond / solver.perSecond;
const fmt = (n: number): string => n.toLocaleString('en-US');

console.log(`7-card evaluations per second (${fmt(HANDS)} seeded random hands, one core):`);
console.log(`  @casino/engine  ${fmt(ours.perSecond)}`);
console.log(
  `  phe             ${fmt(phe.perSecond)}   (ours / phe = ${ratioPhe.toFixed(2)}x, target >= 1.5x)`,
);
console.log(`  pokersolver     ${fmt(solver.perSecond)}   (ours / pokersolver = ${ratioSolver.toFixed(1)}x)`);
console.log(
  `  agreement with phe on every hand: ${disagreements === 0 ? 'yes' : `NO, ${disagreements} differ`}`,
);
console.log(`slot spins per second (Diamond Deluxe, HMAC stream included): ${fmt(slots.perSecond)}`);
console.log(`blackjack rounds per second (shuffle + deal + hit-below-17): ${fmt(blackjack.perSecond)}`);
console.log(
  `hold'em committed deals per second (draw + commit + mix six seeds): ${fmt(committedDeals.perSecond)} (${(1e6 / committedDeals.perSecond).toFixed(0)} µs a hand); verifications per second: ${fmt(verifications.perSecond)}`,
);
console.log(
  `video poker 9/6 Jacks or Better return under optimal holds: ${(vp.value * 100).toFixed(4)}% (exact, ${fmt(vp.suitClasses)} suit classes, ${vpSeconds.toFixed(1)} s)`,
);
console.log(
  JSON.stringify({
    evaluator: {
      oursPerSecond: ours.perSecond,
      phePerSecond: phe.perSecond,
      pokersolverPerSecond: solver.perSecond,
      oursOverPhe: Number(ratioPhe.toFixed(3)),
      oursOverPokersolver: Number(ratioSolver.toFixed(1)),
      meetsTarget: ratioPhe >= 1.5,
      agreesWithPhe: disagreements === 0,
    },
    slotSpinsPerSecond: slots.perSecond,
    blackjackRoundsPerSecond: blackjack.perSecond,
    holdemCommittedDealsPerSecond: committedDeals.perSecond,
    holdemDealVerificationsPerSecond: verifications.perSecond,
    videoPokerOptimalReturn: Number(vp.value.toFixed(8)),
    videoPokerOptimalReturnPercent: Number((vp.value * 100).toFixed(4)),
  }),
);

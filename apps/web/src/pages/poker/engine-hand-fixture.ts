import { applyTableAction, createHoldemTable, type HoldemTableState } from '@casino/engine';

// A real engine hand for the fairness tests: a heads-up table (blinds 0.50/1.00) with players p0 and
// p1 seated with 50 coins each and a hand dealt from a committed deck mixed by their seeds.

export function must<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
}

export function dealtHeadsUpHand(
  table: { tableId: string; name: string },
  serverSeed: string,
  playerSeeds: { p0: string; p1: string },
): HoldemTableState {
  let state: HoldemTableState = must(
    createHoldemTable({
      ...table,
      maxSeats: 2,
      smallBlind: 50,
      bigBlind: 100,
      minBuyIn: 1_000,
      maxBuyIn: 10_000,
    }),
  ).state;
  for (const seat of [0, 1])
    state = must(
      applyTableAction(state, {
        type: 'sit-down',
        seat,
        playerId: `p${seat}`,
        name: `P${seat}`,
        chips: 5_000,
        now: 0,
      }),
    ).state;
  return must(applyTableAction(state, { type: 'start-hand', serverSeed, playerSeeds, now: 0 })).state;
}

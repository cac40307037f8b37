// Main and side pots from what each player put in (Robert's Rules of Poker, "All-in / side
// pots"): the pot is cut in layers at each distinct contribution; a layer holds the same amount
// from everyone who reached it and can be won only by players still in the hand who reached it.
// - A layer only one player reached, while still in the hand, is an uncalled bet: returned.
// - Chips of players who folded are forfeit: a layer reached only by folded players goes to the
//   pot below it (or, when nobody still in the hand put in anything, to a pot for all of them).
// - Dead money (a missed small blind) goes to the main pot.
// - Consecutive layers with the same contenders are one pot.

export interface Contribution {
  readonly seat: number;
  /** Live chips put in over the hand. */
  readonly amount: number;
  /** Still in the hand (not folded). */
  readonly live: boolean;
}

export interface Pot {
  readonly amount: number;
  /** Seats that can win it, ascending. */
  readonly eligible: readonly number[];
}

export interface PotBreakdown {
  /** Main pot first, then side pots in order of size of the all-ins that created them. */
  readonly pots: readonly Pot[];
  /** Uncalled chips going back to their owner. */
  readonly returned: readonly { readonly seat: number; readonly amount: number }[];
}

const sameSeats = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((s, i) => s === b[i]);

export function buildPots(contributions: readonly Contribution[], deadMoney = 0): PotBreakdown {
  const levels = [...new Set(contributions.map((c) => c.amount).filter((a) => a > 0))].sort((a, b) => a - b);
  const pots: { amount: number; eligible: number[] }[] = [];
  const returned: { seat: number; amount: number }[] = [];
  let orphan = 0;
  let previous = 0;
  for (const level of levels) {
    const reached = contributions.filter((c) => c.amount >= level);
    const chunk = (level - previous) * reached.length;
    const eligible = reached
      .filter((c) => c.live)
      .map((c) => c.seat)
      .sort((a, b) => a - b);
    const [only] = reached;
    if (reached.length === 1 && only?.live) {
      returned.push({ seat: only.seat, amount: level - previous });
    } else if (eligible.length === 0) {
      const below = pots[pots.length - 1];
      if (below) below.amount += chunk;
      else orphan += chunk;
    } else {
      const last = pots[pots.length - 1];
      if (last && sameSeats(last.eligible, eligible)) last.amount += chunk;
      else pots.push({ amount: chunk, eligible });
    }
    previous = level;
  }
  if (orphan + deadMoney > 0) {
    const main = pots[0];
    if (main) main.amount += orphan + deadMoney;
    else
      pots.push({
        amount: orphan + deadMoney,
        eligible: contributions
          .filter((c) => c.live)
          .map((c) => c.seat)
          .sort((a, b) => a - b),
      });
  }
  return { pots, returned };
}

/** Total chips in the pots plus the uncalled chips: always the sum of the contributions + dead money. */
export function potTotal(breakdown: PotBreakdown): number {
  return (
    breakdown.pots.reduce((s, p) => s + p.amount, 0) + breakdown.returned.reduce((s, r) => s + r.amount, 0)
  );
}

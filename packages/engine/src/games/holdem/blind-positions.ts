// Who is dealt into the next hand, where the button and blinds go, who posts, and who missed a
// blind while sitting out. The rules, in one place:
// - Moving button (Robert's Rules, "Button and blind use", method 1): the button moves to the
//   next player clockwise, the small blind is the next player after it and the big blind the next
//   after that. Heads-up the button posts the small blind and the other player the big blind
//   (Robert's Rules, "Heads-up play").
// - Players who owe a blind (below) are dealt in at once and post a live big blind (Robert's
//   Rules: a new player may "post an amount equal to the big blind and immediately be dealt in");
//   the button and the blinds rotate among the players who owe nothing, so an entering player is
//   never on the button or in a blind in that first hand (the spirit of "not dealt in between the
//   big blind and the button") and nobody enters without paying a full big blind. No one waits,
//   so no one can be kept waiting forever.
// - A new player owes a big blind.
// - Missed blinds: a seat sitting out that the small blind passes (it lies between the button and
//   the small blind) owes a dead small blind; one the big blind passes (between the small and the
//   big blind) owes a big blind. On coming back the player posts the big blind live (it counts
//   toward their call, with the option to raise) and the small blind dead (Robert's Rules: "the
//   big blind is live, the small blind is dead").
// - A game being formed (fewer than two players who owe nothing) deals everyone in, no posts.
import type { SeatState } from './table-state.js';
import { clockwiseAfter, isStrictlyBetween } from './seat-order.js';

export interface EntryPost {
  readonly seat: number;
  /** Posts a live big blind. */
  readonly live: boolean;
  /** Posts a dead small blind. */
  readonly dead: boolean;
}

export interface MissedBlind {
  readonly seat: number;
  readonly small: boolean;
  readonly big: boolean;
}

export interface HandPlan {
  /** Seats dealt in, in dealing order (from the seat after the button). */
  readonly dealtIn: readonly number[];
  readonly buttonSeat: number;
  readonly smallBlindSeat: number;
  readonly bigBlindSeat: number;
  /** Posts by players who owe blinds (never the button or a blind in this hand). */
  readonly entryPosts: readonly EntryPost[];
  /** Seats sitting out that the blinds pass in this hand. */
  readonly missed: readonly MissedBlind[];
}

/** Can be dealt into the next hand. */
export function isReadyToPlay(s: SeatState | null): s is SeatState {
  return s !== null && !s.sittingOut && !s.leaving && s.stack > 0;
}

const owes = (s: SeatState | null | undefined) => !!s && (s.owesBigBlind || s.owesSmallBlind);

/** The next hand's positions, or null when fewer than two players can be dealt in. */
export function planHand(
  seats: readonly (SeatState | null)[],
  previousButton: number | null,
  maxSeats: number,
): HandPlan | null {
  const ready: number[] = [];
  seats.forEach((s, i) => {
    if (isReadyToPlay(s)) ready.push(i);
  });
  if (ready.length < 2) return null;
  const free = ready.filter((i) => !owes(seats[i]));
  const forming = free.length < 2;
  // The first hand's button is the lowest seat (clockwise from seat 0).
  const order = clockwiseAfter(forming ? ready : free, previousButton ?? maxSeats - 1, maxSeats);
  const [button, second, third] = order as [number, number, ...number[]];
  const headsUp = order.length === 2;
  const smallBlind = headsUp ? button : second;
  const bigBlind = headsUp ? second : (third ?? second);
  // Posted in seat order after the big blind.
  const entryPosts: EntryPost[] = [];
  if (!forming) {
    for (const seat of clockwiseAfter(ready, bigBlind, maxSeats)) {
      const s = seats[seat];
      if (s && owes(s)) entryPosts.push({ seat, live: s.owesBigBlind, dead: s.owesSmallBlind });
    }
  }
  const missed: MissedBlind[] = [];
  seats.forEach((s, seat) => {
    if (!s?.sittingOut) return;
    const small = isStrictlyBetween(seat, button, smallBlind, maxSeats);
    const big = isStrictlyBetween(seat, smallBlind, bigBlind, maxSeats);
    if (small || big) missed.push({ seat, small, big });
  });
  return {
    dealtIn: clockwiseAfter(ready, button, maxSeats),
    buttonSeat: button,
    smallBlindSeat: smallBlind,
    bigBlindSeat: bigBlind,
    entryPosts,
    missed,
  };
}

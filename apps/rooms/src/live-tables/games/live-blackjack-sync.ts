import type { ArraySchema } from '@colyseus/schema';
import type { LiveBlackjackView, LiveSeatView } from '@casino/engine';
import type { LiveTableView, PlacedLiveBet } from '../live-game.js';
import { LiveBehindState, LiveHandState, LiveSeatState, type LiveTableState } from '../live-table-state.js';
import { setField as set } from '../schema-fields.js';

// Copies live blackjack's public view (the engine's liveBlackjackView: no hole card before it is
// turned, no undealt card) into the table's synced state. Before the deal the seats come from the
// bets on the board (a seat bet claims its seat; a bet behind joins it), with no cards.

function setStrings(list: string[], values: readonly string[]): void {
  const target = list as unknown as ArraySchema<string>;
  if (target.length === values.length && values.every((v, i) => target.at(i) === v)) return;
  target.clear();
  target.push(...values);
}

/** The seats as the bets on the board claim them (before the deal). */
export function seatsOfBoard(bets: readonly PlacedLiveBet[]): LiveSeatView[] {
  const seats = new Map<number, Mutable<LiveSeatView>>();
  const seatOf = (bet: PlacedLiveBet): number | null =>
    typeof bet.spec.seat === 'number' ? bet.spec.seat : null;
  for (const bet of bets) {
    const seat = seatOf(bet);
    if (bet.kind !== 'seat' || seat === null) continue;
    const claimed = seats.get(seat);
    const amount = Number(bet.stake);
    if (!claimed)
      seats.set(seat, {
        seat,
        userId: bet.userId,
        stake: amount,
        hands: [],
        insurance: 0,
        insurancePending: false,
        behind: [],
      });
    else if (claimed.userId === bet.userId) claimed.stake += amount;
  }
  for (const bet of bets) {
    const seat = seatOf(bet);
    const claimed = seat === null ? undefined : seats.get(seat);
    if (bet.kind === 'behind' && claimed)
      claimed.behind.push({ userId: bet.userId, amount: Number(bet.stake) });
  }
  return [...seats.values()].sort((a, b) => a.seat - b.seat);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] } & { behind: Array<{ userId: string; amount: number }> };

function handInto(target: LiveHandState, hand: LiveSeatView['hands'][number], stake: number): void {
  setStrings(target.cards, hand.cards);
  set(target, 'bet', hand.doubled ? stake * 2 : stake);
  set(target, 'doubled', hand.doubled);
  set(target, 'status', hand.status);
  set(target, 'value', hand.value);
  set(target, 'soft', hand.soft);
}

function seatInto(target: LiveSeatState, seat: LiveSeatView, table: LiveTableView): void {
  set(target, 'seat', seat.seat);
  set(target, 'userId', seat.userId);
  set(target, 'name', table.nameOf(seat.userId));
  set(target, 'connected', table.isConnected(seat.userId));
  set(target, 'insurance', seat.insurance);
  set(target, 'insurancePending', seat.insurancePending);
  const hands = target.hands as unknown as ArraySchema<LiveHandState>;
  while (hands.length > seat.hands.length) hands.pop();
  seat.hands.forEach((hand, i) => {
    if (i >= hands.length) hands.push(new LiveHandState());
    handInto(hands.at(i), hand, seat.stake);
  });
  const behind = target.behind as unknown as ArraySchema<LiveBehindState>;
  const same =
    behind.length === seat.behind.length &&
    seat.behind.every((b, i) => behind.at(i)?.userId === b.userId && behind.at(i)?.amount === b.amount);
  if (!same) {
    behind.clear();
    behind.push(
      ...seat.behind.map((b) =>
        Object.assign(new LiveBehindState(), {
          userId: b.userId,
          name: table.nameOf(b.userId),
          amount: b.amount,
        }),
      ),
    );
  }
}

/** Writes the view (or, before the deal, the board's seats) and the turn's deadline into the state. */
export function syncLiveBlackjack(
  state: LiveTableState,
  table: LiveTableView,
  view: LiveBlackjackView | null,
  turnEndsAt: number,
): void {
  const seatViews = view ? view.seats : seatsOfBoard(table.placed);
  const seats = state.seats as unknown as ArraySchema<LiveSeatState>;
  // Seats are keyed by number: a seat whose owner changed is rebuilt rather than patched.
  const aligned =
    seats.length === seatViews.length &&
    seatViews.every((s, i) => seats.at(i)?.seat === s.seat && seats.at(i)?.userId === s.userId);
  if (!aligned) {
    seats.clear();
    seats.push(...seatViews.map(() => new LiveSeatState()));
  }
  seatViews.forEach((seat, i) => seatInto(seats.at(i), seat, table));
  setStrings(state.dealerCards, view?.dealerCards ?? []);
  set(state, 'turnSeat', view?.turnSeat ?? -1);
  set(state, 'turnHand', view?.turnHand ?? 0);
  // A turn or the insurance offer runs on the clock while the round plays.
  set(state, 'turnEndsAt', view && view.phase !== 'finished' ? turnEndsAt : 0);
}

// What each player staked and got back in a finished hand, from its history: the figures a game
// session records (bet and win), so poker feeds the same stats, loyalty, leaderboards and
// achievements as every other game. Dead blinds count as staked; a bet nobody called does not.
import type { HandHistory } from './hand-history.js';

export interface PlayerStake {
  readonly seat: number;
  readonly playerId: string;
  /** Chips the player put in the pot for good (blinds, dead blinds, bets and calls, less any uncalled bet returned). */
  readonly bet: number;
  /** Chips the player took from the pots. */
  readonly won: number;
}

export function handStakes(history: HandHistory): PlayerStake[] {
  const bet = new Map<number, number>();
  const add = (seat: number, amount: number) => bet.set(seat, (bet.get(seat) ?? 0) + amount);
  for (const post of history.posts) add(post.seat, post.amount);
  for (const action of history.actions) add(action.seat, action.amount);
  for (const r of history.returned) add(r.seat, -r.amount);
  const won = new Map<number, number>();
  for (const pot of history.pots)
    for (const w of pot.winners) won.set(w.seat, (won.get(w.seat) ?? 0) + w.amount);
  return history.players.map((p) => ({
    seat: p.seat,
    playerId: p.playerId,
    bet: bet.get(p.seat) ?? 0,
    won: won.get(p.seat) ?? 0,
  }));
}

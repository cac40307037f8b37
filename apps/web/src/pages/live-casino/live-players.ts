import type { LiveMyBets, LiveTableSnapshot } from '@casino/contracts';

// What the Players and Latest bets panels list: the synced state carries only the round's biggest
// players and the last bets placed (a crowded table costs a client what a small one does); the
// viewer's own line comes from their own bets (myBets) when they are not among the biggest.

type LivePlayer = LiveTableSnapshot['players'][number];
type LiveRecentBet = LiveTableSnapshot['recentBets'][number];

export interface PlayerLine extends LivePlayer {
  me: boolean;
  /** The viewer's own bets of the round, on their own line only (others' bets are not synced). */
  bets: Readonly<LiveMyBets['bets']>;
}

/**
 * The players shown, biggest first, the viewer marked; the viewer's own line added at the end when
 * they have bets this round but are not among those the room shows.
 */
export function playerLines(
  snapshot: Pick<LiveTableSnapshot, 'players'>,
  userId: string,
  myBets: Readonly<LiveMyBets['bets']>,
): PlayerLine[] {
  const lines = [...snapshot.players]
    .sort((a, b) => b.totalBet - a.totalBet || b.lastNet - a.lastNet)
    .map((player) => {
      const me = player.userId === userId;
      return { ...player, me, bets: me ? myBets : [] };
    });
  if (myBets.length > 0 && !lines.some((line) => line.me)) {
    lines.push({
      userId,
      name: '',
      totalBet: myBets.reduce((sum, bet) => sum + bet.amount, 0),
      lastNet: 0,
      connected: true,
      me: true,
      bets: myBets,
    });
  }
  return lines;
}

/** The last bets placed this round, newest first (the room's ring keeps them in any order). */
export function latestBets(recentBets: readonly LiveRecentBet[]): LiveRecentBet[] {
  return [...recentBets].sort((a, b) => b.seq - a.seq);
}

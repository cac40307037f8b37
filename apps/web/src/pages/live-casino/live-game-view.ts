import {
  LiveGameKey,
  type LiveTableClientMessage,
  type LiveTableClientMessages,
  type LiveMyBets,
  type LiveTableSnapshot,
} from '@casino/contracts';

// The seam between the shared live table page (/live-casino/:tableId) and a game's own view
// (apps/web/src/games/live-roulette, live-baccarat, live-blackjack): the page owns the connection,
// the header, the players, the history and the fairness panel; the view draws the game and sends
// its messages through `send`. Spectators get the same snapshot and no betting controls.

/** The body of a client message, as the room's contract parses it. */
export type LiveTableMessageOf<K extends LiveTableClientMessage> = ReturnType<
  (typeof LiveTableClientMessages)[K]['parse']
>;

/** Sends one message to the table's room (dropped while the connection is down). */
export type LiveTableSend = <K extends LiveTableClientMessage>(
  type: K,
  message: LiveTableMessageOf<K>,
) => void;

export interface LiveGameViewProps {
  /** The room's state, parsed with LiveTableSnapshot (integer minor units, epoch ms). */
  snapshot: LiveTableSnapshot;
  /** The signed-in player's id ('' never: the page needs a session). */
  userId: string;
  /** The player's own bets in the snapshot's round (`myBets`; the snapshot has only the board's totals). */
  myBets: Readonly<LiveMyBets['bets']>;
  send: LiveTableSend;
  /** Watching only: show everything, offer no bet or action. */
  spectating: boolean;
  /** Server clock minus browser clock (ms), for countdowns such as the blackjack turn timer. */
  clockOffsetMs: number;
  /** The player's balance of the table's currency in minor units (to refuse a chip the wallet cannot cover). */
  balance: number;
}

/** A fresh id for a bet message (the room replays a repeated one instead of betting twice). */
export function newClientBetId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** Whether the snapshot is a live game the page knows (the rooms send the registry key). */
export function liveGameKeyOf(snapshot: LiveTableSnapshot): LiveGameKey | null {
  const key = LiveGameKey.safeParse(snapshot.gameKey);
  return key.success ? key.data : null;
}

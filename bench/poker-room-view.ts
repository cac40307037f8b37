// The poker table's synced state as colyseus.js decodes it for a player (bench rooms and bench
// crowd read it to play): the contracts' snapshot fields, with seats in a MapSchema by position and
// a seat's private part present only in its owner's view.
import type { PokerPrivateSeatSnapshot, PokerSeatSnapshot, PokerTableSnapshot } from '@casino/contracts';

export type PrivateSeatView = PokerPrivateSeatSnapshot;

export type SeatView = Omit<PokerSeatSnapshot, 'private'> & { private?: PrivateSeatView };

export interface TableView extends Pick<PokerTableSnapshot, 'version' | 'handNumber' | 'phase' | 'actionOn'> {
  seats: { get(key: string): SeatView | undefined; forEach(cb: (seat: SeatView, key: string) => void): void };
}

/** The seat `userId` holds, with its key, or undefined. */
export function seatOfPlayer(
  state: Partial<TableView> | undefined,
  userId: string,
): { seat: SeatView; key: string } | undefined {
  let found: { seat: SeatView; key: string } | undefined;
  state?.seats?.forEach((seat, key) => {
    if (seat.playerId === userId) found = { seat, key };
  });
  return found;
}

/**
 * What the back office asks of the rooms process hosting a table or a challenge (the api carries it
 * over the table bus). Each call throws a DomainError when the room refuses or does not answer.
 */
export interface LiveRoomCalls {
  /** The table's room finishes the hand in play, cashes every seat out and closes. */
  retireTable(tableId: number, staffId: string): Promise<void>;
  /** The table's room voids hand `handId` (still in play) as a crash does; returns what each seat got back. */
  voidHand(
    tableId: number,
    handId: string,
    staffId: string,
  ): Promise<Array<{ userId: string; amount: bigint }>>;
  /** The pot of the hand in play as the table's room shows it (null when the room does not answer soon). */
  tablePot(tableId: number, staffId: string): Promise<bigint | null>;
  /** The challenge's room ends the game as void (both stakes back) through its own settlement. */
  voidChallenge(challengeId: string, staffId: string, reason: string): Promise<void>;
}

/** The back office's own name for the lease it takes over from a dead host while it voids. */
export const adminLeaseOwner = (staffId: string): string => `admin:${staffId}`;

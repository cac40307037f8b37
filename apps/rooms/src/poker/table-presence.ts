/** Who is at the table in person: open connections and recent REST polls, per player. */
interface PlayerPresence {
  /** Open connections of the player at this table (WebSocket clients in the room). */
  clients: Set<object>;
  /** Last REST call (clients that poll the spec's game-state endpoint instead of syncing). */
  restSeenAt: number | null;
  /** Since when the player has had neither a connection nor a recent poll. */
  absentSince: number | null;
  /** Since when their seat has been sitting out. */
  sittingOutSince: number | null;
}

/**
 * The presence rules of a table (issue 6): a player counts as connected while a socket is open or
 * their last REST poll is recent; a seated player absent for the reconnection grace sits out; one
 * sitting out for the limit is removed (and cashed out by the room).
 */
export class TablePresence {
  private readonly players = new Map<string, PlayerPresence>();

  constructor(
    private readonly timing: { restPresenceMs: number; reconnectGraceMs: number; sitOutLimitMs: number },
  ) {}

  private of(userId: string): PlayerPresence {
    let p = this.players.get(userId);
    if (!p) {
      p = { clients: new Set(), restSeenAt: null, absentSince: null, sittingOutSince: null };
      this.players.set(userId, p);
    }
    return p;
  }

  connect(userId: string, client: object): void {
    this.of(userId).clients.add(client);
  }

  disconnect(userId: string, client: object): void {
    this.of(userId).clients.delete(client);
  }

  polled(userId: string, now: number): void {
    this.of(userId).restSeenAt = now;
  }

  isConnected(userId: string, now: number): boolean {
    const p = this.players.get(userId);
    if (!p) return false;
    return p.clients.size > 0 || (p.restSeenAt !== null && now - p.restSeenAt < this.timing.restPresenceMs);
  }

  /** Updates the player's absence clock; true once they have been away for the reconnection grace. */
  absentTooLong(userId: string, now: number): boolean {
    const p = this.of(userId);
    p.absentSince = this.isConnected(userId, now) ? null : (p.absentSince ?? now);
    return p.absentSince !== null && now - p.absentSince >= this.timing.reconnectGraceMs;
  }

  /** Updates the sitting-out clock of a seat; true once it has sat out for the limit. */
  satOutTooLong(userId: string, sittingOut: boolean, now: number): boolean {
    const p = this.of(userId);
    if (!sittingOut) {
      p.sittingOutSince = null;
      return false;
    }
    p.sittingOutSince ??= now;
    return now - p.sittingOutSince >= this.timing.sitOutLimitMs;
  }

  /** Forgets the sitting-out clock (the player sat back in or left). */
  resetSitOut(userId: string): void {
    this.of(userId).sittingOutSince = null;
  }
}

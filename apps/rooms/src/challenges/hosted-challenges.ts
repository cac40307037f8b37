import { renewChallengeLeases, type ChallengeLease } from '@casino/domain';
import type { ChallengeRoomDeps } from './challenge-room-deps.js';
import { retryOnConflict } from './conflict-retry.js';

/** What the process-wide registry needs of a challenge room. */
export interface HostedChallenge {
  readonly challengeId: string;
  readonly lease: ChallengeLease;
  /** False once the challenge is settled (settlement releases the lease) or abandoned. */
  readonly holdsLease: boolean;
  /** Another process holds the lease now: stop hosting. */
  leaseLost(): void;
}

/**
 * The challenges this process hosts (as hosted-tables.ts for poker): the keeper opens no second
 * room for them, one statement renews all their leases, and a shutdown waits for the ones still
 * settling before the database closes.
 */
class HostedChallenges {
  private readonly rooms = new Map<string, HostedChallenge>();
  private readonly closing = new Set<Promise<unknown>>();

  add(room: HostedChallenge): void {
    this.rooms.set(room.challengeId, room);
  }

  remove(room: HostedChallenge): void {
    if (this.rooms.get(room.challengeId) === room) this.rooms.delete(room.challengeId);
  }

  has(challengeId: string): boolean {
    return this.rooms.has(challengeId);
  }

  get size(): number {
    return this.rooms.size;
  }

  /** Tracks a room's close (its settlement or lease release) until it is done. */
  closingWhile<T>(closing: Promise<T>): Promise<T> {
    this.closing.add(closing);
    return closing.finally(() => this.closing.delete(closing));
  }

  async whenAllClosed(): Promise<void> {
    while (this.closing.size > 0) await Promise.allSettled([...this.closing]);
  }

  /**
   * Renews every live challenge's lease in one statement; a challenge another process took over
   * stops here. False when the database could not be asked (the caller tries again sooner).
   */
  async renewLeases(deps: Pick<ChallengeRoomDeps, 'db' | 'timing' | 'log'>): Promise<boolean> {
    // In id order, as the journal's batches lock the same rows: two statements never wait on each
    // other in opposite orders (the update locks them in the order of its list).
    const rooms = [...this.rooms.values()]
      .filter((room) => room.holdsLease)
      .sort((a, b) => (a.challengeId < b.challengeId ? -1 : a.challengeId > b.challengeId ? 1 : 0));
    if (rooms.length === 0) return true;
    let renewed: Set<string>;
    try {
      renewed = await retryOnConflict(() =>
        renewChallengeLeases(
          deps.db,
          rooms.map((room) => room.lease),
          deps.timing.leaseTtlMs,
        ),
      );
    } catch (error) {
      deps.log('warn', `challenge leases not renewed: ${String(error)}`);
      return false;
    }
    for (const room of rooms) if (!renewed.has(room.challengeId)) room.leaseLost();
    return true;
  }
}

export const hostedChallenges = new HostedChallenges();

import { PokerTableSnapshot } from '@casino/contracts';

/**
 * A plain copy of the poker room's synced state, taken after every patch so React renders from
 * ordinary objects. colyseus.js decodes the state by reflection; the contracts' schema reads it
 * defensively, in one place (a missing field takes the room's default).
 */
export function snapshotOf(state: unknown): PokerTableSnapshot {
  return PokerTableSnapshot.parse(state);
}

import {
  ChallengeGameView,
  ChallengeResult,
  ChallengeRoomSnapshot,
  type ChallengeResult as Result,
} from '@casino/contracts';

// The challenge room's synced state, read through the contracts' schemas in one place: a plain
// copy of the state after each patch, the game's public view and the result parsed from their JSON.

export function snapshotOf(state: unknown): ChallengeRoomSnapshot {
  // colyseus.js decodes into Schema instances whose seats are an ArraySchema (not an Array):
  // toJSON() gives the plain copy the contract reads.
  const plain =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { toJSON?: unknown }).toJSON === 'function'
      ? (state as { toJSON: () => unknown }).toJSON()
      : state;
  return ChallengeRoomSnapshot.parse(plain ?? {});
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The engine's public view of the game (chess, checkers or math), or null before it exists. */
export function gameViewOf(snapshot: ChallengeRoomSnapshot): ChallengeGameView | null {
  const parsed = ChallengeGameView.safeParse(parseJson(snapshot.game));
  return parsed.success ? parsed.data : null;
}

/** The result once the challenge has ended, or null. */
export function resultOf(snapshot: ChallengeRoomSnapshot): Result | null {
  const parsed = ChallengeResult.safeParse(parseJson(snapshot.result));
  return parsed.success ? parsed.data : null;
}

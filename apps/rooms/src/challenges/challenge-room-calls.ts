import {
  PokerDuelPrivateView,
  PokerDuelView,
  type ChallengeInteraction,
  type ChallengeInteractionEvent,
  type ChallengeRoomCall,
  type ChallengeRoomReply,
  type PokerChallengeState,
  type PokerDuelMove,
} from '@casino/contracts';
import { ROOM_REFUSALS, type DuelRefusal } from './duel-refusals.js';
import type { DuelSeat } from './duel-rules.js';

/** What the REST calls need of a challenge room (its own commands, as a room message runs them). */
export interface ChallengeCallTarget {
  seatOf(userId: string): DuelSeat | null;
  /** The engine's public view now (any game). */
  publicView(): unknown;
  /** The seat's private view now, or null. */
  privateView(seat: DuelSeat): unknown;
  /** A move at the current ply, as the seat's player. */
  moveNow(userId: string, move: PokerDuelMove): DuelRefusal | null;
  interact(userId: string, interaction: ChallengeInteraction): ChallengeInteractionEvent | DuelRefusal;
  now(): number;
}

export const CALL_REFUSALS = {
  notPoker: {
    code: 'not_poker',
    message: 'Only a poker challenge takes actions here; play it in the arena.',
  },
  staleStreet: {
    code: ROOM_REFUSALS.stalePly.code,
    message: 'The hand has moved on since you acted. Check the table and try again.',
  },
} as const satisfies Record<string, DuelRefusal>;

const refused = (refusal: DuelRefusal): ChallengeRoomReply => ({
  ok: false,
  error: refusal.code,
  message: refusal.message,
});

/** The poker challenge as the caller sees it, or null when the game is not poker. */
function pokerStateOf(target: ChallengeCallTarget, seat: DuelSeat): PokerChallengeState | null {
  const view = PokerDuelView.safeParse(target.publicView());
  if (!view.success) return null;
  const own = PokerDuelPrivateView.safeParse(target.privateView(seat));
  return { view: view.data, private: own.success ? own.data : null };
}

/**
 * Runs one of the poker challenge page's REST calls (POST /api/p2p-challenges/{id}/action and
 * /interaction, spec section 7) that reached the room over the bus, through the same paths as the
 * room's `move` and `interaction` messages, and answers with the caller's view of the table and
 * their score. `gamePhase`, when given, must be the street the table is on (else stale). The back
 * office's `void` is the room's own (challenge-room.ts).
 */
export function answerChallengeCall(
  target: ChallengeCallTarget,
  userId: string,
  call: Exclude<ChallengeRoomCall, { kind: 'void' }>,
): ChallengeRoomReply {
  const seat = target.seatOf(userId);
  if (seat === null) return refused(ROOM_REFUSALS.notAPlayer);
  if (call.kind === 'action') {
    const before = pokerStateOf(target, seat);
    if (!before) return refused(CALL_REFUSALS.notPoker);
    if (call.gamePhase !== undefined && call.gamePhase !== before.view.street)
      return refused(CALL_REFUSALS.staleStreet);
    const refusal = target.moveNow(userId, call.move);
    if (refusal) return refused(refusal);
  } else {
    const sent = target.interact(userId, call.interaction);
    if ('code' in sent) return refused(sent);
  }
  const state = pokerStateOf(target, seat);
  return { ok: true, state, score: state?.view.scores[seat] ?? 0, at: target.now() };
}

import type {
  ChallengeInteraction,
  ChallengeInteractionRequest,
  ChallengeInteractionResponse,
  PokerChallengeActionRequest,
  PokerChallengeActionResponse,
} from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { apiJson, HttpError } from '../../api/http-client';
import { toast } from '../../components/toaster/toast-store';
import { redirectToLogin } from '../poker/poker-auth';

// The poker challenge page's REST calls (spec document 2, section 7), answered by the match's room
// in whichever process hosts it: POST /api/p2p-challenges/{id}/action and /interaction. A 401 sends
// the player to sign in as the poker pages do (spec §8); other refusals are the spec's toast.

const base = (challengeId: string) => `/api/p2p-challenges/${encodeURIComponent(challengeId)}`;

export const postPokerAction = (challengeId: string, request: PokerChallengeActionRequest) =>
  apiJson<PokerChallengeActionResponse>('POST', `${base(challengeId)}/action`, request);

export const postInteraction = (challengeId: string, request: ChallengeInteractionRequest) =>
  apiJson<ChallengeInteractionResponse>('POST', `${base(challengeId)}/interaction`, request);

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

/** Spec §8: 'Action Failed' with the server's message, or 'Could not process action'; 401: sign in. */
export function reportActionFailure(error: unknown): void {
  if (isUnauthorized(error)) {
    redirectToLogin('Please log in to continue playing');
    return;
  }
  toast({
    variant: 'destructive',
    title: 'Action Failed',
    description: describeError(error, 'Could not process action'),
  });
}

/** An emote or chat line with what the player saw (spec: gameContext phase, pot, playerCards). */
export async function sendInteractionOverRest(
  challengeId: string,
  interaction: ChallengeInteraction,
  context: NonNullable<ChallengeInteractionRequest['gameContext']>,
): Promise<void> {
  try {
    await postInteraction(challengeId, { ...interaction, timestamp: Date.now(), gameContext: context });
  } catch (error) {
    if (isUnauthorized(error)) redirectToLogin('Please log in to continue playing');
    // The panel shows the reason under its input (too fast, too long, not a player).
    throw new Error(describeError(error, 'Could not send it.'), { cause: error });
  }
}

import type { AdminRoundRecall } from '@casino/contracts';

export type RoundFairness = NonNullable<AdminRoundRecall['fairness']>;

/**
 * The recall's fairness badge: the api recomputed the outcome from the revealed seed and it matched
 * (or did not), or the seed is not revealed yet (the player has not rotated the pair since).
 */
export function fairnessBadge(fairness: Pick<RoundFairness, 'verified'>): {
  text: string;
  tone: 'ok' | 'bad' | 'wait';
} {
  if (fairness.verified === true) return { text: 'Verified', tone: 'ok' };
  if (fairness.verified === false) return { text: 'Does not verify', tone: 'bad' };
  return { text: 'Not yet revealed', tone: 'wait' };
}

import type { KycStatus, RedemptionStatus, RedemptionStepKind, SweepsGrant } from '@casino/contracts';

/** How the page names where a grant came from (its ledger transaction kind). */
const SOURCE_LABELS: Readonly<Record<string, string>> = {
  signup_grant: 'Welcome coins',
  free_coins: 'Free coins',
  coin_purchase_bonus: 'Coin package bonus',
  adjustment: 'Added by our team',
  amoe_entry: 'Mail-in entry',
  referral_reward: 'Referral reward',
  social_connect_bonus: 'Connect bonus',
};

/** "free_coins" → "Free coins"; an unknown kind in words ("promotion_reload" → "Promotion reload"). */
export function grantSourceLabel(source: string): string {
  const known = SOURCE_LABELS[source];
  if (known) return known;
  const words = source.replace(/[_:-]+/g, ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : 'Grant';
}

/** How far a grant is played through, 0 to 100 (a grant that needs no wagering is done). */
export function playedPercent(grant: Pick<SweepsGrant, 'required' | 'played'>): number {
  const required = Number(grant.required);
  if (!(required > 0)) return 100;
  return Math.min(100, Math.floor((Number(grant.played) / required) * 100));
}

export const REDEMPTION_STATUS: Record<
  RedemptionStatus,
  { label: string; tone: 'wait' | 'ok' | 'bad' | 'off' }
> = {
  pending: { label: 'Waiting for review', tone: 'wait' },
  approved: { label: 'Approved, payout in progress', tone: 'wait' },
  paid: { label: 'Paid', tone: 'ok' },
  rejected: { label: 'Rejected', tone: 'bad' },
  cancelled: { label: 'Cancelled', tone: 'off' },
};

export const STEP_LABELS: Record<RedemptionStepKind, string> = {
  requested: 'Requested',
  cancelled: 'Cancelled by you',
  approved: 'Approved',
  rejected: 'Rejected',
  payout_failed: 'Payout attempt failed',
  paid: 'Paid',
};

/** What the identity card says for each status. */
export const KYC_STATUS: Record<
  KycStatus,
  { label: string; tone: 'wait' | 'ok' | 'bad' | 'off'; text: string }
> = {
  unverified: {
    label: 'Not verified',
    tone: 'off',
    text: 'Verify your identity once before your first redemption.',
  },
  pending: {
    label: 'Waiting for review',
    tone: 'wait',
    text: 'Our team reviews your check; you can redeem once it is verified.',
  },
  verified: { label: 'Verified', tone: 'ok', text: 'Your identity is verified: you can redeem.' },
  rejected: {
    label: 'Rejected',
    tone: 'bad',
    text: 'Your check was rejected. Correct your details and submit again.',
  },
};

/** The form may be sent when no check is waiting or done. */
export const canSubmitKyc = (status: KycStatus): boolean => status === 'unverified' || status === 'rejected';

import {
  FOUR_EYES_MESSAGE,
  READ_ONLY_STAFF_MESSAGE,
  type BalanceAdjustment,
  type CurrentUser,
} from '@casino/contracts';

type Viewer = Pick<CurrentUser, 'id' | 'role'>;

/**
 * Why this viewer cannot approve the adjustment (shown as the disabled button's hint), or null when
 * they can. The server enforces the same rules (four eyes: a CHECK in the database); the page only
 * says so before the click.
 */
export function approvalBlockedBy(adjustment: BalanceAdjustment, viewer: Viewer): string | null {
  if (adjustment.status !== 'pending') return 'This adjustment has been decided.';
  if (viewer.role !== 'admin') return READ_ONLY_STAFF_MESSAGE;
  if (adjustment.requestedBy.id === viewer.id) return FOUR_EYES_MESSAGE;
  return null;
}

/** Rejecting needs no second pair of eyes: any admin, the requester too (withdrawing a mistake). */
export function rejectionBlockedBy(adjustment: BalanceAdjustment, viewer: Viewer): string | null {
  if (adjustment.status !== 'pending') return 'This adjustment has been decided.';
  if (viewer.role !== 'admin') return READ_ONLY_STAFF_MESSAGE;
  return null;
}

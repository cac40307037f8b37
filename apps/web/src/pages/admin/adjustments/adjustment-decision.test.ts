import { describe, expect, it } from 'vitest';
import { FOUR_EYES_MESSAGE, READ_ONLY_STAFF_MESSAGE, type BalanceAdjustment } from '@casino/contracts';
import { approvalBlockedBy, rejectionBlockedBy } from './adjustment-decision';

const pending: BalanceAdjustment = {
  id: '7',
  userId: 'p1',
  playerName: 'Pat Player',
  currency: 'coins',
  amount: '2500.00',
  reasonCode: 'goodwill',
  note: 'Lost a hand to a disconnect',
  status: 'pending',
  requestedBy: { id: 'a1', name: 'Ada Admin' },
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  needsApproval: true,
  transactionId: null,
  createdAt: '2026-11-24T21:00:00.000Z',
};
const decided: BalanceAdjustment = { ...pending, status: 'applied', transactionId: '99' };

describe('who may decide an adjustment', () => {
  it.each([
    ['a second admin approves', pending, { id: 'a2', role: 'admin' }, null, null],
    [
      'the requester cannot approve but may withdraw it',
      pending,
      { id: 'a1', role: 'admin' },
      FOUR_EYES_MESSAGE,
      null,
    ],
    [
      'support reads only',
      pending,
      { id: 's1', role: 'support' },
      READ_ONLY_STAFF_MESSAGE,
      READ_ONLY_STAFF_MESSAGE,
    ],
    [
      'a decided one is closed',
      decided,
      { id: 'a2', role: 'admin' },
      'This adjustment has been decided.',
      'This adjustment has been decided.',
    ],
  ] as const)('%s', (_name, adjustment, viewer, approve, reject) => {
    expect(approvalBlockedBy(adjustment, viewer)).toBe(approve);
    expect(rejectionBlockedBy(adjustment, viewer)).toBe(reject);
  });
});

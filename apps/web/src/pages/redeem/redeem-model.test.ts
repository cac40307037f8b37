import { describe, expect, it } from 'vitest';
import { canSubmitKyc, grantSourceLabel, playedPercent } from './redeem-model';

describe('the redeem page model', () => {
  it.each([
    ['signup_grant', 'Welcome coins'],
    ['coin_purchase_bonus', 'Coin package bonus'],
    ['amoe_entry', 'Mail-in entry'],
    ['promotion_reload', 'Promotion reload'],
    ['', 'Grant'],
  ])('names the source %s "%s"', (source, label) => {
    expect(grantSourceLabel(source)).toBe(label);
  });

  it.each([
    ['nothing played', { required: '10.00', played: '0.00' }, 0],
    ['a third', { required: '30.00', played: '10.00' }, 33],
    ['played through', { required: '10.00', played: '10.00' }, 100],
    ['no wagering needed (0x)', { required: '0.00', played: '0.00' }, 100],
  ])('%s: %i%%', (_name, grant, percent) => {
    expect(playedPercent(grant)).toBe(percent);
  });

  it.each([
    ['unverified', true],
    ['rejected', true],
    ['pending', false],
    ['verified', false],
  ] as const)('a %s check can be submitted: %s', (status, can) => {
    expect(canSubmitKyc(status)).toBe(can);
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from './http-client';
import { IdempotencyKeys } from './idempotency-keys';

const counter = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('idempotency keys per attempt', () => {
  it('keeps one key per action until the attempt is settled', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor('buy:1')).toBe('k1');
    expect(keys.keyFor('buy:1')).toBe('k1');
    expect(keys.keyFor('buy:2')).toBe('k2');
    keys.settle('buy:1');
    expect(keys.keyFor('buy:1')).toBe('k3');
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch'), true],
    ['a 502 from the payment provider', new HttpError(502, '{}', 'Bad Gateway'), true],
    ['a 409 while the first is in flight', new HttpError(409, '{}', 'Conflict'), true],
    ['a 429', new HttpError(429, '{}', 'Too Many Requests'), true],
    ['a 402 decline', new HttpError(402, '{}', 'Payment Required'), false],
    ['a 404 unknown package', new HttpError(404, '{}', 'Not Found'), false],
  ])('after %s the key is kept for a retry: %s', (_name, error, kept) => {
    const keys = new IdempotencyKeys(counter());
    const first = keys.keyFor('buy:1');
    keys.settle('buy:1', error);
    expect(keys.keyFor('buy:1') === first).toBe(kept);
  });
});

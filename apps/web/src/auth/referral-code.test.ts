import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetReferralCode,
  REFERRAL_CODE_KEY,
  rememberReferralCode,
  storedReferralCode,
} from './referral-code';

// The tests run in Node: a Map-backed sessionStorage stands in for the browser's, behind the same API.
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const scope = globalThis as { window?: unknown };
beforeEach(() => {
  scope.window = { sessionStorage: new MemoryStorage() };
});
afterEach(() => {
  delete scope.window;
});

describe('the referral code a visitor arrives with', () => {
  it.each([
    ['a code', '?ref=ABCD2345', 'ABCD2345'],
    ['a lower-case code, kept upper-case', '?ref=abcd2345', 'ABCD2345'],
    ['a code among other parameters', '?utm=x&ref=WXYZ7890', 'WXYZ7890'],
    ['no ref parameter', '?utm=x', undefined],
    ['markup instead of a code', '?ref=%3Cscript%3E', undefined],
    ['a code too short', '?ref=AB', undefined],
  ])('%s', (_name, search, expected) => {
    rememberReferralCode(search);
    expect(storedReferralCode()).toBe(expected);
  });

  it('is kept across later pages without ?ref= and forgotten after registering', () => {
    rememberReferralCode('?ref=ABCD2345');
    rememberReferralCode('');
    expect(storedReferralCode()).toBe('ABCD2345');
    forgetReferralCode();
    expect(storedReferralCode()).toBeUndefined();
  });

  it('ignores a tampered stored value', () => {
    (scope.window as { sessionStorage: MemoryStorage }).sessionStorage.setItem(REFERRAL_CODE_KEY, 'x y');
    expect(storedReferralCode()).toBeUndefined();
  });

  it('does nothing where there is no storage', () => {
    delete scope.window;
    rememberReferralCode('?ref=ABCD2345');
    expect(storedReferralCode()).toBeUndefined();
  });
});

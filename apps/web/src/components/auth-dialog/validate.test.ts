import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegister } from './validate';

const today = new Date(2026, 10, 21);
const valid = {
  email: 'Jane@Example.com',
  password: 'correct horse',
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '1990-05-04',
};

describe('validateRegister', () => {
  it('accepts a valid adult and normalises with the shared contract', () => {
    const result = validateRegister(valid, today);
    expect(result).toEqual({ ok: true, value: { ...valid, email: 'jane@example.com' } });
  });

  it('refuses players under 18', () => {
    const result = validateRegister({ ...valid, dateOfBirth: '2008-11-22' }, today);
    expect(result).toEqual({ ok: false, message: 'You must be at least 18 years old to play.' });
  });

  it('names the field in contract errors', () => {
    const result = validateRegister({ ...valid, password: 'short' }, today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Password /);
  });
});

describe('validateLogin', () => {
  it('needs an email and a password', () => {
    expect(validateLogin({ email: 'nope', password: 'x' }).ok).toBe(false);
    expect(validateLogin({ email: 'a@b.co', password: '' }).ok).toBe(false);
    expect(validateLogin({ email: 'a@b.co', password: 'x' }).ok).toBe(true);
  });
});

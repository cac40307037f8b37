import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RegisterRequest } from './auth.js';
import { PlainText } from './plain-text.js';

/** A control character (C0, DEL, C1) or half a surrogate pair. */
const forbidden = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code));

describe('PlainText: one line of text', () => {
  it.each([
    ['letters', 'Ada'],
    ['accents and CJK', 'Zoë 李'],
    ['an emoji (a surrogate pair)', 'ok 😀'],
    ['punctuation and spaces', "O'Brien-Smith Jr."],
    ['the empty string', ''],
  ])('takes %s', (_name, text) => {
    expect(PlainText.parse(text)).toBe(text);
  });

  it.each([
    ['NUL (PostgreSQL refuses it in text: was a 500)', 'A\u0000'],
    ['a tab', 'A\tB'],
    ['a line feed', 'A\nB'],
    ['a carriage return', 'A\rB'],
    ['escape', '\u001b[31m'],
    ['DEL', 'A\u007f'],
    ['a C1 control', 'A\u0085'],
    ['a lone high surrogate', 'A\ud800'],
    ['a lone low surrogate', '\udc00A'],
    ['a reversed pair', '\ude00\ud83d'],
  ])('refuses %s', (_name, text) => {
    expect(PlainText.safeParse(text).error?.issues[0]?.message).toMatch(/control characters/);
  });

  it('refuses any text with a forbidden character anywhere, takes any text without', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), forbidden, fc.nat(), (text, bad, at) => {
        const i = at % (text.length + 1);
        expect(PlainText.safeParse(text.slice(0, i) + bad + text.slice(i)).success).toBe(false);
        // eslint-disable-next-line no-control-regex -- removing the controls on purpose
        const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
        expect(PlainText.safeParse(clean).success).toBe(true);
      }),
    );
  });
});

describe('every text field of registration refuses control characters, naming the field', () => {
  const valid = {
    email: 'ada@casino.example',
    password: 'correct horse',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-01-01',
  };
  it.each(['email', 'password', 'firstName', 'lastName'] as const)('%s', (field) => {
    for (const bad of ['\u0000', '\t', '\n', '\ud800']) {
      const result = RegisterRequest.safeParse({
        ...valid,
        [field]: `${valid[field].slice(0, 3)}${bad}${valid[field].slice(3)}`,
      });
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('names stay one line: a leading tab is refused, not trimmed away', () => {
    expect(RegisterRequest.safeParse({ ...valid, firstName: '\tAda' }).success).toBe(false);
    expect(RegisterRequest.parse({ ...valid, firstName: '  Ada ' }).firstName).toBe('Ada');
  });
});

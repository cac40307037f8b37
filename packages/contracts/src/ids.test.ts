import { z } from 'zod';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalParam, Id, IdParam, INT4_MAX } from './ids.js';

describe('Id: an id in a JSON body', () => {
  it.each([
    ['1', 1],
    ['the largest int4', INT4_MAX],
  ])('takes %s', (_name, input) => {
    expect(Id.parse(input)).toBe(input);
  });

  it.each([
    ['2^31, beyond an int4 column (was a 500)', 2 ** 31],
    ['2^53', 2 ** 53],
    ['zero', 0],
    ['a negative id', -1],
    ['a fraction', 1.5],
    ['a digit string', '1'],
    ['null', null],
  ])('refuses %s', (_name, input) => {
    expect(Id.safeParse(input).error?.issues[0]?.message).toBe(
      `must be a whole number from 1 to ${INT4_MAX}`,
    );
  });
});

describe('IdParam: an id in a path or query string', () => {
  it.each([
    ['1', 1],
    ['2147483647', INT4_MAX],
  ])('takes %j', (input, id) => {
    expect(IdParam.parse(input)).toBe(id);
  });

  it.each([
    ['2^31 (was a 500)', '2147483648'],
    ['eleven digits', '99999999999'],
    ['zero', '0'],
    ['a leading zero', '07'],
    ['hex (z.coerce.number took it)', '0x1f'],
    ['an exponent', '1e3'],
    ['whitespace', ' 1'],
    ['a sign', '+1'],
    ['a fraction', '1.5'],
    ['the empty string', ''],
    ['a name', 'abc'],
  ])('refuses %s', (_name, input) => {
    expect(IdParam.safeParse(input).success).toBe(false);
  });

  it('takes exactly the decimal writing of every id in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (n) => {
        const result = IdParam.safeParse(String(n));
        expect(result.success).toBe(n >= 1 && n <= INT4_MAX);
        if (result.success) expect(result.data).toBe(n);
      }),
    );
  });

  it('decimalParam bounds a query number (a month)', () => {
    const month = decimalParam(1, 12);
    expect(month.parse('12')).toBe(12);
    expect(month.safeParse('13').error?.issues[0]?.message).toBe(
      'must be a whole number from 1 to 12, in decimal digits',
    );
    expect(month.safeParse('0x1').success).toBe(false);
  });

  it.each([
    ['1 to 12', 1, 12, ['1', '12'], ['0', '00', '123']],
    ['0 to 100', 0, 100, ['0', '7', '100'], ['00', '01', '1000']],
    [
      '1 to the largest safe integer',
      1,
      Number.MAX_SAFE_INTEGER,
      ['1', '9007199254740991'],
      ['0', '9007199254740992'],
    ],
  ])(
    'decimalParam %s: the pattern the OpenAPI document shows refuses 0 when the range starts at 1',
    (_name, min, max, good, bad) => {
      const param = decimalParam(min, max);
      const pattern = new RegExp((z.toJSONSchema(param, { io: 'input' }) as { pattern: string }).pattern);
      for (const text of good)
        expect([text, param.safeParse(text).success, pattern.test(text)]).toEqual([text, true, true]);
      for (const text of bad) expect([text, param.safeParse(text).success]).toEqual([text, false]);
      if (min >= 1) expect(pattern.test('0')).toBe(false);
    },
  );
});

import { ErrorCode } from '@casino/contracts';
import { DatabaseBusyError } from '@casino/db';
import { DomainError } from '@casino/domain';
import { describe, expect, it } from 'vitest';
import { describeRefusal, TableRefusal } from './table-refusals.js';

// What a player sees when a command of theirs fails: its own words for a refusal, "busy" for an
// overloaded database, "unavailable" for one that is away, and never an internal detail.
describe('describeRefusal', () => {
  it.each<[string, unknown, { code: string; message: RegExp }]>([
    [
      'a table refusal',
      new TableRefusal(ErrorCode.notSeated, 'You are not seated at this table.'),
      { code: ErrorCode.notSeated, message: /^You are not seated at this table\.$/ },
    ],
    [
      'a domain refusal',
      new DomainError('insufficient_balance', 'Insufficient Balance'),
      { code: 'insufficient_balance', message: /^Insufficient Balance$/ },
    ],
    [
      'a full connection pool',
      new DatabaseBusyError(new Error('timeout exceeded when trying to connect')),
      { code: ErrorCode.serviceUnavailable, message: /very busy/ },
    ],
    [
      'an unreachable database',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      { code: ErrorCode.serviceUnavailable, message: /database is unavailable/ },
    ],
    [
      'anything else',
      new TypeError("Cannot read properties of undefined (reading 'seat')"),
      { code: ErrorCode.internal, message: /^The table could not process that\. Please try again\.$/ },
    ],
  ])('%s', (_, error, expected) => {
    const described = describeRefusal(error);
    expect(described.code).toBe(expected.code);
    expect(described.message).toMatch(expected.message);
  });
});

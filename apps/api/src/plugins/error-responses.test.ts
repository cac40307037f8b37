import { DatabaseBusyError } from '@casino/db';
import { DomainError } from '@casino/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorResponses } from './error-responses.js';

// A domain refusal's details: the field it names reaches the client, nothing else (a route without a
// declared error schema once sent the ledger account id of a short balance).

async function answerTo(error: Error, headers: string[] = []) {
  const app = Fastify();
  registerErrorResponses(app);
  app.get('/refuse', () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/refuse' });
  await app.close();
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown>>(),
    ...Object.fromEntries(headers.map((h) => [h, response.headers[h]])),
  };
}

describe('domain refusals on the wire', () => {
  it.each<[string, Error, number, Record<string, unknown>]>([
    [
      'a short balance keeps its ledger account to itself',
      new DomainError('insufficient_balance', "You don't have enough balance for this bet.", {
        accountId: '42',
      }),
      400,
      { error: 'insufficient_balance', message: "You don't have enough balance for this bet." },
    ],
    [
      'a refusal naming its field says which',
      new DomainError('underage', 'You must be 18 or older to register', { field: 'dateOfBirth' }),
      400,
      {
        error: 'underage',
        message: 'You must be 18 or older to register',
        details: { field: 'dateOfBirth' },
      },
    ],
    [
      'a refusal without details',
      new DomainError('not_found', 'No such thing'),
      404,
      { error: 'not_found', message: 'No such thing' },
    ],
  ])('%s', async (_name, error, status, body) => {
    expect(await answerTo(error)).toEqual({ status, body });
  });
});

describe('a database that cannot take the request', () => {
  it.each<[string, Error, string]>([
    [
      'a full connection pool (overload) is said as busy',
      new DatabaseBusyError(new Error('timeout exceeded when trying to connect')),
      'The casino is very busy right now. Please try again in a few seconds.',
    ],
    [
      'the server out of connection slots is busy too',
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      'The casino is very busy right now. Please try again in a few seconds.',
    ],
    [
      'an unreachable database is an outage',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      'The service is briefly unavailable. Please try again in a few seconds.',
    ],
  ])('%s: 503 with Retry-After', async (_name, error, message) => {
    expect(await answerTo(error, ['retry-after'])).toEqual({
      status: 503,
      body: { error: 'service_unavailable', message },
      'retry-after': expect.stringMatching(/^\d+$/),
    });
  });
});

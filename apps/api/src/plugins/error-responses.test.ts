import { DomainError } from '@casino/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorResponses } from './error-responses.js';

// A domain refusal's details: the field it names reaches the client, nothing else (a route without a
// declared error schema once sent the ledger account id of a short balance).

async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorResponses(app);
  app.get('/refuse', () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/refuse' });
  await app.close();
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
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

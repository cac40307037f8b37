import { describe, expect, it } from 'vitest';
import { GameUpdateRequest, PokerTableCreateRequest } from '@casino/contracts';
import { checkForm, moneyField } from './form-check';

const REASON = 'weekend promotion';

describe('a dialog’s fields, checked by the contract', () => {
  it.each([
    {
      name: 'a game turned off',
      schema: GameUpdateRequest,
      fields: { isActive: false, reason: REASON },
      problem: null,
    },
    {
      name: 'new limits',
      schema: GameUpdateRequest,
      fields: { minBet: '1.00', maxBet: '500', reason: REASON },
      problem: null,
    },
    {
      name: 'nothing changed',
      schema: GameUpdateRequest,
      fields: { reason: REASON },
      problem: /at least one of/,
    },
    {
      name: 'a limit of three decimals',
      schema: GameUpdateRequest,
      fields: { minBet: '1.005', reason: REASON },
      problem: /^minBet: /,
    },
    {
      name: 'a table of one seat',
      schema: PokerTableCreateRequest,
      fields: {
        name: 'Main',
        smallBlind: '1',
        bigBlind: '2',
        maxPlayers: 1,
        minBuyIn: '40',
        maxBuyIn: '200',
        reason: REASON,
      },
      problem: /^maxPlayers: /,
    },
  ])('$name', ({ schema, fields, problem }) => {
    const check = checkForm(schema, fields);
    if (problem === null) expect(check.problem).toBeNull();
    else expect(check.problem).toMatch(problem);
  });

  it.each([
    ['', undefined],
    ['  ', undefined],
    [' 12.50 ', '12.50'],
  ])('money field %j → %j', (text, value) => {
    expect(moneyField(text)).toBe(value);
  });
});

import { verify } from '@casino/engine';
import {
  isNumber,
  isRecord,
  isString,
  moneyField,
  step,
  words,
  type RoundFamily,
  textOf,
} from './recall-steps.js';

/** Roulette: each bet and what it covered, the pocket, and what each bet returned. */
export const rouletteRecall: RoundFamily = {
  steps(data) {
    const bets = Array.isArray(data.bets) ? data.bets.filter(isRecord) : [];
    const steps = bets.map((bet) =>
      step(
        'Bet',
        `${words(textOf(bet.type))}${bet.value === null || bet.value === undefined ? '' : ` ${textOf(bet.value)}`}` +
          (Array.isArray(bet.pockets) ? ` covering ${bet.pockets.join(', ')}` : ''),
        moneyField(bet.amount),
      ),
    );
    steps.push(
      step(
        'Spin',
        `the ball lands on ${isNumber(data.number) ? data.number : '?'} ${isString(data.color) ? data.color : ''}`.trim(),
      ),
    );
    for (const bet of bets)
      steps.push(
        step(
          bet.won === true ? 'Bet wins' : 'Bet loses',
          `${words(textOf(bet.type))}${bet.value === null || bet.value === undefined ? '' : ` ${textOf(bet.value)}`}` +
            (bet.won === true ? ` pays ${textOf(bet.odds)} to 1` : ''),
          moneyField(bet.payout),
        ),
      );
    return steps;
  },
  matches(data, seeds) {
    const result = verify('roulette', seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    return result.ok && result.outcome.game === 'roulette' && result.outcome.number === data.number;
  },
};

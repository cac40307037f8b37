import { verify } from '@casino/engine';
import { isNumber, isRecord, moneyField, step, words, type RoundFamily, textOf } from './recall-steps.js';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const diceOf = (v: unknown): number[] | null =>
  Array.isArray(v) && v.length === 2 && v.every(isNumber) ? v : null;

/** Craps: one roll of a round (each roll that settled bets is a session), and every bet it settled. */
export const crapsRecall: RoundFamily = {
  steps(data) {
    const dice = diceOf(data.dice) ?? [];
    const steps = [
      step(
        data.phase === 'point' ? `Roll (point ${textOf(data.point)})` : 'Come-out roll',
        `${dice.join(' + ')} = ${textOf(data.total)}${data.event ? `: ${words(textOf(data.event))}` : ''}`,
      ),
    ];
    const bets = Array.isArray(data.bets) ? data.bets.filter(isRecord) : [];
    for (const bet of bets)
      steps.push(
        step(
          capitalized(`${words(textOf(bet.type))}${isNumber(bet.point) ? ` ${bet.point}` : ''} bet`),
          `${moneyField(bet.amount) ?? '?'} staked: ${textOf(bet.outcome)}`,
          moneyField(bet.returned),
        ),
      );
    return steps;
  },
  matches(data, seeds) {
    const result = verify('craps', seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    const dice = diceOf(data.dice);
    return (
      result.ok &&
      result.outcome.game === 'craps' &&
      dice !== null &&
      dice[0] === result.outcome.dice[0] &&
      dice[1] === result.outcome.dice[1]
    );
  },
};

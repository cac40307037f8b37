import { verify } from '@casino/engine';
import {
  cardsOf,
  cardsText,
  isRecord,
  isString,
  moneyField,
  sameCards,
  step,
  type RoundFamily,
  textOf,
} from './recall-steps.js';

/** Baccarat: the bets, the first four cards, each third-card draw, the totals and the coup's winner. */
export const baccaratRecall: RoundFamily = {
  steps(data) {
    const player = cardsOf(data.playerCards) ?? [];
    const banker = cardsOf(data.bankerCards) ?? [];
    const bets = Array.isArray(data.bets) ? data.bets.filter(isRecord) : [];
    const steps = bets.map((bet) => step('Bet', `on ${textOf(bet.type)}`, moneyField(bet.amount)));
    steps.push(
      step('Deal', `Player ${cardsText(player.slice(0, 2))} · Banker ${cardsText(banker.slice(0, 2))}`),
    );
    if (player.length > 2) steps.push(step('Player draws', `third card ${cardsText(player.slice(2))}`));
    else steps.push(step('Player stands', 'no third card'));
    if (banker.length > 2) steps.push(step('Banker draws', `third card ${cardsText(banker.slice(2))}`));
    else steps.push(step('Banker stands', 'no third card'));
    steps.push(
      step(
        'Coup',
        `Player ${textOf(data.playerTotal)} · Banker ${textOf(data.bankerTotal)}: ${
          data.winner === 'tie' ? 'tie' : `${isString(data.winner) ? data.winner : '?'} wins`
        }`,
      ),
    );
    for (const bet of bets) steps.push(step(`Bet on ${textOf(bet.type)}`, textOf(bet.outcome)));
    return steps;
  },
  matches(data, seeds) {
    const result = verify('baccarat', seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    if (!result.ok || result.outcome.game !== 'baccarat') return false;
    return (
      sameCards(cardsOf(data.playerCards), result.outcome.playerCards) &&
      sameCards(cardsOf(data.bankerCards), result.outcome.bankerCards) &&
      data.winner === result.outcome.winner
    );
  },
};

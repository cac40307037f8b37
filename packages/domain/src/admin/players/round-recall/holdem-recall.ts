import { formatMoney } from '../../../money.js';
import { cardsOf, cardsText, isNumber, isString, step, type RoundFamily, textOf } from './recall-steps.js';

/**
 * Hold'em: the player's session of a hand (their hole cards, the board, what they showed). Its deck
 * is proven by the hand's own commitment (poker_hands), not the player's seed pair: nothing to match.
 */
export const holdemRecall: RoundFamily = {
  steps(data) {
    const hole = cardsOf(data.holeCards);
    const board = cardsOf(data.board) ?? [];
    return [
      step(
        'Hand',
        `${isString(data.tableName) ? data.tableName : 'table'} hand #${textOf(data.handNumber)}, seat ${textOf(data.seat)}`,
      ),
      step('Hole cards', hole ? cardsText(hole) : 'not kept'),
      step('Board', cardsText(board)),
      step(
        'Showdown',
        data.showdown === true
          ? `shown: ${isString(data.handName) ? data.handName : 'mucked'}`
          : 'no showdown',
      ),
      step('Pot', isNumber(data.pot) ? formatMoney(BigInt(Math.trunc(data.pot))) : 'unknown'),
    ];
  },
  matches: () => false,
};

import { verify } from '@casino/engine';
import {
  cardsOf,
  cardsText,
  isString,
  sameCards,
  step,
  type GameData,
  type RoundFamily,
  textOf,
} from './recall-steps.js';

const holdsOf = (data: GameData): boolean[] | null =>
  Array.isArray(data.holds) && data.holds.length === 5 && data.holds.every((h) => typeof h === 'boolean')
    ? data.holds
    : null;

/** Video poker: the five dealt, which the player held, the draw, and the final hand. */
export const videoPokerRecall: RoundFamily = {
  steps(data) {
    const dealt = cardsOf(data.dealtCards) ?? [];
    const holds = holdsOf(data) ?? [];
    const final = cardsOf(data.cards) ?? [];
    const held = dealt.filter((_c, i) => holds[i] === true);
    const drawn = final.filter((_c, i) => holds[i] !== true);
    return [
      step('Deal', cardsText(dealt)),
      step('Hold', held.length === 0 ? 'nothing held' : cardsText(held)),
      step('Draw', drawn.length === 0 ? 'no cards drawn' : cardsText(drawn)),
      step(
        'Hand',
        `${cardsText(final)}: ${isString(data.handName) ? data.handName : textOf(data.hand)}${
          typeof data.multiplier === 'number' && data.multiplier > 0 ? `, pays ×${data.multiplier}` : ''
        }`,
      ),
    ];
  },
  matches(data, seeds) {
    const holds = holdsOf(data);
    if (!holds) return false;
    const result = verify('video-poker', seeds.serverSeed, seeds.clientSeed, seeds.nonce, { holds });
    if (!result.ok || result.outcome.game !== 'video-poker' || !result.outcome.final) return false;
    return (
      sameCards(cardsOf(data.dealtCards), result.outcome.hand) &&
      sameCards(cardsOf(data.cards), result.outcome.final.hand) &&
      data.hand === result.outcome.final.handName
    );
  },
};

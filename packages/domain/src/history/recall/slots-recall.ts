import { evaluateSlotLine, findSlot, verify, type SlotSymbol } from '@casino/engine';
import { isNumber, isString, step, words, type GameData, type RoundFamily } from './recall-steps.js';

const reelsOf = (data: GameData): string[] | null =>
  Array.isArray(data.reels) && data.reels.every(isString) ? data.reels : null;
const stopsOf = (data: GameData): number[] | null =>
  Array.isArray(data.stops) && data.stops.every(isNumber) ? data.stops : null;

/** Slots: the reel stops, the symbols they show, and the line they pay on. */
export const slotsRecall: RoundFamily = {
  steps(data) {
    const reels = reelsOf(data) ?? [];
    const stops = stopsOf(data) ?? [];
    const steps = [
      step(
        'Spin',
        `${(isString(data.slot) && findSlot(data.slot)?.name) || 'the reels'}${data.freeSpin === true ? ' (free spin)' : ''}`,
      ),
      step('Reel stops', stops.map((s, i) => `reel ${i + 1}: ${s}`).join(', ')),
      step('Symbols', reels.join(' · ')),
    ];
    if (reels.length === 5) {
      const line = evaluateSlotLine(reels as SlotSymbol[]);
      steps.push(
        step(
          'Pay line',
          line.multiplier > 0
            ? `${words(line.win)} (${line.matching} matching from the left): pays ×${line.multiplier}`
            : 'no win',
        ),
      );
    }
    if (isNumber(data.winMultiplier)) steps.push(step('Multiplier', `×${data.winMultiplier}`));
    return steps;
  },
  matches(data, seeds) {
    const slot = findSlot(isString(data.slot) ? data.slot : '');
    if (!slot) return false;
    const result = verify('slots', seeds.serverSeed, seeds.clientSeed, seeds.nonce, { slot: slot.slug });
    if (!result.ok || result.outcome.game !== 'slots') return false;
    const { stops, reels, winMultiplier } = result.outcome;
    return (
      JSON.stringify(stopsOf(data)) === JSON.stringify(stops) &&
      JSON.stringify(reelsOf(data)) === JSON.stringify(reels) &&
      data.winMultiplier === winMultiplier
    );
  },
};

import { CHALLENGE_GAMES } from '@casino/games';
import { describe, expect, it } from 'vitest';
import {
  blackjackDuelRules,
  checkersRules,
  chessRules,
  duelRulesOf,
  logicPuzzleRules,
  mathDuelRules,
  pokerDuelRules,
  slidingPuzzleRules,
  wordRiddleRules,
} from './index.js';
import { TEST_SETUP } from './duel-test-kit.js';

describe('duelRulesOf', () => {
  it.each([
    { type: 'chess', rules: chessRules },
    { type: 'checkers', rules: checkersRules },
    { type: 'math', rules: mathDuelRules },
    { type: 'blackjack', rules: blackjackDuelRules },
    { type: 'image_puzzles', rules: slidingPuzzleRules },
    { type: 'poker', rules: pokerDuelRules },
    { type: 'logic_puzzles', rules: logicPuzzleRules },
    { type: 'word_riddles', rules: wordRiddleRules },
  ] as const)('$type has its rules', ({ type, rules }) => {
    expect(duelRulesOf(type)).toBe(rules);
    expect(rules.gameType).toBe(type);
  });

  it('has rules for exactly the playable games of the registry, null for the rest', () => {
    for (const game of CHALLENGE_GAMES) {
      expect(duelRulesOf(game.type) !== null, game.type).toBe(game.playable);
    }
  });

  it('draw offers exist exactly where the registry offers them, and a clock runs per side where it says so', () => {
    for (const game of CHALLENGE_GAMES.filter((g) => g.playable)) {
      const rules = duelRulesOf(game.type);
      if (!rules) throw new Error(game.type);
      const offered = rules.apply(rules.start(TEST_SETUP), { type: 'offer-draw', seat: 0, at: 1 });
      expect(offered.ok, game.type).toBe(game.drawOffers);
      expect(rules.clocks(rules.start(TEST_SETUP), 0).running !== null, game.type).toBe(
        game.clock === 'per-side',
      );
    }
  });
});

// The mathematics of a generated game (issue 19): one designer per game type, each drawn from the
// design's own seed, each giving a design whose exact return lies in the band (AI_RETURN_BAND) and
// whose figures the engine computed. A designer that misses the band draws again from the next
// stream; the property test shows every type and difficulty lands in it.
import { type AiArcadeDesign, type AiArcadeGame, AI_ARCADE_GAMES, designAiArcade } from './ai-arcade.js';
import { designAiBlackjack, type AiBlackjackDesign } from './ai-blackjack.js';
import {
  designStream,
  fromExact,
  inReturnBand,
  pickOne,
  type AiDifficulty,
  type AiGameType,
} from './ai-design-common.js';
import { designAiRoulette, type AiRouletteDesign } from './ai-roulette.js';
import { designAiSlots, type AiSlotsDesign } from './ai-slots.js';
import { designAiVideoPoker, type AiVideoPokerDesign } from './ai-video-poker.js';

export type AiMathDesign =
  AiSlotsDesign | AiRouletteDesign | AiArcadeDesign | AiBlackjackDesign | AiVideoPokerDesign;

/** Draws a design attempt takes before the designer gives up (never reached in the property test). */
const ATTEMPTS = 12;

/**
 * Designs the mathematics of a game: type and difficulty from the request, every choice from the
 * seed. `arcadeGame` picks the instant game (the theme may suggest one); without it the seed does.
 */
export function designAiMath(
  type: AiGameType,
  difficulty: AiDifficulty,
  seed: string,
  arcadeGame?: AiArcadeGame,
): AiMathDesign {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stream = designStream(seed, `${type}:${attempt}`);
    const design = designOnce(type, difficulty, stream, arcadeGame);
    if (design && inReturnBand(fromExact(design.figures.rtp))) return design;
  }
  throw new Error(`no ${difficulty} ${type} design in the return band from seed ${seed}`);
}

function designOnce(
  type: AiGameType,
  difficulty: AiDifficulty,
  stream: ReturnType<typeof designStream>,
  arcadeGame: AiArcadeGame | undefined,
): AiMathDesign | null {
  switch (type) {
    case 'slots':
      return designAiSlots(difficulty, stream);
    case 'roulette':
      return designAiRoulette(difficulty, stream);
    case 'arcade':
      return designAiArcade(difficulty, stream, arcadeGame ?? pickOne(stream, AI_ARCADE_GAMES));
    case 'blackjack':
      return designAiBlackjack(difficulty, stream);
    case 'poker':
      return designAiVideoPoker(difficulty, stream);
  }
}

/** The game type a math design plays as. */
export const typeOfDesign = (design: AiMathDesign): AiGameType => design.kind;

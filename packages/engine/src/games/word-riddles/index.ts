export {
  RIDDLE_HINT_COST,
  RIDDLE_MAX_POINTS,
  RIDDLE_MIN_POINTS,
  RIDDLE_POINT_DECAY_MS,
  WORD_RIDDLES_CLIENT_SEED,
  riddleOrder,
  riddlePoints,
  wordRiddle,
  wordRiddleGame,
  wordRiddleRules,
  type WordRiddleItem,
  type WordRiddleItemView,
} from './word-riddles.js';
export { answerKey, answerWords, isRiddleAnswer } from './riddle-answers.js';
export { RIDDLES, RIDDLES_BY_DIFFICULTY, type Riddle, type RiddleDifficulty } from './riddle-set.js';

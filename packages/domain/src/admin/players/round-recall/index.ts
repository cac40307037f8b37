export { recallRound, ROUND_NOT_FOUND } from './round-recall.js';

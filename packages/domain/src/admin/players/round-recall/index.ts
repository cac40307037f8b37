export { recallRound } from './round-recall.js';
export { ROUND_NOT_FOUND } from '../../../history/recall/session-recall.js';

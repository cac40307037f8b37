// The poker challenge's rules (issue 14): heads-up no-limit hold'em on the table engine, as a duel.
export { pokerDuelRules } from './poker-duel.js';
export {
  POKER_DUEL_CLIENT_SEED,
  POKER_HAND_PAUSE_MS,
  type PokerCalledOffHand,
  type PokerDuelState,
  type PokerLastAction,
  type PokerMood,
  type PokerSeatTally,
  type PokerTimeout,
} from './poker-duel-state.js';
export { handServerSeed, POKER_DUEL_TABLE_ID } from './poker-duel-table.js';
export type {
  PokerDuelLegal,
  PokerDuelPrivateView,
  PokerDuelPublicView,
  PokerDuelStreet,
} from './poker-duel-views.js';

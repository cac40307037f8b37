export { blackjackDuelRules, type BlackjackDuelState } from './blackjack-duel.js';
export {
  BLACKJACK_DUEL_CLIENT_SEED,
  BLACKJACK_DUEL_HAND_STRIDE,
  BLACKJACK_DUEL_NONCE,
  BLACKJACK_DUEL_SHOE_SIZE,
  blackjackDuelHandCards,
  blackjackDuelShoe,
} from './blackjack-duel-shoe.js';
export { isAllowedBet, type BlackjackDuelHandResult, type BlackjackDuelSeat } from './blackjack-duel-seat.js';
export type {
  BlackjackDuelPrivateView,
  BlackjackDuelRoundView,
  BlackjackDuelView,
} from './blackjack-duel-views.js';
export {
  verifyBlackjackDuelRecord,
  type BlackjackDuelRecord,
  type BlackjackDuelRecordHand,
  type BlackjackDuelRecordSeat,
} from './blackjack-duel-record.js';

export {
  LIVE_BLACKJACK_SEAT_COUNT,
  type LiveBehindStake,
  type LiveBlackjackError,
  type LiveBlackjackHand,
  type LiveBlackjackPhase,
  type LiveBlackjackSeat,
  type LiveBlackjackState,
  type LiveHandResult,
  type LiveInsuranceDecision,
  type LiveSeatStake,
} from './live-blackjack-state.js';
export {
  dealLiveBlackjack,
  liveBlackjackReducer,
  type LiveBlackjackAction,
  type LiveBlackjackResult,
  type LiveExtraStake,
} from './live-blackjack-round.js';
export {
  liveBlackjackMoves,
  liveBlackjackView,
  type LiveBlackjackView,
  type LiveHandStatus,
  type LiveHandView,
  type LiveMovesInput,
  type LiveSeatView,
} from './live-blackjack-view.js';
export {
  LIVE_BLACKJACK_BET_KINDS,
  liveBlackjackExposure,
  liveBlackjackPayouts,
  liveSeatsOf,
  type LiveBlackjackBet,
  type LiveBlackjackBetKind,
} from './live-blackjack-bets.js';

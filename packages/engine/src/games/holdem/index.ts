// No-limit Texas hold'em cash table: a pure reducer with storable JSON state, views per seat,
// side pots, showdown, hand histories. See README.md, "Hold'em table", for the rules chosen.
export {
  DEFAULT_ACTION_TIMEOUT_MS,
  MAX_SEATS,
  MIN_SEATS,
  validateTableConfig,
  type HoldemTableConfig,
  type HoldemTableConfigInput,
  type TableConfigError,
} from './table-config.js';
export {
  chipsOnTable,
  createHoldemTable,
  seatOfPlayer,
  type HandPlayer,
  type HandState,
  type HoldemTableState,
  type SeatDebts,
  type SeatState,
  type Street,
} from './table-state.js';
export type {
  BettingVerb,
  HandResult,
  HoldemAction,
  HoldemError,
  HoldemEvent,
  NetChange,
  PlayerAction,
  SeatAction,
  SeatAmount,
  SystemAction,
  TableActionAccepted,
  TableActionResult,
} from './table-actions.js';
export { applyTableAction } from './table-reducer.js';
export { voidHand, type VoidedHand } from './void-hand.js';
export type { LegalActions } from './betting-round.js';
export {
  legalActions,
  ownCardOpenings,
  privateTableView,
  publicTableView,
  type GamePhase,
  type LastHandView,
  type PrivateTableView,
  type PublicTableView,
  type SeatView,
} from './table-views.js';
export { buildPots, type Contribution, type Pot, type PotBreakdown } from './side-pots.js';
export { planHand, type HandPlan } from './blind-positions.js';
export type {
  AwardedPot,
  BlindKind,
  HandActionRecord,
  HandHistory,
  HandPostRecord,
  HandSummary,
  HistoryPlayer,
  ReturnedBet,
  ShownHand,
} from './hand-history.js';
export { handStakes, type PlayerStake } from './hand-stakes.js';
export {
  formatCoins,
  formatHandHistory,
  type HandHistoryTextOptions,
  type StoredHandHistory,
} from './hand-history-text.js';
export {
  boardDealPositions,
  cardCommitment,
  commitDeck,
  dealPermutation,
  deckCommitmentOf,
  deckSalts,
  holeCardOpenings,
  holeDealPositions,
  isTableSeed,
  playerEntropy,
  TABLE_SEED_MAX_LENGTH,
  type CardOpening,
  type CommittedDeck,
  type DealProof,
  type HandDeal,
  type SeatSeed,
} from './committed-deck.js';
export {
  verifyDeal,
  type CheckOutcome,
  type DealCheck,
  type DealClaims,
  type DealVerification,
} from './deal-verification.js';

export { DEFAULT_RG_RULES, PLAY_SESSION_PAUSE_MS, type RgRules } from './rg-rules.js';
export { responsibleGamingClockOf, useResponsibleGamingClock } from './rg-clock.js';
export { addMonths, periodEnd, periodStart } from './period-windows.js';
export { decideLimitChange, effectiveLimit, type LimitValue } from './limit-changes.js';
export { setPlayerLimit } from './player-limits.js';
export {
  activeBlockOf,
  cancelExclusionLift,
  requestExclusionLift,
  selfExclude,
  takeBreak,
} from './breaks-and-exclusions.js';
export { blockedMessage, blockedRefusal, type ActiveBlock } from './refusals.js';
export { checkWager, lockWagerGates, type Wager, type WagerGates } from './wager-gate.js';
export { checkPurchase } from './purchase-gate.js';
export { continueAfterRealityCheck, setRealityCheck } from './reality-check.js';
export { responsibleGamingSession, responsibleGamingStatus } from './rg-status.js';
export {
  assertGameInviteAllowed,
  assertNotPaused,
  marketingPaused,
  NOT_TAKING_INVITES,
  playersWithMarketingPaused,
} from './marketing.js';
export { responsibleGamingLog } from './rg-log.js';
export { adminResponsibleGamingView } from './admin-rg-view.js';

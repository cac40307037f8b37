import { z } from 'zod';

/** Every non-2xx body (ARCHITECTURE.md, "Errors"). */
export const ApiErrorBody = z.object({
  error: z.string().describe('stable machine-readable code, e.g. "validation_error"'),
  message: z.string().describe("human-readable text; the spec's wording where it gives one"),
  /** A validation error names every field it refused; `message` starts with the first one. */
  issues: z
    .array(z.object({ field: z.string().describe('e.g. "body.bets.0.amount"'), message: z.string() }))
    .optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Stable error codes shared by api, rooms and web. */
export const ErrorCode = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  uriTooLong: 'uri_too_long',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  forbiddenOrigin: 'forbidden_origin',
  rateLimited: 'rate_limited',
  conflict: 'conflict',
  insufficientBalance: 'insufficient_balance',
  /** A credit would take a wallet or escrow above MAX_MONEY, the most an amount can show. */
  balanceLimit: 'balance_limit',
  invalidCredentials: 'invalid_credentials',
  emailTaken: 'email_taken',
  underage: 'underage',
  idempotencyMismatch: 'idempotency_key_reused',
  noBets: 'no_bets',
  betOutOfRange: 'bet_out_of_range',
  invalidBet: 'invalid_bet',
  roundInProgress: 'round_in_progress',
  noActiveRound: 'no_active_round',
  invalidAction: 'invalid_action',
  unknownGame: 'unknown_game',
  /** An admin turned the game off (issue 15): it takes no new bets until it is turned on again. */
  gameUnavailable: 'game_unavailable',
  alreadyClaimed: 'already_claimed',
  insufficientPoints: 'insufficient_points',
  noFreeSpins: 'no_free_spins',
  unknownPackage: 'unknown_package',
  idempotencyInFlight: 'idempotency_in_flight',
  paymentDeclined: 'payment_declined',
  paymentUnavailable: 'payment_unavailable',
  paymentNotCompleted: 'payment_not_completed',
  tableFull: 'table_full',
  tableUnavailable: 'table_unavailable',
  notSeated: 'not_seated',
  alreadySeated: 'already_seated',
  staleVersion: 'stale_version',
  serviceUnavailable: 'service_unavailable',
  accountSuspended: 'account_suspended',
  /** Social login (issue 17): the provider identity is linked to another account. */
  identityLinkedElsewhere: 'identity_linked_elsewhere',
  /** Social login: the account already has an identity of this provider linked. */
  providerAlreadyLinked: 'provider_already_linked',
  /** Social login: unlinking would leave an account without a password no way to sign in. */
  lastSignInMethod: 'last_sign_in_method',
  /** Social login: the provider is not configured here, or could not be reached. */
  providerUnavailable: 'provider_unavailable',
  /** Redemption (issue 18): a verified identity is needed first. */
  kycRequired: 'kyc_required',
  /** Account (issue 18): a mailed link's token is unknown, used or expired. */
  invalidToken: 'invalid_token',
  /** Account: a guest must register (email, password, 18+) first. */
  registrationRequired: 'registration_required',
  /** Eligibility: the player has not declared where they live. */
  regionRequired: 'region_required',
  /** Eligibility: sweepstakes play is not offered in the player's region. */
  regionExcluded: 'region_excluded',
  /** Responsible gaming (issue 18): a limit the player set refuses the wager or purchase (409). */
  wagerLimitReached: 'wager_limit_reached',
  purchaseLimitReached: 'purchase_limit_reached',
  sessionLimitReached: 'session_limit_reached',
  /** Responsible gaming: the player is on a break or self-excluded (403) until it ends. */
  takingABreak: 'taking_a_break',
  selfExcluded: 'self_excluded',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Why a suspended account cannot sign in (issue 15: an admin suspended it; 403 account_suspended). */
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account has been suspended. Please contact support.';

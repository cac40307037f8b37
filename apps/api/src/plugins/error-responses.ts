import { ErrorCode, type ApiErrorBody } from '@casino/contracts';
import { isDatabaseBusy, isDatabaseUnavailable } from '@casino/db';
import { isDomainError } from '@casino/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** HTTP status for each domain refusal (one table, ARCHITECTURE.md "Errors"). */
const STATUS_BY_CODE: Partial<Record<string, number>> = {
  [ErrorCode.validation]: 400,
  [ErrorCode.underage]: 400,
  [ErrorCode.insufficientBalance]: 400,
  [ErrorCode.balanceLimit]: 409,
  [ErrorCode.noBets]: 400,
  [ErrorCode.betOutOfRange]: 400,
  [ErrorCode.invalidBet]: 400,
  [ErrorCode.invalidAction]: 409,
  [ErrorCode.roundInProgress]: 409,
  [ErrorCode.noActiveRound]: 409,
  [ErrorCode.unknownGame]: 404,
  [ErrorCode.gameUnavailable]: 409,
  [ErrorCode.invalidCredentials]: 401,
  [ErrorCode.unauthorized]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.forbiddenOrigin]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.conflict]: 409,
  [ErrorCode.emailTaken]: 409,
  [ErrorCode.idempotencyMismatch]: 422,
  [ErrorCode.rateLimited]: 429,
  [ErrorCode.alreadyClaimed]: 409,
  [ErrorCode.insufficientPoints]: 400,
  [ErrorCode.noFreeSpins]: 400,
  [ErrorCode.unknownPackage]: 404,
  [ErrorCode.idempotencyInFlight]: 409,
  [ErrorCode.paymentDeclined]: 402,
  [ErrorCode.paymentUnavailable]: 502,
  [ErrorCode.paymentNotCompleted]: 402,
  [ErrorCode.tableFull]: 409,
  [ErrorCode.tableUnavailable]: 503,
  [ErrorCode.notSeated]: 409,
  [ErrorCode.alreadySeated]: 409,
  [ErrorCode.staleVersion]: 409,
  [ErrorCode.serviceUnavailable]: 503,
  [ErrorCode.accountSuspended]: 403,
  [ErrorCode.identityLinkedElsewhere]: 409,
  [ErrorCode.providerAlreadyLinked]: 409,
  [ErrorCode.lastSignInMethod]: 409,
  [ErrorCode.providerUnavailable]: 503,
  [ErrorCode.kycRequired]: 403,
  [ErrorCode.invalidToken]: 400,
  [ErrorCode.registrationRequired]: 403,
  [ErrorCode.regionRequired]: 403,
  [ErrorCode.regionExcluded]: 403,
  [ErrorCode.wagerLimitReached]: 409,
  [ErrorCode.purchaseLimitReached]: 409,
  [ErrorCode.sessionLimitReached]: 409,
  [ErrorCode.takingABreak]: 403,
  [ErrorCode.selfExcluded]: 403,
};

/** Fastify's own request errors, each turned into a clear 4xx. */
const FASTIFY_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    error: ErrorCode.invalidJson,
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: ErrorCode.invalidJson,
    message: "The request body is empty but its content-type is 'application/json'",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: ErrorCode.payloadTooLarge,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: ErrorCode.unsupportedMediaType,
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: ErrorCode.validation,
    message: 'Content-Length does not match the body',
  },
};

export const sendError = (
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  extra?: object,
) =>
  reply
    .code(status)
    .type('application/json')
    .send({ error, message, ...extra } satisfies ApiErrorBody);

/** Seconds a client is asked to wait before retrying while a backing service is away. */
export const RETRY_AFTER_SECONDS = 5;

/** The answer while a backing service (the database) is unreachable (README, "Outages"). */
export const sendUnavailable = (reply: FastifyReply, what: string) =>
  sendError(
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)),
    503,
    ErrorCode.serviceUnavailable,
    `The ${what} is briefly unavailable. Please try again in a few seconds.`,
  );

export function registerErrorResponses(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const issues = err.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // An unknown key is reported on its parent object; name the key itself.
        const unknownKeys =
          v.keyword === 'unrecognized_keys' ? (v.params as { keys?: string[] }).keys : undefined;
        const field = unknownKeys?.length ? [path, unknownKeys.join(', ')].filter(Boolean).join('.') : path;
        return { field: field ? `${where}.${field}` : where, message: v.message ?? 'is invalid' };
      });
      const first = issues[0] ?? { field: where, message: 'is invalid' };
      return sendError(reply, 400, ErrorCode.validation, `${first.field}: ${first.message}`, { issues });
    }
    if (isDomainError(err)) {
      return sendError(
        reply,
        STATUS_BY_CODE[err.code] ?? 400,
        err.code,
        err.message,
        // Only the field a refusal names reaches the client; the rest of its details (the ledger
        // account a short balance was found in) is for our logs, not for the wire.
        typeof err.details?.field === 'string' ? { details: { field: err.details.field } } : undefined,
      );
    }
    const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
    if (known) return sendError(reply, known.status, known.error, known.message);
    if (err.statusCode === 429) return sendError(reply, 429, ErrorCode.rateLimited, err.message);
    if (isDatabaseBusy(err)) {
      // Overload: the database answers, but this process has no connection to spare (or it has no
      // slot left). Shed like an outage, said as what it is.
      request.log.warn({ err: err.message }, 'database busy');
      return sendError(
        reply.header('retry-after', String(RETRY_AFTER_SECONDS)),
        503,
        ErrorCode.serviceUnavailable,
        'The casino is very busy right now. Please try again in a few seconds.',
      );
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: err.message }, 'database unavailable');
      return sendUnavailable(reply, 'service');
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(reply, err.statusCode, err.code ? err.code.toLowerCase() : 'bad_request', err.message);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, ErrorCode.internal, 'Something went wrong on our side. Please try again.');
  });
}

import { ErrorCode } from '@casino/contracts';
import type { FastifyServerOptions } from 'fastify';
import { sendError } from './error-responses.js';

/**
 * Fastify's `frameworkErrors`: the router refuses some requests before any route or error handler
 * runs (a malformed %-escape such as /api/games/%E0%A4%A); they get the same `{ error, message }`
 * body as every other error (ARCHITECTURE.md, "Errors"), and so does a path parameter longer than
 * the router's maxParamLength (100). The only other one Fastify sends here,
 * FST_ERR_ASYNC_CONSTRAINT, is a server fault, and no route uses an async constraint.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendError(reply, 400, ErrorCode.validation, `The request URL is malformed: ${error.message}`);
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendError(reply, 414, ErrorCode.uriTooLong, 'A path parameter is longer than 100 characters');
    return;
  }
  request.log.error({ err: error }, 'router error');
  void sendError(reply, 500, ErrorCode.internal, 'Something went wrong on our side. Please try again.');
};

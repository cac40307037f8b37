import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Request logging for the readable format: nothing when a request comes in, and one debug line when
 * it is answered (`GET /api/games 200 3 ms`), shown only with LOG_LEVEL=debug. A request that failed
 * while answering is still an error line at any level. JSON logs keep Fastify's two lines per request.
 */
export class ReadableRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`;
    if (error) reply.log.error({ err: error }, `${line}: failed`);
    else reply.log.debug(line);
  }
}

import { HttpError } from './http-client';

/**
 * One Idempotency-Key per attempt at an action (buying package 3, say). The key is kept while the
 * outcome is unknown (network error, 5xx, 409 in flight), so clicking again retries the SAME
 * purchase and can never pay twice; it is dropped once the server has answered for good.
 */
export class IdempotencyKeys {
  private readonly keys = new Map<string, string>();

  constructor(private readonly newKey: () => string = () => `web-${crypto.randomUUID()}`) {}

  keyFor(action: string): string {
    let key = this.keys.get(action);
    if (!key) this.keys.set(action, (key = this.newKey()));
    return key;
  }

  /** Call with the outcome: a success or a definite refusal ends the attempt; anything else keeps its key. */
  settle(action: string, error?: unknown): void {
    if (error === undefined || isFinal(error)) this.keys.delete(action);
  }
}

function isFinal(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 409 && error.status !== 429;
}

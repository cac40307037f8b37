import type { ErrorCode } from '@casino/contracts';

/**
 * A refusal the caller can show to a person: a stable code from the contracts and a message
 * (the spec's wording where it gives one). The api maps codes to HTTP statuses in one table.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

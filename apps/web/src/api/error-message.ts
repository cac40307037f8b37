import { ApiErrorBody } from '@casino/contracts';
import { HttpError } from './http-client';

/**
 * The human-readable text for a failed call: the server's `message` when the body is the shared
 * error shape, the raw body or status otherwise.
 */
export function describeError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof HttpError) {
    const parsed = parseErrorBody(error.bodyText);
    if (parsed) return parsed.message;
    return error.bodyText.trim() || error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const result = ApiErrorBody.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

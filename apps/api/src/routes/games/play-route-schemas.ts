import { ApiErrorBody } from '@casino/contracts';
import { z } from 'zod';

/**
 * The error replies every play route can give (bad input, signed out, a break or exclusion (403),
 * unknown game, conflicting round or a responsible-gaming limit reached).
 */
export const playErrors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

/** Actions carry no body (or an empty object); anything else is a 400 naming the field. */
export const NoBody = z.strictObject({}).nullish();

import { z } from 'zod';

// Row ids (games, poker tables, hand numbers, coin packages) are PostgreSQL `integer` (int4)
// columns: a value the column cannot hold is a client error, not a database error (a 500).

export const INT4_MAX = 2_147_483_647;

const ID_MESSAGE = `must be a whole number from 1 to ${INT4_MAX}`;

/** An id in a JSON body: a JSON integer from 1 to INT4_MAX. */
export const Id = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(INT4_MAX, ID_MESSAGE)
  .describe(`id, 1 to ${INT4_MAX}`);

/**
 * A whole number in a path or query string: plain decimal digits, no sign, no leading zero, no
 * whitespace, hex or exponent (z.coerce.number would take " 0x1f " and "1e3"), within [min, max].
 */
export function decimalParam(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}, in decimal digits`;
  // The pattern says as much of the range as a pattern can (no "0" when min is 1 or more; at most
  // max's digits), so the OpenAPI document, and whatever generates requests from it, knows it too.
  const more = `\\d{0,${String(max).length - 1}}`;
  const pattern = new RegExp(min >= 1 ? `^[1-9]${more}$` : `^(?:0|[1-9]${more})$`);
  return z
    .string({ error: message })
    .regex(pattern, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

/** An id in a path or query string: "1" to "2147483647". */
export const IdParam = decimalParam(1, INT4_MAX).describe(`id, 1 to ${INT4_MAX}, in decimal digits`);

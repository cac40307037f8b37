import { randomBytes } from 'node:crypto';
import { DomainError } from '../errors.js';

/** Letters and digits a hand copies without doubt: no 0/O, 1/I/L. */
export const AMOE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const LENGTH = GROUPS * GROUP_LENGTH;
// The largest multiple of the alphabet's size below 256: bytes above it are drawn again (no bias).
const UNBIASED_BELOW = 256 - (256 % AMOE_CODE_ALPHABET.length);

const grouped = (chars: string): string =>
  Array.from({ length: GROUPS }, (_, i) => chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH)).join('-');

/**
 * A new mail-in entry code, "ABCD-EFGH-JKMN": 12 characters of 31 from the operating system's
 * random source (about 59 bits), so codes cannot be guessed; the table's unique index refuses a repeat.
 */
export function newAmoeCode(random: (size: number) => Buffer = randomBytes): string {
  let chars = '';
  while (chars.length < LENGTH) {
    for (const byte of random(LENGTH * 2)) {
      if (byte >= UNBIASED_BELOW) continue;
      chars += AMOE_CODE_ALPHABET[byte % AMOE_CODE_ALPHABET.length];
      if (chars.length === LENGTH) break;
    }
  }
  return grouped(chars);
}

/**
 * The code an admin typed from a card, in its stored form: case, spaces and dashes do not matter;
 * anything that cannot be a code is refused (400 naming body.code), before any look-up.
 */
export function normalizeAmoeCode(text: string): string {
  const chars = text.toUpperCase().replace(/[\s-]/g, '');
  const valid = chars.length === LENGTH && [...chars].every((c) => AMOE_CODE_ALPHABET.includes(c));
  if (!valid)
    throw new DomainError(
      'validation_error',
      `body.code: must be the ${LENGTH}-character code written on the entry, such as ABCD-EFGH-JKMN`,
      { field: 'body.code' },
    );
  return grouped(chars);
}

import { z } from 'zod';

// Free text from a client ends up in PostgreSQL (which refuses NUL in text), in logs, in other
// players' screens and in hand histories. Control characters and unpaired UTF-16 surrogates have no
// business in any of them, so every text field a client sends is built on this schema and refused
// with a 400 naming the field instead of failing deeper down.
//
// The pattern reads the same with and without the regex `u` flag (zod tests it without it; the
// OpenAPI document carries it as JSON Schema `pattern`): a surrogate is allowed only as a pair.

/** Anything but C0 controls (tab and line breaks included), DEL, C1 controls and lone surrogates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^(?:[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
type StringParams = Parameters<typeof z.string>[0];

/**
 * One line of text: names, email addresses, passwords, seeds, keys. Chain the field's own rules
 * (`.trim()`, `.min()`, `.max()`, `.regex()`) after it, so this check is the first one reported;
 * `params` is z.string's (e.g. the message for a missing value).
 */
export const plainText = (params?: StringParams) =>
  z
    .string(params)
    .regex(
      SINGLE_LINE,
      'must not contain control characters (tabs and line breaks included) or unpaired surrogates',
    );
export const PlainText = plainText();

/** The same with line breaks allowed (\n and \r): a message or a post a player writes. */
const MULTI_LINE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /^(?:[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
export const multiLineText = (params?: StringParams) =>
  z
    .string(params)
    .regex(MULTI_LINE, 'must not contain control characters other than line breaks, or unpaired surrogates');

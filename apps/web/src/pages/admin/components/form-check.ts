/** What checkForm needs of a contract's zod schema (the web app reads zod only through the contracts). */
export interface RequestSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

export type FormCheck<T> = { ok: true; value: T; problem: null } | { ok: false; problem: string };

/**
 * A dialog's fields checked by the contract's own request schema (the rules live there, once): the
 * parsed request, or the first problem as "field: message" (the reason is the dialog's own field).
 */
export function checkForm<T>(schema: RequestSchema<T>, fields: unknown): FormCheck<T> {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data, problem: null };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, problem: 'Check the fields.' };
  const field = issue.path.map(String).join('.');
  return { ok: false, problem: field ? `${field}: ${issue.message}` : issue.message };
}

/** A money field's text as the api takes it: trimmed, and left out (undefined) when empty. */
export function moneyField(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

import { LoginRequest, MINIMUM_AGE_YEARS, RegisterRequest } from '@casino/contracts';
import { ageOn } from '../../lib/age';

const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
};

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/** The shape of a zod error we read (zod itself is a dependency of contracts, not of web). */
interface IssueList {
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>;
}

function firstIssue(error: IssueList): string {
  const issue = error.issues[0];
  if (!issue) return 'Please check the form.';
  const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
  const label = FIELD_LABELS[field];
  return label ? `${label} ${issue.message}` : issue.message;
}

/** Checks the login form against the shared contract before it is sent. */
export function validateLogin(input: { email: string; password: string }): Result<LoginRequest> {
  const parsed = LoginRequest.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: firstIssue(parsed.error) };
}

/** Checks the register form against the shared contract and the 18+ rule before it is sent. */
export function validateRegister(
  input: { email: string; password: string; firstName: string; lastName: string; dateOfBirth: string },
  today: Date = new Date(),
): Result<RegisterRequest> {
  const parsed = RegisterRequest.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const age = ageOn(parsed.data.dateOfBirth, today);
  if (age === null) return { ok: false, message: 'Date of birth must be a valid date' };
  if (age < MINIMUM_AGE_YEARS) {
    return { ok: false, message: `You must be at least ${MINIMUM_AGE_YEARS} years old to play.` };
  }
  return { ok: true, value: parsed.data };
}

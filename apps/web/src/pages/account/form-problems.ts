/** Labels of the account forms' fields, for the first problem a contract finds. */
const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  country: 'Country',
  state: 'State',
  email: 'Email',
  password: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  token: 'The link',
};

/** The shape of a zod error we read (zod is a dependency of contracts, not of web). */
interface IssueList {
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>;
}

/** "State is required in the United States": the first problem, named by its field's label. */
export function firstProblem(error: IssueList): string {
  const issue = error.issues[0];
  if (!issue) return 'Please check the form.';
  const field = [...issue.path].reverse().find((part): part is string => typeof part === 'string') ?? '';
  const label = LABELS[field];
  return label ? `${label} ${issue.message}` : issue.message;
}

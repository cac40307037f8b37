import { useSearchParams } from 'react-router-dom';
import { outcomeOf, outcomeText } from './social-sign-in-model';
import './social-sign-in.css';

/** What the last social login came back with (?signedIn=, ?connected= or ?error=), if anything. */
export function SocialOutcome() {
  const [search] = useSearchParams();
  const outcome = outcomeOf(search);
  if (!outcome) return null;
  const ok = outcome.kind !== 'error';
  return (
    <p
      className={`social-outcome social-outcome--${ok ? 'ok' : 'error'}`}
      role={ok ? 'status' : 'alert'}
      data-testid="social-outcome"
    >
      {outcomeText(outcome)}
    </p>
  );
}

import { Link } from 'react-router-dom';
import { SparkIcon } from '../components/icons/icons';

interface ComingSoonPageProps {
  title: string;
  /** e.g. "Slot machines arrive in a later release." */
  blurb?: string;
}

/** Placeholder for pages that later releases build: the title and an honest "not yet". */
export function ComingSoonPage({ title, blurb }: ComingSoonPageProps) {
  return (
    <div className="container">
      <section className="panel panel--center" aria-labelledby="page-title">
        <span className="panel__icon">
          <SparkIcon width={34} height={34} color="var(--gold)" />
        </span>
        <span className="panel__eyebrow">Coming soon</span>
        <h1 id="page-title" className="panel__title">
          {title}
        </h1>
        <p className="panel__text">{blurb ?? 'This feature arrives in a later release.'} Check back soon!</p>
        <div className="panel__actions">
          <Link to="/" className="btn btn--gold">
            Back to Home
          </Link>
        </div>
      </section>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { CompassIcon } from '../components/icons/icons';

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <div className="container">
      <section className="panel panel--center" aria-labelledby="not-found-title">
        <span className="panel__icon panel__icon--danger">
          <CompassIcon width={34} height={34} color="#fff" />
        </span>
        <h1 id="not-found-title" className="panel__title">
          404 Page Not Found
        </h1>
        <p className="panel__text">Did you forget to add the page to the router?</p>
        <div className="panel__actions">
          <Link to="/" className="btn btn--gold">
            Go to Home
          </Link>
        </div>
      </section>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { CompassIcon } from '../components/icons/icons';

/** Any path that exists for nobody (a signed-out visitor on a real page sees the landing page). */
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
        <p className="panel__text">
          There is no page at this address. The link may be mistyped or out of date; your coins and games are
          all still here.
        </p>
        <div className="panel__actions">
          <Link to="/" className="btn btn--gold">
            Go to Home
          </Link>
          <Link to="/games" className="btn btn--ghost">
            Browse games
          </Link>
        </div>
      </section>
    </div>
  );
}

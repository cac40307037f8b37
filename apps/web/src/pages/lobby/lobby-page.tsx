import { useId, useMemo, useState } from 'react';
import { describeError } from '../../api/error-message';
import { GameGrid, GameGridSkeleton } from '../../components/game-card/game-card';
import { useGames } from '../../components/game-card/games-query';
import { LobbyIcon } from '../../components/icons/icons';
import {
  filterLobbyGames,
  LOBBY_CATEGORIES,
  LOBBY_SKELETON_COUNT,
  pageOf,
  type LobbyCategory,
} from './lobby-model';
import '../../styles/page-kit.css';
import './lobby.css';

/** /lobby (nav label Casino): search, category buttons, a paged grid of every playable game. */
export function LobbyPage() {
  const searchId = useId();
  const { data: games, isLoading, error, refetch, isFetching } = useGames();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<LobbyCategory>('all');
  const [pages, setPages] = useState(1);

  const filtered = useMemo(
    () => filterLobbyGames(games ?? [], { search, category }),
    [games, search, category],
  );
  const { visible, hasMore } = pageOf(filtered, pages);
  const filtersActive = search.trim() !== '' || category !== 'all';

  // A new filter starts again from the first page.
  function changeSearch(value: string) {
    setSearch(value);
    setPages(1);
  }
  function changeCategory(value: LobbyCategory) {
    setCategory(value);
    setPages(1);
  }
  function clearFilters() {
    changeSearch('');
    setCategory('all');
  }

  return (
    <div className="lobby container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Casino</p>
          <h1 className="page-head__title">
            Game <span className="gold-text">Lobby</span>
          </h1>
          <p className="page-head__lead">Slots, table games and live dealers — find your next favourite.</p>
        </div>
      </header>

      <div className="lobby-toolbar">
        <div className="search-box">
          <label htmlFor={searchId} className="visually-hidden">
            Search games
          </label>
          <svg className="search-box__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            type="search"
            className="search-box__input"
            placeholder="Search by game or provider"
            value={search}
            onChange={(e) => changeSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="chip-group" role="group" aria-label="Categories">
          {LOBBY_CATEGORIES.map((c) => (
            <button
              key={c.key}
              type="button"
              className={`chip-button${category === c.key ? ' is-active' : ''}`}
              aria-pressed={category === c.key}
              onClick={() => changeCategory(c.key)}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>

      {isLoading ? (
        <GameGridSkeleton count={LOBBY_SKELETON_COUNT} />
      ) : error ? (
        <section className="empty-state" role="alert">
          <h2 className="empty-state__title">Could not load games</h2>
          <p className="empty-state__text">{describeError(error)}</p>
          <button
            type="button"
            className="btn btn--gold"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            Try again
          </button>
        </section>
      ) : filtered.length === 0 ? (
        <section className="empty-state">
          <span className="empty-state__icon" aria-hidden="true">
            <LobbyIcon width={30} height={30} />
          </span>
          <h2 className="empty-state__title">No Games Found</h2>
          <p className="empty-state__text">
            {filtersActive
              ? 'No game matches your search. Try another name or provider.'
              : 'The lobby is empty right now.'}
          </p>
          {filtersActive && (
            <button type="button" className="btn btn--ghost" onClick={clearFilters}>
              Clear filters
            </button>
          )}
        </section>
      ) : (
        <>
          <p className="lobby-count" aria-live="polite">
            Showing {visible.length} of {filtered.length} {filtered.length === 1 ? 'game' : 'games'}
          </p>
          <GameGrid games={visible} headingLevel={2} />
          {hasMore && (
            <div className="lobby-more">
              <button
                type="button"
                className="btn btn--purple btn--lg"
                onClick={() => setPages((p) => p + 1)}
              >
                Load More Games
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

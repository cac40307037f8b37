import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Game } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { GameGrid, GameGridSkeleton } from '../../components/game-card/game-card';
import { useGames } from '../../components/game-card/games-query';
import { CompassIcon, CrownIcon, ShieldIcon, SparkIcon } from '../../components/icons/icons';
import { GrandJackpotAmount, GrandJackpotTerms } from '../../components/jackpot/grand-jackpot';
import {
  ALL_PROVIDERS,
  allTabSections,
  CATALOGUE_SKELETON_COUNT,
  CATALOGUE_TABS,
  filterCatalogue,
  highRtpGames,
  inTab,
  popularGames,
  providersOf,
  SORTS,
  tabLabel,
  type CatalogueSort,
  type CatalogueTab,
} from './catalogue-model';
import { TabList, TabPanel } from './tab-list';
import '../../styles/page-kit.css';
import './catalogue.css';

/** /games: the full catalogue with search, provider filter, sort and category tabs (document 2). */
export function CataloguePage() {
  const ids = useId();
  const { data: games, isLoading, error, refetch, isFetching } = useGames();
  const [search, setSearch] = useState('');
  const [provider, setProvider] = useState(ALL_PROVIDERS);
  const [sort, setSort] = useState<CatalogueSort>('name');
  const [tab, setTab] = useState<CatalogueTab>('all');
  const tabsRef = useRef<HTMLDivElement>(null);

  const all = useMemo(() => games ?? [], [games]);
  const providers = useMemo(() => providersOf(all), [all]);
  const filtered = useMemo(
    () => filterCatalogue(all, { search, provider, sort }),
    [all, search, provider, sort],
  );
  const inSelectedTab = useMemo(() => filtered.filter((g) => inTab(g, tab)), [filtered, tab]);
  const activeCount = useMemo(() => all.filter((g) => g.isActive).length, [all]);

  function viewAll(next: CatalogueTab) {
    setTab(next);
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }
  function clearFilters() {
    setSearch('');
    setProvider(ALL_PROVIDERS);
  }

  return (
    <div className="catalogue container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Games</p>
          <h1 className="page-head__title">
            Game <span className="gold-text">Catalogue</span>
          </h1>
          <p className="page-head__lead">
            {isLoading
              ? 'Every game we offer, in one place.'
              : `${activeCount} games to explore — search, filter and sort to find your table.`}
          </p>
        </div>
      </header>

      <div className="catalogue-toolbar">
        <div className="search-box">
          <label htmlFor={`${ids}-search`} className="visually-hidden">
            Search games
          </label>
          <svg className="search-box__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={`${ids}-search`}
            type="search"
            className="search-box__input"
            placeholder="Search by game or provider"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="select-field">
          <label htmlFor={`${ids}-provider`}>Provider</label>
          <select id={`${ids}-provider`} value={provider} onChange={(e) => setProvider(e.target.value)}>
            <option value={ALL_PROVIDERS}>All providers</option>
            {providers.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="select-field">
          <label htmlFor={`${ids}-sort`}>Sort by</label>
          <select id={`${ids}-sort`} value={sort} onChange={(e) => setSort(e.target.value as CatalogueSort)}>
            {SORTS.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div ref={tabsRef} className="catalogue-tabs">
        <TabList
          idBase={ids}
          label="Game categories"
          tabs={CATALOGUE_TABS}
          selected={tab}
          onSelect={setTab}
        />
      </div>

      <TabPanel idBase={ids} selected={tab}>
        {tab === 'jackpots' && (
          <section className="jackpot-banner" aria-label="Grand Jackpot" data-testid="jackpot-banner">
            <p className="jackpot-banner__label">Grand Jackpot</p>
            <GrandJackpotAmount className="jackpot-banner__amount gold-text" />
            <p className="jackpot-banner__terms">
              <GrandJackpotTerms />
            </p>
          </section>
        )}
        {isLoading ? (
          <GameGridSkeleton count={CATALOGUE_SKELETON_COUNT} />
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
        ) : inSelectedTab.length === 0 ? (
          <section className="empty-state">
            <span className="empty-state__icon" aria-hidden="true">
              <CompassIcon width={30} height={30} />
            </span>
            <h2 className="empty-state__title">No Games Found</h2>
            <p className="empty-state__text">
              {search || provider !== ALL_PROVIDERS
                ? 'Nothing matches these filters. Try another search or provider.'
                : `There are no ${tab === 'all' ? '' : `${tabLabel(tab)} `}games yet. Check back soon!`}
            </p>
            {(search || provider !== ALL_PROVIDERS) && (
              <button type="button" className="btn btn--ghost" onClick={clearFilters}>
                Clear filters
              </button>
            )}
          </section>
        ) : tab === 'all' ? (
          <AllTab games={filtered} showcases={search.trim() === ''} onViewAll={viewAll} />
        ) : (
          <CatalogueSection id={`${ids}-list`} title={tabLabel(tab)} count={inSelectedTab.length}>
            <GameGrid games={inSelectedTab} />
          </CatalogueSection>
        )}
      </TabPanel>
    </div>
  );
}

function AllTab({
  games,
  showcases,
  onViewAll,
}: {
  games: Game[];
  showcases: boolean;
  onViewAll: (tab: CatalogueTab) => void;
}) {
  const ids = useId();
  const popular = showcases ? popularGames(games) : [];
  const highRtp = showcases ? highRtpGames(games) : [];
  return (
    <div className="catalogue-sections">
      {popular.length > 0 && (
        <CatalogueSection
          id={`${ids}-popular`}
          title="Popular Games"
          subtitle="Most played in the last 7 days"
          icon={<SparkIcon width={20} height={20} />}
          featured
        >
          <GameGrid games={popular} />
        </CatalogueSection>
      )}
      {highRtp.length > 0 && (
        <CatalogueSection
          id={`${ids}-rtp`}
          title="High RTP Games"
          subtitle="Return to player of 98% or more"
          icon={<ShieldIcon width={20} height={20} />}
          featured
        >
          <GameGrid games={highRtp} />
        </CatalogueSection>
      )}
      {allTabSections(games).map((section) => {
        const headingId = `${ids}-${section.tab}`;
        return (
          <CatalogueSection
            key={section.tab}
            id={headingId}
            title={section.label}
            count={section.total}
            icon={<CrownIcon width={20} height={20} />}
            action={
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-describedby={headingId}
                onClick={() => onViewAll(section.tab)}
              >
                View All
              </button>
            }
          >
            <GameGrid games={section.games} />
          </CatalogueSection>
        );
      })}
    </div>
  );
}

interface CatalogueSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  count?: number;
  icon?: ReactNode;
  action?: ReactNode;
  featured?: boolean;
  children: ReactNode;
}

function CatalogueSection({
  id,
  title,
  subtitle,
  count,
  icon,
  action,
  featured,
  children,
}: CatalogueSectionProps) {
  return (
    <section
      className={`catalogue-section${featured ? ' catalogue-section--featured' : ''}`}
      aria-labelledby={id}
    >
      <div className="catalogue-section__head">
        <div className="catalogue-section__titles">
          {icon && (
            <span className="catalogue-section__icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <h2 id={id} className="catalogue-section__title">
            {title}
          </h2>
          {count !== undefined && (
            <span className="catalogue-section__count">
              {count} {count === 1 ? 'game' : 'games'}
            </span>
          )}
        </div>
        {subtitle && <p className="catalogue-section__subtitle">{subtitle}</p>}
        {action && <div className="catalogue-section__action">{action}</div>}
      </div>
      {children}
    </section>
  );
}

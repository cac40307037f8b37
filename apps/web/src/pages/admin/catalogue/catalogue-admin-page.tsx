import { useSearchParams } from 'react-router-dom';
import { GamesSection } from './games-section';
import { CoinPackagesSection } from './coin-packages-section';
import { PokerTablesSection } from './poker-tables-section';
import { AiGamesSection } from './ai-games-section';

const TABS = [
  { key: 'games', label: 'Games' },
  { key: 'packages', label: 'Coin packages' },
  { key: 'tables', label: 'Poker tables' },
  { key: 'ai', label: 'AI games' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /admin/catalogue: games, coin packages and poker tables, one tab each (?tab=). */
export function CatalogueAdminPage() {
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = TABS.find((t) => t.key === search.get('tab'))?.key ?? 'games';
  return (
    <>
      <div className="tab-list" role="tablist" aria-label="Catalogue">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            className="tab"
            id={`catalogue-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls="catalogue-panel"
            onClick={() => setSearch({ tab: t.key })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="catalogue-panel" aria-labelledby={`catalogue-tab-${tab}`}>
        {tab === 'games' ? (
          <GamesSection />
        ) : tab === 'packages' ? (
          <CoinPackagesSection />
        ) : tab === 'ai' ? (
          <AiGamesSection />
        ) : (
          <PokerTablesSection />
        )}
      </div>
    </>
  );
}

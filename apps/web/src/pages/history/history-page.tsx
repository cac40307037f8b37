import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PlayerRoundId } from '@casino/contracts';
import { TabList, TabPanel } from '../catalogue/tab-list';
import { RecallTab } from './recall-tab';
import { StatementTab } from './statement-tab';
import '../../styles/page-kit.css';
import '../fairness/fairness.css';
import './history.css';

const TABS = [
  { key: 'statement', label: 'Statement' },
  { key: 'recall', label: 'Game recall' },
] as const;
type HistoryTab = (typeof TABS)[number]['key'];

/**
 * /history (issue 18): the Statement (every movement of the player's wallets, filtered, exported as
 * CSV) and Game recall (any round replayed step by step with its fairness check). The tab, the game
 * and the round are in the address, so a game's "Recall" link opens its round.
 */
export function HistoryPage() {
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const tab: HistoryTab = params.get('tab') === 'recall' ? 'recall' : 'statement';
  const round = params.get('round');
  const roundId = round && PlayerRoundId.safeParse(round).success ? round : null;
  const game = params.get('game') ?? '';
  const set = (change: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="history container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Your account</p>
          <h1 className="page-head__title">
            History <span className="gold-text">&amp; Game recall</span>
          </h1>
          <p className="page-head__lead">
            Every coin in and out of your wallets with the balance after it, and every round you played, step
            by step, with its fairness check.
          </p>
        </div>
      </header>
      <TabList
        idBase={idBase}
        label="History"
        tabs={TABS}
        selected={tab}
        onSelect={(key) => set({ tab: key === 'recall' ? 'recall' : null })}
      />
      <TabPanel idBase={idBase} selected={tab}>
        {tab === 'statement' ? (
          <StatementTab />
        ) : (
          <RecallTab
            game={game}
            roundId={roundId}
            onGame={(g) => set({ game: g || null })}
            onRound={(id) => set({ round: id })}
          />
        )}
      </TabPanel>
    </div>
  );
}

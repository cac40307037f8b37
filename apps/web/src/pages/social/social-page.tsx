import { useEffect, useId, useState } from 'react';
import { TabList, TabPanel } from '../catalogue/tab-list';
import { ActiveRoomsTab } from './active-rooms-tab';
import { FeedTab } from './feed-tab';
import { FriendsTab } from './friends-tab';
import { GameInvitesTab } from './game-invites-tab';
import { LevelBadge } from './player-avatar';
import { ReferralPanel } from './referral-panel';
import { statCards } from './social-model';
import { useSocialStats } from './social-queries';
import '../../styles/page-kit.css';
import '../p2p-betting/p2p-betting.css';
import './social.css';

type TabKey = 'friends' | 'invites' | 'rooms' | 'feed';
const TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'friends', label: 'Friends' },
  { key: 'invites', label: 'Game Invites' },
  { key: 'rooms', label: 'Active Rooms' },
  { key: 'feed', label: 'Social Feed' },
];

/** "Last seen" and invite countdowns move on every second while the page is open (display only). */
function useSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Spec /social: the four stat cards, the tabs Friends, Game Invites, Active Rooms, Social Feed, and referrals. */
export function SocialPage() {
  const idBase = useId();
  const now = useSecondClock();
  const [tab, setTab] = useState<TabKey>('friends');
  const stats = useSocialStats();
  const cards = statCards(stats.data);

  return (
    <div className="social-page container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Social</p>
          <h1 className="page-head__title">
            Friends &amp; <span className="gold-text">Tables</span>
          </h1>
          <p className="page-head__lead">
            Find friends, see who is online and invite them to a private table.
          </p>
        </div>
      </header>

      <section className="p2p-stats social-stats" aria-label="Your social stats">
        {cards.map((card) => (
          <div key={card.key} className="p2p-stat" data-testid={`social-stat-${card.key}`}>
            <span className="p2p-stat__label">{card.label}</span>
            <span className="p2p-stat__value">
              {stats.isLoading ? '…' : card.value}
              {card.badge && <LevelBadge badge={card.badge} />}
            </span>
            <span className="p2p-stat__note">{card.note}</span>
          </div>
        ))}
      </section>

      <TabList
        idBase={idBase}
        label="Social"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        className="social-tabs"
      />
      <TabPanel idBase={idBase} selected={tab}>
        {tab === 'friends' && <FriendsTab now={now} />}
        {tab === 'invites' && <GameInvitesTab now={now} />}
        {tab === 'rooms' && <ActiveRoomsTab />}
        {tab === 'feed' && <FeedTab now={now} />}
      </TabPanel>

      <ReferralPanel />
    </div>
  );
}

import type { Migration } from 'kysely/migration';
import * as foundation from './0001-foundation.js';
import * as casinoFloor from './0002-casino-floor.js';
import * as playerEconomy from './0003-player-economy.js';
import * as pokerTables from './0004-poker-tables.js';
import * as outboxLeanIndexes from './0005-outbox-lean-indexes.js';
import * as committedPokerDecks from './0006-committed-poker-decks.js';
import * as purchaseReconciliation from './0007-purchase-reconciliation.js';
import * as promotions from './0008-promotions.js';
import * as progressiveJackpot from './0009-progressive-jackpot.js';
import * as p2pChallenges from './0010-p2p-challenges.js';
import * as backOffice from './0011-back-office.js';
import * as overviewIndexes from './0012-overview-indexes.js';
import * as liveTables from './0013-live-tables.js';
import * as liveTablesSpots from './0014-live-tables-spots.js';
import * as social from './0015-social.js';
import * as socialFriends from './0016-social-friends.js';
import * as account from './0017-account.js';
import * as sweepsPlay from './0018-sweeps-play.js';
import * as redemption from './0019-redemption.js';
import * as responsibleGaming from './0020-responsible-gaming.js';
import * as playerHistory from './0021-player-history.js';
import * as aiGames from './0022-ai-games.js';

/** Every migration, in order. Names sort lexically, which is the order Kysely applies them in. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-casino-floor': casinoFloor,
  '0003-player-economy': playerEconomy,
  '0004-poker-tables': pokerTables,
  '0005-outbox-lean-indexes': outboxLeanIndexes,
  '0006-committed-poker-decks': committedPokerDecks,
  '0007-purchase-reconciliation': purchaseReconciliation,
  '0008-promotions': promotions,
  '0009-progressive-jackpot': progressiveJackpot,
  '0010-p2p-challenges': p2pChallenges,
  '0011-back-office': backOffice,
  '0012-overview-indexes': overviewIndexes,
  '0013-live-tables': liveTables,
  '0014-live-tables-spots': liveTablesSpots,
  '0015-social': social,
  '0016-social-friends': socialFriends,
  '0017-account': account,
  '0018-sweeps-play': sweepsPlay,
  '0019-redemption': redemption,
  '0020-responsible-gaming': responsibleGaming,
  '0021-player-history': playerHistory,
  '0022-ai-games': aiGames,
};

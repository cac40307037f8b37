export { LiveTableRoom } from './live-table-room.js';
export { DEFAULT_LIVE_TIMING, type LiveTableDeps, type LiveTableTiming } from './live-table-deps.js';
export { hostedLiveTables } from './hosted-live-tables.js';
export { startLiveTableHosting, type LiveTableHosting } from './live-table-hosting.js';
export type { LiveGame, LiveBetRow, PlacedLiveBet, LiveRefusal, LiveRoundResult } from './live-game.js';

export { PokerTableRoom } from './poker-table-room.js';
export { DEFAULT_POKER_TIMING, type PokerRoomDeps, type PokerTiming } from './poker-room-deps.js';
export { startTableKeeper, type TableKeeper } from './table-keeper.js';
export { hostedTables } from './hosted-tables.js';

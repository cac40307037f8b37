export {
  createRoomServer,
  LOGOUT_CHANNEL,
  type RoomServer,
  type CreateRoomServerOptions,
} from './room-server.js';
export { RoomsConfig } from './config.js';
export { verifyUpgrade } from './connection-guard.js';
export { DEFAULT_POKER_TIMING, type PokerTiming } from './poker/index.js';

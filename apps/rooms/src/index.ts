export { createRoomServer, LOGOUT_CHANNEL, type RoomServer, type CreateRoomServerOptions } from './room-server.js';
export { RoomsConfig } from './config.js';
export { verifyUpgrade } from './connection-guard.js';

export { startEmbeddedServer, type EmbeddedServer } from './embedded-server.js';

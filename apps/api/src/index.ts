export { buildApi, type BuildApiOptions } from './app.js';
export { ApiConfig } from './config.js';
export { apiConfigFromEnv, readApiEnv, dataDirOf, logSettingsOf, LOCAL_ADMIN, type ApiEnv } from './env.js';
export type { ApiInstance } from './api-context.js';
export { createRedisTableBus, type TableBus } from './poker/table-bus.js';
export { createProcessLogger, type Logger } from './logging/process-logger.js';

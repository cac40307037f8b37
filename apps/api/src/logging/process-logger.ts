import { pino, type Logger } from 'pino';
import type { ApiConfig } from '../config.js';
import { readableLogStream } from './readable-log.js';

export type { Logger } from 'pino';
type LogSettings = Pick<ApiConfig, 'logLevel' | 'logFormat'>;

/**
 * Fastify's logger options for the configured format: JSON lines as pino writes them (production),
 * or readable lines (readable-log.ts). Fastify's request serializers apply either way.
 */
export function fastifyLoggerOptions(
  settings: LogSettings,
  out?: { write(text: string): unknown },
): { level: string; stream?: { write(json: string): void } } {
  return settings.logFormat === 'json'
    ? { level: settings.logLevel }
    : { level: settings.logLevel, stream: readableLogStream(out) };
}

/** A logger for what happens outside requests (start-up, migrations, the rooms), in the same format. */
export function createProcessLogger(settings: LogSettings, out?: { write(text: string): unknown }): Logger {
  const options = fastifyLoggerOptions(settings, out);
  return options.stream ? pino({ level: options.level }, options.stream) : pino({ level: options.level });
}

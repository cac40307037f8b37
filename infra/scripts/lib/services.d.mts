// Types for the plain-JS service helpers, so TypeScript benchmarks can start PostgreSQL and Redis too.
export interface StartedPostgres {
  url: string;
  port: number;
  dir: string;
  bin: string;
  user: string | null;
  logFile: string;
  psql(sql: string): string;
  stopSync(): void;
  stop(): Promise<void>;
  /** `pg_ctl -m immediate stop`: every connection cut at once, as by a crash. */
  crash(): void;
  /** Starts it again on the same port and data. */
  restart(): void;
}
export interface StartedRedis {
  url: string;
  port: number;
  logFile: string;
  /** SIGKILL: gone at once, with its data. */
  kill(): void;
  stopSync(): void;
  stop(): Promise<void>;
}
export function startRedis(options?: { log?: (line: string) => void; port?: number }): Promise<StartedRedis>;
export function startPostgres(options?: {
  log?: (line: string) => void;
  /** Keep fsync and synchronous commit on (a crash then loses no acknowledged commit). */
  durable?: boolean;
}): Promise<StartedPostgres>;
export function findPgBinDir(): string | null;
export function findRedisServer(): string | null;
export function provision(want: string[], log?: (line: string) => void): unknown;

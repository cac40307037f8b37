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
}
export function startPostgres(options?: { log?: (line: string) => void }): Promise<StartedPostgres>;
export function findPgBinDir(): string | null;
export function provision(want: string[], log?: (line: string) => void): unknown;

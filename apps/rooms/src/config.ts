import { RegionCode } from '@casino/contracts';
import { DEFAULT_SWEEPS_EXCLUDED_REGIONS } from '@casino/domain';
import { z } from 'zod';

/** Everything the rooms need to know, validated once; env.ts builds it from the environment. */
export const RoomsConfig = z.object({
  sessionSecrets: z.array(z.string().min(32)).min(1),
  /** Origins allowed to open a WebSocket besides the rooms' own host. */
  allowedOrigins: z.array(z.string()),
  /** Scale-out: RedisPresence + RedisDriver when set, in-process presence otherwise. */
  redisUrl: z.string().nullable(),
  /** How clients reach this process behind the proxy (e.g. `casino.example/rooms1`). */
  publicAddress: z.string().nullable(),
  /** Largest WebSocket message accepted, in bytes. */
  maxMessageBytes: z.number().int().positive(),
  /** Poker tables: how long a table stays with a process that stopped renewing it (then it is recovered). */
  pokerLeaseTtlMs: z.number().int().min(1000).default(15_000),
  /** Challenge rooms: the same for a head-to-head challenge in play. */
  challengeLeaseTtlMs: z.number().int().min(1000).default(15_000),
  /** Live tables: the same for a live table (then its round is settled or refunded by the next host). */
  liveLeaseTtlMs: z.number().int().min(1000).default(15_000),
  /** Live tables: how long each round's betting window stays open. */
  liveBettingMs: z.number().int().min(1000).default(15_000),
  /** Regions where sweepstakes play is not offered (issue 18; the same list as the api's). */
  sweepsExcludedRegions: z.array(RegionCode).default([...DEFAULT_SWEEPS_EXCLUDED_REGIONS]),
});
export type RoomsConfig = z.infer<typeof RoomsConfig>;

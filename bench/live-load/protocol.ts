// What bench/live.ts and its load-generating processes (live-load/clients.ts) tell each other.

/** The part of the live table's synced state the bench reads. */
export interface LiveView {
  phase: string;
  roundNumber: number;
  phaseEndsAt: number;
  serverNow: number;
  pocket: number;
}

/** One client to connect: a player (numbered, for its chips) or a spectator. */
export interface LoadPerson {
  cookie: string;
  n: number;
  spectate: boolean;
}

export type ClientsCommand =
  { type: 'join'; url: string; tableId: number; people: LoadPerson[] } | { type: 'stop' };

export type ClientsReport =
  | { type: 'joined'; count: number; round: number }
  | { type: 'sent'; round: number }
  | { type: 'ack'; round: number; ms: number; sentAt: number }
  | { type: 'refused'; round: number; code: string }
  | { type: 'result'; round: number; ms: number }
  | { type: 'left'; code: number }
  | { type: 'loop'; p99Ms: number; maxMs: number };

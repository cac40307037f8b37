import { randomUUID } from 'node:crypto';
import { Client, type Room } from 'colyseus.js';
import {
  CHALLENGE_EVENTS_CHANNEL,
  CHALLENGE_ROOM,
  ChallengeResult,
  ChallengeRoomReply,
  ChallengeRoomSnapshot,
  challengeRoomChannel,
  type ChallengeRoomCall,
  type P2pGameType,
} from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { acceptChallenge, auditLedger, createChallenge, getWalletBalances } from '@casino/domain';
import { RoomsConfig } from '../src/config.js';
import type { ChallengeTiming } from '../src/challenges/index.js';
import { createRoomServer, type RoomServer } from '../src/room-server.js';
import { sleep } from './poker-harness.js';
import { makePlayer, seedTables, SECRET, type Player } from './test-players.js';

export { sleep, waitFor } from './poker-harness.js';
export type { Player } from './test-players.js';

/** Test timings: a short grace and result display, generous message limits. */
export const FAST_CHALLENGE_TIMING: Partial<ChallengeTiming> = {
  reconnectGraceMs: 1_500,
  resultShownMs: 3_000,
  messagesPerSecond: 200,
  messageBurst: 200,
};

/** Everything one connection received: each message by type, in order. */
export interface Received {
  messages: Array<{ type: string | number; message: unknown }>;
  notices: Array<{ code: string; message: string }>;
  privates: unknown[];
}

/** One rooms server (in this process) on a fresh database, with players, accepted challenges and joins. */
export class ChallengeHarness {
  private constructor(
    readonly t: TestDatabase,
    readonly server: RoomServer,
    readonly url: string,
  ) {}

  static async start(options: { timing?: Partial<ChallengeTiming> } = {}): Promise<ChallengeHarness> {
    const t = await createTestDatabase();
    await seedTables(t.db);
    const server = createRoomServer({
      config: RoomsConfig.parse({
        sessionSecrets: [SECRET],
        allowedOrigins: [],
        redisUrl: null,
        publicAddress: null,
        maxMessageBytes: 4096,
      }),
      db: t.db,
      challengeTiming: { ...FAST_CHALLENGE_TIMING, ...options.timing },
      tableKeeperIntervalMs: 0,
      challengeKeeperIntervalMs: 200,
      log: () => undefined,
    });
    await server.listen(0, '127.0.0.1');
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new ChallengeHarness(t, server, `ws://127.0.0.1:${port}`);
  }

  async close(): Promise<void> {
    await this.server.shutdown();
    await this.t.close();
  }

  get db() {
    return this.t.db;
  }

  newPlayer(coins = 10_000n): Promise<Player> {
    return makePlayer(this.db, coins);
  }

  client(player: Player): Client {
    return new Client(this.url, { headers: { cookie: player.cookie } });
  }

  /** A challenge created by `creator` and accepted by `opponent` (stakes in escrow), announced to the rooms. */
  async accepted(
    creator: Player,
    opponent: Player,
    gameType: P2pGameType,
    betAmount = '10.00',
  ): Promise<string> {
    const timing = { now: new Date(), expiryMs: 3_600_000 };
    const challenge = await createChallenge(
      this.db,
      creator.userId,
      { gameType, betAmount, betType: 'coins', skillLevel: 'any' },
      timing,
    );
    await acceptChallenge(this.db, opponent.userId, challenge.id, new Date());
    await this.server.presence.publish(CHALLENGE_EVENTS_CHANNEL, {
      challengeId: challenge.id,
      status: 'playing',
      invitedId: null,
    });
    return challenge.id;
  }

  /** Joins a challenge's room (waiting for it to open), recording everything the connection receives. */
  async join(
    player: Player,
    challengeId: string,
    options: { spectate?: boolean } = {},
  ): Promise<{ room: Room; received: Received }> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        const room = await this.client(player).join(CHALLENGE_ROOM, { challengeId, ...options });
        return { room, received: record(room) };
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(50);
      }
    }
  }

  async coins(player: Player): Promise<bigint> {
    return (await getWalletBalances(this.db, player.userId)).coins;
  }

  async rating(player: Player, gameType: P2pGameType): Promise<number | null> {
    const row = await this.db
      .selectFrom('p2p_ratings')
      .select('rating')
      .where('user_id', '=', player.userId)
      .where('game_type', '=', gameType)
      .executeTakeFirst();
    return row?.rating ?? null;
  }

  async challengeRow(id: string) {
    return this.db.selectFrom('p2p_challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  audit() {
    return auditLedger(this.db);
  }
}

export function record(room: Room): Received {
  const received: Received = { messages: [], notices: [], privates: [] };
  room.onMessage('*', (type, message) => {
    received.messages.push({ type, message });
    if (type === 'notice') received.notices.push(message as Received['notices'][number]);
    if (type === 'private') received.privates.push((message as { view: unknown }).view);
  });
  return received;
}

/** The synced state as the contracts read it. */
export function snapshotOf(room: Room): ChallengeRoomSnapshot {
  const state = room.state as { toJSON?: () => unknown } | undefined;
  return ChallengeRoomSnapshot.parse(state?.toJSON?.() ?? {});
}

/** The result once the room shows one (undefined before, so `waitFor` keeps waiting). */
export function resultOf(room: Room): ChallengeResult | undefined {
  const json = snapshotOf(room).result;
  return json ? ChallengeResult.parse(JSON.parse(json)) : undefined;
}

/** Sends a call over the bus as the api does (apps/api callChallengeRoom) and waits for the reply. */
export async function callRoom(
  harness: ChallengeHarness,
  challengeId: string,
  userId: string,
  call: ChallengeRoomCall,
): Promise<ChallengeRoomReply> {
  const requestId = randomUUID();
  const replyTo = `challenge:reply:${requestId}`;
  const presence = harness.server.presence;
  let onReply: (message: unknown) => void = () => undefined;
  const answered = new Promise<ChallengeRoomReply>((resolve) => {
    onReply = (message) => resolve(ChallengeRoomReply.parse(message));
  });
  await presence.subscribe(replyTo, onReply);
  try {
    await presence.publish(challengeRoomChannel(challengeId), { requestId, replyTo, userId, call });
    return await Promise.race([
      answered,
      sleep(5_000).then(() => {
        throw new Error('the room did not answer');
      }),
    ]);
  } finally {
    presence.unsubscribe(replyTo, onReply);
  }
}

// One load-generating process of `pnpm bench live` (forked by bench/live.ts): it holds a share of the
// table's players and spectators, each a real colyseus.js client, and reports to its parent, over the
// IPC channel, what each of them saw. Spreading the clients over several processes keeps the
// generator from being the bottleneck it measures; so does decoding the state once per process rather
// than once per client (light-clients.ts says how, and why the measure stays the server's).
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Client, Room } from 'colyseus.js';
import { LIVE_TABLE_ROOM } from '@casino/contracts';
import { LightClient, ObserverClient, recorderOf } from './light-clients.js';
import type { ClientsCommand, ClientsReport, LiveView, LoadPerson } from './protocol.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const report = (message: ClientsReport) => process.send?.(message);

async function join(client: () => Client, person: LoadPerson, tableId: number): Promise<Room<LiveView>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const room = await client().join<LiveView>(LIVE_TABLE_ROOM, {
        tableId,
        ...(person.spectate ? { spectate: true } : {}),
      });
      // Every connection is told its own bets (none, for a spectator) and its settlements.
      room.onMessage('myBets', () => undefined);
      room.onMessage('settled', () => undefined);
      room.onLeave((code) => {
        if (!stopping) report({ type: 'left', code });
      });
      return room;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

/** What this process's observer decodes, for every light client of the process (light-clients.ts). */
const table = {
  bettingOpened: new Set<(roundNumber: number, phaseEndsAt: number) => void>(),
  pocketShown: new Set<(roundNumber: number, bytes: Uint8Array, serverNow: number) => void>(),
};

/** The observer: it decodes the state, times its own receipt of each pocket and tells the light clients. */
function observe(room: Room<LiveView>, observer: ObserverClient): void {
  let bettingRound = 0;
  let resultRound = 0;
  room.onStateChange((state) => {
    if (state.phase === 'betting' && state.roundNumber > bettingRound) {
      bettingRound = state.roundNumber;
      for (const open of table.bettingOpened) open(state.roundNumber, state.phaseEndsAt);
    }
    if (state.pocket >= 0 && state.roundNumber > resultRound && state.phase === 'closed') {
      resultRound = state.roundNumber;
      report({ type: 'result', round: state.roundNumber, ms: Date.now() - state.serverNow });
      for (const shown of table.pocketShown) shown(state.roundNumber, observer.current, state.serverNow);
    }
  });
}

/** A light client's result: when the observer's pocket patch reached this connection (same bytes). */
function watchResults(room: Room<LiveView>): void {
  const recorder = recorderOf(room);
  table.pocketShown.add((roundNumber, bytes, serverNow) =>
    recorder.want({
      bytes,
      found: (at) => report({ type: 'result', round: roundNumber, ms: at - serverNow }),
    }),
  );
}

/** A betting player: once per round, a board of 1-3 chips at a random moment of the window. */
function bettor(room: Room<LiveView>, n: number): void {
  const pending = new Map<string, { t0: number; round: number; sentAt: number }>();
  room.onMessage('betAccepted', (m: { clientBetId: string }) => {
    const p = pending.get(m.clientBetId);
    if (!p) return;
    pending.delete(m.clientBetId);
    report({ type: 'ack', round: p.round, ms: performance.now() - p.t0, sentAt: p.sentAt });
  });
  room.onMessage('notice', (m: { code: string; clientBetId?: string }) => {
    const p = m.clientBetId ? pending.get(m.clientBetId) : undefined;
    if (!p) return;
    pending.delete(m.clientBetId!);
    report({ type: 'refused', round: p.round, code: m.code });
  });
  table.bettingOpened.add((roundNumber, phaseEndsAt) => {
    const left = phaseEndsAt - Date.now();
    // Bets land in the first 80% of the window, spread evenly: 1,000 players, about 80 bets a second.
    const at = Math.random() * Math.max(0, left * 0.8 - 500);
    setTimeout(() => {
      const clientBetId = `b${n}-r${roundNumber}-${randomBytes(3).toString('hex')}`;
      const chips = [
        { type: 'red', amount: '1.00' },
        { type: 'number', value: n % 37, amount: '1.00' },
        { type: 'dozen', value: (n % 3) + 1, amount: '2.00' },
      ].slice(0, 1 + (n % 3));
      pending.set(clientBetId, { t0: performance.now(), round: roundNumber, sentAt: Date.now() });
      report({ type: 'sent', round: roundNumber });
      room.send('bet', { game: 'live-roulette', clientBetId, bets: chips });
    }, at);
  });
}

const rooms: Room<LiveView>[] = [];
let stopping = false;
const loop = monitorEventLoopDelay({ resolution: 10 });

process.on('message', (command: ClientsCommand) => {
  if (command.type === 'join') {
    void (async () => {
      // The observer first (a spectator of the share, when it has one): it decodes the state for all.
      const at = Math.max(
        0,
        command.people.findIndex((p) => p.spectate),
      );
      const first = command.people[at];
      if (!first) throw new Error('a load process was given nobody');
      const others = command.people.filter((_, i) => i !== at);
      const observerClient = new ObserverClient(command.url, { headers: { cookie: first.cookie } });
      const observer = await join(() => observerClient, first, command.tableId);
      observe(observer, observerClient);
      if (!first.spectate) bettor(observer, first.n);
      rooms.push(observer);
      let next = 0;
      // 25 joins in flight per process: each is an HTTP reservation, then the WebSocket.
      await Promise.all(
        Array.from({ length: 25 }, async () => {
          while (next < others.length) {
            const person = others[next++]!;
            const room = await join(
              () => new LightClient(command.url, { headers: { cookie: person.cookie } }),
              person,
              command.tableId,
            );
            watchResults(room);
            if (!person.spectate) bettor(room, person.n);
            rooms.push(room);
          }
        }),
      );
      loop.enable();
      report({ type: 'joined', count: rooms.length, round: observer.state.roundNumber ?? 0 });
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  } else {
    stopping = true;
    loop.disable();
    report({
      type: 'loop',
      p99Ms: Math.max(0, loop.percentile(99) / 1e6 - 10),
      maxMs: Math.max(0, loop.max / 1e6 - 10),
    });
    for (const room of rooms) void room.leave().catch(() => undefined);
    setTimeout(() => process.exit(0), 500);
  }
});

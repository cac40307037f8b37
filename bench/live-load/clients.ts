// One load-generating process of `pnpm bench live` (forked by bench/live.ts): it holds a share of the
// table's players and spectators, each a real colyseus.js client, and reports to its parent, over the
// IPC channel, what each of them saw. Spreading the clients over several processes keeps the
// generator from being the bottleneck it measures: one process decoding two thousand clients' patches
// falls behind by hundreds of milliseconds, and every latency would include that.
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { LIVE_TABLE_ROOM } from '@casino/contracts';
import type { ClientsCommand, ClientsReport, LiveView, LoadPerson } from './protocol.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const report = (message: ClientsReport) => process.send?.(message);

async function join(url: string, person: LoadPerson, tableId: number): Promise<Room<LiveView>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await new Client(url, { headers: { cookie: person.cookie } }).join<LiveView>(LIVE_TABLE_ROOM, {
        tableId,
        ...(person.spectate ? { spectate: true } : {}),
      });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

/** Every client notes when the pocket of a round first reaches it (the server stamped serverNow then). */
function watchResults(room: Room<LiveView>): void {
  let seenRound = 0;
  room.onStateChange((state) => {
    if (state.pocket >= 0 && state.roundNumber > seenRound && state.phase === 'closed') {
      seenRound = state.roundNumber;
      report({ type: 'result', round: state.roundNumber, ms: Date.now() - state.serverNow });
    }
  });
}

/** A betting player: once per round, a board of 1-3 chips at a random moment of the window. */
function bettor(room: Room<LiveView>, n: number): void {
  let betRound = 0;
  const pending = new Map<string, { t0: number; round: number }>();
  room.onMessage('betAccepted', (m: { clientBetId: string }) => {
    const p = pending.get(m.clientBetId);
    if (!p) return;
    pending.delete(m.clientBetId);
    report({ type: 'ack', round: p.round, ms: performance.now() - p.t0 });
  });
  room.onMessage('notice', (m: { code: string; clientBetId?: string }) => {
    const p = m.clientBetId ? pending.get(m.clientBetId) : undefined;
    if (!p) return;
    pending.delete(m.clientBetId!);
    report({ type: 'refused', round: p.round, code: m.code });
  });
  room.onMessage('myBets', () => undefined);
  room.onMessage('settled', () => undefined);
  room.onStateChange((state) => {
    if (state.phase !== 'betting' || state.roundNumber <= betRound) return;
    betRound = state.roundNumber;
    const left = state.phaseEndsAt - Date.now();
    // Bets land in the first 80% of the window, spread evenly: 1,000 players, about 80 bets a second.
    const at = Math.random() * Math.max(0, left * 0.8 - 500);
    const roundNumber = state.roundNumber;
    setTimeout(() => {
      const clientBetId = `b${n}-r${roundNumber}-${randomBytes(3).toString('hex')}`;
      const chips = [
        { type: 'red', amount: '1.00' },
        { type: 'number', value: n % 37, amount: '1.00' },
        { type: 'dozen', value: (n % 3) + 1, amount: '2.00' },
      ].slice(0, 1 + (n % 3));
      pending.set(clientBetId, { t0: performance.now(), round: roundNumber });
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
      let next = 0;
      // 25 joins in flight per process: each is an HTTP reservation, then the WebSocket.
      await Promise.all(
        Array.from({ length: 25 }, async () => {
          while (next < command.people.length) {
            const person = command.people[next++]!;
            const room = await join(command.url, person, command.tableId);
            room.onLeave((code) => {
              if (!stopping) report({ type: 'left', code });
            });
            watchResults(room);
            if (!person.spectate) bettor(room, person.n);
            rooms.push(room);
          }
        }),
      );
      loop.enable();
      report({
        type: 'joined',
        count: rooms.length,
        round: Math.max(0, ...rooms.map((r) => r.state.roundNumber ?? 0)),
      });
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

import { Client, type Room } from 'colyseus.js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/api/auth/guest`, { method: 'POST' });
  cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
});
afterAll(() => server.close());

const wsUrl = () => server.url.replace('http', 'ws');

/** Opens a raw WebSocket upgrade and reports the HTTP status the server refused it with (or 101). */
const upgradeStatus = (headers: Record<string, string>) =>
  new Promise<number>((resolve) => {
    const socket = new WebSocket(`${wsUrl()}/any-process/any-room`, { headers });
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('error', () => undefined);
  });

describe('one process, one port: api and rooms together', () => {
  it('serves the api and the room matchmaker on the same port', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'unused',
    });
    const room: Room = await new Client(wsUrl(), { headers: { cookie } }).joinOrCreate('lobby');
    expect(room.roomId).toBeTruthy();
    await room.leave();
  });

  it.each([
    ['no session cookie', () => ({}), 401],
    ['a forged session cookie', () => ({ cookie: 'casino.sid=abc.def' }), 401],
    ['a foreign Origin', () => ({ cookie, origin: 'https://evil.example' }), 403],
  ])('refuses a WebSocket upgrade with %s', async (_name, headers, status) => {
    expect(await upgradeStatus(headers())).toBe(status);
  });

  it("closes a player's room connections when they log out", async () => {
    const guest = await fetch(`${server.url}/api/auth/guest`, { method: 'POST' });
    const own = guest.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const room = await new Client(wsUrl(), { headers: { cookie: own } }).joinOrCreate('lobby');
    const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
    await fetch(`${server.url}/api/logout`, { headers: { cookie: own }, redirect: 'manual' });
    expect(await left).toBe(4001);
  });
});

import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/start-test-server.js';

// Issue 15: suspending a player ends their room connections at once (the rooms close them with
// 4001, as on a logout), and the rooms refuse them afterwards, on the real product in one process.

const ADMIN = { email: 'admin@suspension.test', password: 'admin-password-suspension' };
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
afterAll(() => server.close());

const wsUrl = () => server.url.replace('http', 'ws');
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('suspension on the embedded server', () => {
  it("closes the suspended player's room connection with 4001 and refuses a new one", async () => {
    const adminLogin = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(adminLogin.status).toBe(200);
    const adminCookie = cookieOf(adminLogin);

    const player = cookieOf(await fetch(`${server.url}/api/auth/guest`, { method: 'POST' }));
    const { id: userId } = (await (
      await fetch(`${server.url}/api/auth/user`, { headers: { cookie: player } })
    ).json()) as { id: string };
    const room = await new Client(wsUrl(), { headers: { cookie: player } }).joinOrCreate('lobby');
    const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));

    const suspended = await fetch(`${server.url}/api/admin/players/${userId}/suspend`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'closing the connection' }),
    });
    expect(suspended.status).toBe(200);
    expect(await left).toBe(4001);

    await expect(
      new Client(wsUrl(), { headers: { cookie: player } }).joinOrCreate('lobby'),
    ).rejects.toThrow();
    expect((await fetch(`${server.url}/api/auth/user`, { headers: { cookie: player } })).status).toBe(401);
  });
});

import { CrapsRollResponse, CrapsTable } from '@casino/contracts';
import { auditLedger, parseMoney } from '@casino/domain';
import { createFloatStream, rollDice, verify } from '@casino/engine';
import { describe, expect, it } from 'vitest';
import {
  START,
  INSUFFICIENT,
  KNOWN_SERVER_SEED,
  type Player,
  usePlayTestApi,
} from '../../../../test/play-test-api.js';

const { newPlayer, post, get, balanceOf, nonceOf, sessionsOf, drainTo, rig, api } = usePlayTestApi();
const craps = (body: string) => CrapsRollResponse.parse(JSON.parse(body));

describe(`craps (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows an empty come-out table before any bet', async () => {
    const p = await newPlayer();
    const table = await get(p, '/api/craps/table');
    expect(table.statusCode).toBe(200);
    expect(CrapsTable.parse(table.json())).toEqual({
      currency: 'coins',
      phase: 'come-out',
      point: null,
      bets: [],
      history: [],
    });
  });

  it.each([
    ['no bets at all', {}, 400, 'no_bets', /^Please place at least one bet before rolling\.$/],
    ['an empty bet list', { bets: [] }, 400, 'no_bets', /^Please place at least one bet before rolling\.$/],
    [
      'a bet below the minimum',
      { bets: [{ type: 'pass', amount: '4.99' }] },
      400,
      'bet_out_of_range',
      /between 5\.00 and 250\.00/,
    ],
    [
      'a bet above the maximum',
      { bets: [{ type: 'field', amount: '250.01' }] },
      400,
      'bet_out_of_range',
      /between 5\.00 and 250\.00/,
    ],
    [
      'two pass bets over the maximum together',
      {
        bets: [
          { type: 'pass', amount: '200.00' },
          { type: 'pass', amount: '100.00' },
        ],
      },
      400,
      'bet_out_of_range',
      /pass bet on the table/,
    ],
    [
      'an unknown bet type',
      { bets: [{ type: 'big-red', amount: '5.00' }] },
      400,
      'validation_error',
      /^body\.bets\.0\.type: /,
    ],
    [
      'a numeric amount with three decimals',
      { bets: [{ type: 'pass', amount: 5.005 }] },
      400,
      'validation_error',
      /^body\.bets\.0\.amount: /,
    ],
    [
      'an unknown field',
      { bets: [{ type: 'pass', amount: '5.00' }], dice: [6, 6] },
      400,
      'validation_error',
      /^body\.dice: /,
    ],
  ])('refuses a roll with %s and moves no money', async (_name, payload, status, error, message) => {
    const p = await newPlayer();
    const response = await post(p, '/api/craps/roll', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.stringMatching(message) });
    expect(await balanceOf(p)).toBe(START);
    expect(await nonceOf(p)).toBe(0);
    expect(CrapsTable.parse((await get(p, '/api/craps/table')).json())).toMatchObject({
      bets: [],
      history: [],
    });
  });

  it('refuses bets above the balance with the spec message and changes nothing', async () => {
    const p = await newPlayer();
    await drainTo(p, '20.00');
    const response = await post(p, '/api/craps/roll', {
      bets: [
        { type: 'pass', amount: '15.00' },
        { type: 'field', amount: '10.00' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INSUFFICIENT);
    expect(await balanceOf(p)).toBe(parseMoney('20.00'));
    expect(await nonceOf(p)).toBe(0);
  });

  it('keeps the pass bet on the table through the point, one nonce per roll, until the round ends', async () => {
    const p = await newPlayer();
    const clientSeed = await rig(p, (s) =>
      [4, 5, 6, 8, 9, 10].includes(rollDice(createFloatStream(s)).reduce((a, b) => a + b, 0)),
    );
    const first = await post(p, '/api/craps/roll', {
      bets: [
        { type: 'pass', amount: '10.00' },
        { type: 'field', amount: '5.00' },
      ],
    });
    expect(first.statusCode).toBe(200);
    const roll = craps(first.body);
    const dice = rollDice(createFloatStream({ serverSeed: KNOWN_SERVER_SEED, clientSeed, nonce: 0 }));
    expect(roll).toMatchObject({
      dice,
      total: dice[0] + dice[1],
      event: 'point-set',
      phase: 'point',
      point: dice[0] + dice[1],
      bets: [{ type: 'pass', amount: '10.00' }],
    });
    expect(roll.fairness).toMatchObject({ clientSeed, nonce: 0 });
    // The field bet is a one-roll bet: settled and recorded now; pass stays up.
    expect(roll.settlements).toHaveLength(1);
    expect(roll.settlements[0]).toMatchObject({ type: 'field', amount: '5.00' });
    expect(roll.sessionId).not.toBeNull();
    let staked = 1500n;
    let returned = parseMoney(roll.winAmount);
    expect(parseMoney(roll.balance)).toBe(START - staked + returned);
    expect(CrapsTable.parse((await get(p, '/api/craps/table')).json())).toMatchObject({
      phase: 'point',
      point: roll.point,
      bets: [{ type: 'pass', amount: '10.00' }],
    });
    expect((await post(p, '/api/fairness/rotate', {})).statusCode).toBe(409);

    const late = await post(p, '/api/craps/roll', { bets: [{ type: 'pass', amount: '10.00' }] });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'invalid_bet', message: expect.stringMatching(/come-out/) });

    let last = roll;
    let rolls = 1;
    while (last.phase === 'point' && rolls < 300) {
      const response = await post(
        p,
        '/api/craps/roll',
        rolls === 1 ? { bets: [{ type: 'any-seven', amount: '5.00' }] } : {},
      );
      expect(response.statusCode).toBe(200);
      last = craps(response.body);
      expect(last.fairness.nonce).toBe(rolls);
      if (rolls === 1) staked += 500n;
      returned += parseMoney(last.winAmount);
      expect(parseMoney(last.balance)).toBe(START - staked + returned);
      rolls += 1;
    }
    expect(['point-made', 'seven-out']).toContain(last.event);
    expect(last).toMatchObject({ phase: 'come-out', point: null, bets: [] });
    const pass = last.settlements.find((s) => s.type === 'pass');
    expect(pass).toMatchObject(
      last.event === 'point-made'
        ? { outcome: 'win', returned: '20.00' }
        : { outcome: 'lose', returned: '0.00' },
    );
    expect(last.history).toHaveLength(Math.min(rolls, 10));
    expect(await balanceOf(p)).toBe(START - staked + returned);

    // The table is closed: no bets left, so rolling needs a new one; the history stays.
    const empty = await post(p, '/api/craps/roll', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: 'no_bets',
      message: 'Please place at least one bet before rolling.',
    });
    expect(CrapsTable.parse((await get(p, '/api/craps/table')).json())).toMatchObject({
      phase: 'come-out',
      bets: [],
      history: last.history,
    });

    const rotated = (await post(p, '/api/fairness/rotate', {})).json<{
      previousServerSeed: string;
      roundsPlayed: number;
    }>();
    expect(rotated.roundsPlayed).toBe(rolls);
    const replay = verify('craps', rotated.previousServerSeed, clientSeed, 0);
    expect(replay.ok && replay.outcome.game === 'craps' && replay.outcome.dice).toEqual(roll.dice);
    const sessions = await sessionsOf(p);
    expect(sessions.every((s) => s.gameId === 5)).toBe(true);
    expect(sessions.at(-1)?.gameData).toMatchObject({ dice: roll.dice, fairness: roll.fairness });
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });

  it('serialises 10 parallel rolls: ten distinct nonces, every bet settled once', async () => {
    const p = await newPlayer();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(p, '/api/craps/roll', { bets: [{ type: 'any-seven', amount: '5.00' }] }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const rolls = responses.map((r) => craps(r.body));
    expect(new Set(rolls.map((r) => r.fairness.nonce))).toEqual(
      new Set(Array.from({ length: 10 }, (_, i) => i)),
    );
    const returned = rolls.reduce((s, r) => s + parseMoney(r.winAmount), 0n);
    expect(await balanceOf(p)).toBe(START - 5000n + returned);
    expect(CrapsTable.parse((await get(p, '/api/craps/table')).json()).history).toHaveLength(10);
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });

  it('plays 30 rolls of one-roll bets: each settles at once, balance = start - stakes + returns', async () => {
    const p = await newPlayer();
    let net = 0n;
    for (let i = 0; i < 30; i += 1) {
      const roll = craps(
        (
          await post(p, '/api/craps/roll', {
            bets: [
              { type: 'field', amount: '5.00' },
              { type: 'any-craps', amount: '5.00' },
            ],
          })
        ).body,
      );
      expect(roll.settlements).toHaveLength(2);
      expect(roll.bets).toEqual([]);
      net += parseMoney(roll.winAmount) - 1000n;
      expect(parseMoney(roll.balance)).toBe(START + net);
    }
    expect(await sessionsOf(p)).toHaveLength(30);
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });
});

describe(`craps odds, place and come bets (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const roll = (p: Player, bets?: unknown[]) => post(p, '/api/craps/roll', bets ? { bets } : {});

  it.each([
    ['come odds without a point', [{ type: 'come-odds', amount: '5.00' }], /^body\.bets\.0\.point: /],
    ['a point on a place bet', [{ type: 'place-6', amount: '6.00', point: 6 }], /^body\.bets\.0\.point: /],
    [
      'a point that is not a point number',
      [{ type: 'come-odds', amount: '5.00', point: 7 }],
      /^body\.bets\.0\.point: /,
    ],
    ['an unknown place number', [{ type: 'place-7', amount: '5.00' }], /^body\.bets\.0\.type: /],
  ])('refuses %s naming the field', async (_name, bets, message) => {
    const p = await newPlayer();
    const response = await roll(p, bets);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(message),
    });
    expect(await balanceOf(p)).toBe(START);
    expect(await nonceOf(p)).toBe(0);
  });

  it.each([
    ['pass odds with no pass bet', [{ type: 'pass-odds', amount: '5.00' }], /behind a pass/],
    [
      'a come bet on the come-out',
      [{ type: 'come', amount: '5.00' }],
      /come and don't come only once a point/,
    ],
    [
      'a place bet below the table minimum',
      [{ type: 'place-6', amount: '4.98' }],
      /between 5\.00 and 250\.00/,
    ],
  ])('refuses %s on the come-out and moves no money', async (_name, bets, message) => {
    const p = await newPlayer();
    const response = await roll(p, bets);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(message) });
    expect(await balanceOf(p)).toBe(START);
    expect(await nonceOf(p)).toBe(0);
  });

  it('takes odds behind pass (3-4-5x), a place bet and a come bet, keeps them across rolls and settles each through the ledger', async () => {
    const p = await newPlayer();
    // The first roll sets a point of 4 or 10 (3x odds) and leaves the place-6 bet up.
    await rig(p, (s) => [4, 10].includes(rollDice(createFloatStream(s)).reduce((a, b) => a + b, 0)));
    const first = craps(
      (
        await roll(p, [
          { type: 'pass', amount: '10.00' },
          { type: 'place-6', amount: '12.00' },
        ])
      ).body,
    );
    expect(first).toMatchObject({ event: 'point-set', phase: 'point' });
    expect(first.bets.map((b) => b.type)).toEqual(['pass', 'place-6']);
    let staked = 2200n;
    let returned = 0n;

    // More than 3x odds on 4 / 10 is refused; exactly 3x is taken.
    const over = await roll(p, [{ type: 'pass-odds', amount: '30.01' }]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: 'invalid_bet', message: expect.stringMatching(/3x/) });
    expect(await balanceOf(p)).toBe(START - staked);

    const settled = new Map<string, { outcome: string; returned: bigint; amount: bigint }>();
    let last = craps(
      (
        await roll(p, [
          { type: 'pass-odds', amount: '30.00' },
          { type: 'come', amount: '5.00' },
        ])
      ).body,
    );
    staked += 3500n;
    let rolls = 2;
    for (;;) {
      returned += parseMoney(last.winAmount);
      expect(parseMoney(last.balance)).toBe(START - staked + returned);
      for (const x of last.settlements)
        settled.set(x.type, {
          outcome: x.outcome,
          returned: parseMoney(x.returned),
          amount: parseMoney(x.amount),
        });
      if (last.bets.length === 0 || rolls >= 300) break;
      last = craps((await roll(p)).body);
      rolls += 1;
    }
    expect(last.bets).toEqual([]);
    const pass = settled.get('pass')!;
    const odds = settled.get('pass-odds')!;
    // Odds are decided with the pass bet, at true odds: 2:1 on 4 and 10.
    expect(odds.outcome).toBe(pass.outcome);
    expect(odds.returned).toBe(pass.outcome === 'win' ? 9000n : 0n);
    const place = settled.get('place-6')!;
    expect(place.returned).toBe(place.outcome === 'win' ? 2600n : 0n);
    const come = settled.get('come')!;
    expect(come.returned).toBe(come.outcome === 'win' ? 1000n : 0n);
    expect(await balanceOf(p)).toBe(START - staked + returned);
    const sessions = await sessionsOf(p);
    const sessionBets = sessions.reduce((s, x) => s + parseMoney(x.betAmount), 0n);
    const sessionWins = sessions.reduce((s, x) => s + parseMoney(x.winAmount), 0n);
    expect([sessionBets, sessionWins]).toEqual([staked, returned]);
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });

  it('moves a come bet to its own point, shows it on the table, and takes come odds there', async () => {
    const p = await newPlayer();
    // Roll 1 sets a point; roll 2 moves the come bet to another point number.
    await rig(p, (s) => {
      const first = rollDice(createFloatStream(s)).reduce((a, b) => a + b, 0);
      const second = rollDice(createFloatStream({ ...s, nonce: s.nonce + 1 })).reduce((a, b) => a + b, 0);
      return [4, 5, 9, 10].includes(first) && [6, 8].includes(second);
    });
    await roll(p, [{ type: 'pass', amount: '5.00' }]);
    const moved = craps((await roll(p, [{ type: 'come', amount: '10.00' }])).body);
    const come = moved.bets.find((b) => b.type === 'come');
    expect(come).toMatchObject({ amount: '10.00', point: moved.total });
    const table = CrapsTable.parse((await get(p, '/api/craps/table')).json());
    expect(table.bets).toContainEqual({ type: 'come', amount: '10.00', point: moved.total });
    const tooMuch = await roll(p, [{ type: 'come-odds', amount: '50.01', point: moved.total }]);
    expect(tooMuch.statusCode).toBe(400);
    const odds = await roll(p, [{ type: 'come-odds', amount: '50.00', point: moved.total }]);
    expect(odds.statusCode).toBe(200);
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });
});

import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, refusalOf } from '../../test/challenge-fixtures.js';
import { DIAMOND_DELUXE, fixedClock, label, seedCatalogue } from '../../test/economy-fixtures.js';
import { spinSlots } from '../games/slots/slots-play.js';
import {
  activeBlockOf,
  cancelExclusionLift,
  requestExclusionLift,
  selfExclude,
  takeBreak,
} from './breaks-and-exclusions.js';
import { marketingPaused, playersWithMarketingPaused } from './marketing.js';
import { useResponsibleGamingClock } from './rg-clock.js';
import { DEFAULT_RG_RULES } from './rg-rules.js';
import { responsibleGamingStatus } from './rg-status.js';

let t: TestDatabase;
const clock = fixedClock('2027-03-10T09:00:00Z');
const rules = DEFAULT_RG_RULES;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  useResponsibleGamingClock(t.db, clock);
});
afterAll(() => t.close());

const spin = (userId: string) =>
  refusalOf(spinSlots(t.db, userId, { betAmount: '1.00', gameId: DIAMOND_DELUXE }));
const codeOf = (r: Awaited<ReturnType<typeof refusalOf>>) => (r === 'resolved' ? r : r.code);
const endOf = async (userId: string) =>
  (await activeBlockOf(t.db, userId, clock()))?.endsAt?.toISOString() ?? null;

describe(`breaks and self-exclusion (${label})`, () => {
  it.each([
    ['a 1-day break', { kind: 'break', days: 1 }, '2027-03-11T09:00:00.000Z'],
    ['a 30-day break', { kind: 'break', days: 30 }, '2027-04-09T09:00:00.000Z'],
    ['a 6-month exclusion', { kind: 'exclusion', length: '6-months' }, '2027-09-10T09:00:00.000Z'],
    ['a 1-year exclusion', { kind: 'exclusion', length: '1-year' }, '2028-03-10T09:00:00.000Z'],
    ['a 5-year exclusion', { kind: 'exclusion', length: '5-years' }, '2032-03-10T09:00:00.000Z'],
    ['an indefinite exclusion', { kind: 'exclusion', length: 'indefinite' }, null],
  ] as const)('%s ends when it says, refusing play until then', async (_name, chosen, endsAt) => {
    clock.set('2027-03-10T09:00:00Z');
    const player = await newPlayer(t.db);
    if ('days' in chosen) await takeBreak(t.db, player, chosen.days, clock);
    else await selfExclude(t.db, player, chosen.length, clock);
    expect(await endOf(player)).toBe(endsAt);
    expect(codeOf(await spin(player))).toBe(chosen.kind === 'break' ? 'taking_a_break' : 'self_excluded');
    expect(await marketingPaused(t.db, player, clock())).toBe(true);
    if (endsAt === null) return;
    clock.set(new Date(new Date(endsAt).getTime() - 1).toISOString());
    expect(codeOf(await spin(player))).not.toBe('resolved');
    clock.set(endsAt);
    expect(codeOf(await spin(player))).toBe('resolved');
    expect(await marketingPaused(t.db, player, clock())).toBe(false);
    expect((await responsibleGamingStatus(t.db, player, { clock, rules })).block).toBeNull();
  });

  it('nothing shortens a break or an exclusion; a longer one replaces it', async () => {
    clock.set('2027-03-10T09:00:00Z');
    const player = await newPlayer(t.db);
    await takeBreak(t.db, player, 10, clock);
    const shorter = await refusalOf(takeBreak(t.db, player, 5, clock));
    expect(shorter).toMatchObject({
      code: 'conflict',
      message:
        'You already have a break until Sat 20 Mar 2027, 09:00 UTC. A new one must end later; nothing can shorten it.',
    });
    expect(codeOf(await refusalOf(takeBreak(t.db, player, 10, clock)))).toBe('conflict');
    await takeBreak(t.db, player, 20, clock);
    expect(await endOf(player)).toBe('2027-03-30T09:00:00.000Z');
    await selfExclude(t.db, player, '6-months', clock);
    expect(codeOf(await refusalOf(takeBreak(t.db, player, 30, clock)))).toBe('conflict');
    expect(codeOf(await refusalOf(selfExclude(t.db, player, '6-months', clock)))).toBe('conflict');
    await selfExclude(t.db, player, 'indefinite', clock);
    expect(await endOf(player)).toBeNull();
    expect(codeOf(await refusalOf(selfExclude(t.db, player, '5-years', clock)))).toBe('conflict');
    // Every choice stays on record.
    const rows = await t.db.selectFrom('rg_blocks').select('length').where('user_id', '=', player).execute();
    expect(rows.map((r) => r.length).sort()).toEqual(['10-days', '20-days', '6-months', 'indefinite']);
  });

  it('lifts an indefinite exclusion only after six months, then after a 7-day cooling-off', async () => {
    clock.set('2027-03-10T09:00:00Z');
    const player = await newPlayer(t.db);
    await selfExclude(t.db, player, 'indefinite', clock);
    clock.set('2027-09-10T08:59:00Z');
    expect(await refusalOf(requestExclusionLift(t.db, player, clock, rules))).toMatchObject({
      code: 'conflict',
      message:
        'An indefinite self-exclusion can be lifted 6 months after it began: from Fri 10 Sep 2027, 09:00 UTC.',
    });
    clock.set('2027-09-10T09:00:00Z');
    await requestExclusionLift(t.db, player, clock, rules);
    expect(await endOf(player)).toBe('2027-09-17T09:00:00.000Z');
    const status = await responsibleGamingStatus(t.db, player, { clock, rules });
    expect(status.block).toMatchObject({
      kind: 'exclusion',
      length: 'indefinite',
      liftableFrom: '2027-09-10T09:00:00.000Z',
      liftRequestedAt: '2027-09-10T09:00:00.000Z',
      endsAt: '2027-09-17T09:00:00.000Z',
    });
    expect(codeOf(await refusalOf(requestExclusionLift(t.db, player, clock, rules)))).toBe('conflict');
    clock.advance(7 * DAY - 1);
    expect(codeOf(await spin(player))).toBe('self_excluded');
    // Taking the request back keeps it indefinite.
    await cancelExclusionLift(t.db, player, clock);
    clock.advance(DAY);
    expect(codeOf(await spin(player))).toBe('self_excluded');
    await requestExclusionLift(t.db, player, clock, rules);
    clock.advance(7 * DAY);
    expect(codeOf(await spin(player))).toBe('resolved');
  });

  it('only an indefinite exclusion can be lifted', async () => {
    clock.set('2027-03-10T09:00:00Z');
    const player = await newPlayer(t.db);
    await selfExclude(t.db, player, '1-year', clock);
    clock.set('2027-12-10T09:00:00Z');
    expect(await refusalOf(requestExclusionLift(t.db, player, clock, rules))).toMatchObject({
      code: 'conflict',
      message: 'Only an indefinite self-exclusion can be lifted early.',
    });
    expect(codeOf(await refusalOf(cancelExclusionLift(t.db, player, clock)))).toBe('conflict');
  });

  it('names, among many players, those whose marketing is paused', async () => {
    clock.set('2027-03-10T09:00:00Z');
    const [onBreak, excluded, free] = [await newPlayer(t.db), await newPlayer(t.db), await newPlayer(t.db)];
    await takeBreak(t.db, onBreak, 2, clock);
    await selfExclude(t.db, excluded, '6-months', clock);
    expect(await playersWithMarketingPaused(t.db, [onBreak, excluded, free], clock())).toEqual(
      new Set([onBreak, excluded]),
    );
  });
});

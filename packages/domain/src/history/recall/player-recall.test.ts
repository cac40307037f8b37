import { PlayerRoundRecall } from '@casino/contracts';
import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { parseCard } from '@casino/engine';
import { gameIdOf } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, seedCatalogue } from '../../../test/economy-fixtures.js';
import {
  betId,
  expireLease,
  ROULETTE_LIMITS,
  ROULETTE_TABLE,
  rouletteExposure,
  rouletteRow,
  spinRound,
} from '../../../test/live-table-fixtures.js';
import { rotateSeed } from '../../fairness/player-seeds.js';
import { dealBaccarat } from '../../games/baccarat/baccarat-play.js';
import { actOnBlackjack, dealBlackjack } from '../../games/blackjack/blackjack-play.js';
import { rollCrapsDice } from '../../games/craps/craps-play.js';
import { recordHandEnd, recordHandStart } from '../../games/holdem/hand-records.js';
import { moveBuyIn } from '../../games/holdem/table-chips.js';
import { claimTable } from '../../games/holdem/table-lease.js';
import { spinRouletteWheel } from '../../games/roulette/roulette-play.js';
import { spinSlots } from '../../games/slots/slots-play.js';
import { dealVideoPokerRound, drawVideoPokerRound } from '../../games/video-poker/video-poker-play.js';
import { auditLedger } from '../../ledger/audit.js';
import { placeLiveBets } from '../../live-tables/bet-batch.js';
import { openLiveRound } from '../../live-tables/rounds.js';
import { settleLiveRound } from '../../live-tables/settlement.js';
import { claimLiveTable } from '../../live-tables/table-lease.js';
import { acceptChallenge } from '../../p2p-challenges/accept-challenge.js';
import {
  appendChallengeMoves,
  claimChallenge,
  markChallengeStarted,
} from '../../p2p-challenges/challenge-lease.js';
import { settleChallenge } from '../../p2p-challenges/challenge-settlement.js';
import { createChallenge } from '../../p2p-challenges/create-challenge.js';
import { recallPlayerRound } from './player-recall.js';

// Issue 18, game recall (GLI-19): every kind of round a player plays recalled step by step from
// what was recorded, with their wallet before and after and its fairness check; only their own.

let t: TestDatabase;
let player: string;
let stranger: string;
const rounds = new Map<string, string>();
const now = new Date('2026-11-24T12:00:00Z');

const recall = async (name: string, userId = player) =>
  PlayerRoundRecall.parse(await recallPlayerRound(t.db, userId, rounds.get(name) ?? 'session-999999999'));
const units = (money: string) => BigInt(money.replace('.', ''));
const text = (r: PlayerRoundRecall) => r.steps.map((s) => `${s.label}: ${s.detail}`).join('\n');
const cardText = (c: { rank: string; suit: string }) => `${c.rank === '10' ? 'T' : c.rank}${c.suit[0]}`;

async function finishBlackjack(userId: string): Promise<string | null> {
  let round = await dealBlackjack(t.db, userId, { betAmount: '10.00' });
  for (let i = 0; i < 6 && round.sessionId === null; i++) {
    const move =
      round.insurance?.decision === 'pending'
        ? 'no-insurance'
        : round.playerValue < 12 && i === 0
          ? 'hit'
          : 'stand';
    round = await actOnBlackjack(t.db, userId, move);
  }
  return round.sessionId;
}

async function liveRouletteRound(userId: string): Promise<string> {
  await expireLease(t.db, ROULETTE_TABLE);
  const claimed = await claimLiveTable(t.db, ROULETTE_TABLE, 'recall-test', 60_000);
  if (!claimed) throw new Error('no table');
  const opened = await openLiveRound(t.db, claimed.lease, { bettingMs: 60_000 });
  await placeLiveBets(t.db, {
    roundId: opened.roundId,
    userId,
    clientBetId: betId(),
    bets: [
      rouletteRow({ type: 'red', amount: 1_000 }),
      rouletteRow({ type: 'number', value: 7, amount: 500 }),
    ],
    limits: ROULETTE_LIMITS,
    exposureOf: rouletteExposure,
  });
  await spinRound(t.db, claimed.lease, opened);
  await settleLiveRound(t.db, opened.roundId);
  const session = await t.db
    .selectFrom('game_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<boolean>`game_data->'live'->>'roundId' = ${opened.roundId}`)
    .executeTakeFirstOrThrow();
  return session.id.toString();
}

/** A finished hand at table 2 between the player and a stranger, from its stored history. */
async function pokerHand(userId: string, other: string): Promise<string> {
  const lease = { tableId: 2, owner: 'recall-test-host' };
  await claimTable(t.db, 2, lease.owner, 60_000);
  await moveBuyIn(t.db, lease, userId, 10_000n);
  await moveBuyIn(t.db, lease, other, 10_000n);
  const handId = await recordHandStart(t.db, lease, {
    tableId: 2,
    handNumber: 7,
    serverSeed: 'ab'.repeat(32),
    deckCommitment: 'c'.repeat(64),
    playerSeeds: [],
    players: [
      { userId, seat: 0, name: 'Pat', startStack: 10_000 },
      { userId: other, seat: 1, name: 'Sam', startStack: 10_000 },
    ],
  });
  const card = (s: string) => parseCard(s);
  const proof = {
    tableId: '2',
    handNumber: 7,
    deckCommitment: 'c'.repeat(64),
    commitments: [],
    playerSeeds: [],
    entropy: 'e'.repeat(64),
    dealOrder: [0, 1],
    openings: [],
  };
  const history = {
    handId,
    handNumber: 7,
    tableId: '2',
    tableName: 'Heads-Up Showdown',
    maxSeats: 2,
    smallBlind: 50,
    bigBlind: 100,
    startedAt: 0,
    endedAt: 1,
    proof,
    buttonSeat: 0,
    smallBlindSeat: 0,
    bigBlindSeat: 1,
    players: [
      {
        seat: 0,
        playerId: userId,
        name: 'Pat',
        startStack: 10_000,
        finalStack: 10_300,
        net: 300,
        folded: false,
      },
      {
        seat: 1,
        playerId: other,
        name: 'Sam',
        startStack: 10_000,
        finalStack: 9_700,
        net: -300,
        folded: false,
      },
    ],
    posts: [
      { seat: 0, kind: 'small-blind', amount: 50, allIn: false },
      { seat: 1, kind: 'big-blind', amount: 100, allIn: false },
    ],
    actions: [
      { street: 'pre-flop', seat: 0, action: 'call', amount: 50, to: 100, allIn: false },
      { street: 'pre-flop', seat: 1, action: 'check', amount: 0, to: 100, allIn: false },
      { street: 'flop', seat: 1, action: 'bet', amount: 200, to: 200, allIn: false },
      { street: 'flop', seat: 0, action: 'call', amount: 200, to: 200, allIn: false },
      { street: 'turn', seat: 1, action: 'check', amount: 0, to: 0, allIn: false },
      { street: 'turn', seat: 0, action: 'check', amount: 0, to: 0, allIn: false },
      { street: 'river', seat: 1, action: 'check', amount: 0, to: 0, allIn: false },
      { street: 'river', seat: 0, action: 'check', amount: 0, to: 0, allIn: false },
    ],
    board: ['Ah', 'Kd', '7c', '2s', '9h'].map(card),
    returned: [],
    shown: [
      { seat: 0, cards: [card('As'), card('Ad')], rank: 9000, description: 'Three of a Kind, Aces' },
      { seat: 1, cards: [card('Kc'), card('Qc')], rank: 5000, description: 'Pair of Kings' },
    ],
    pots: [{ amount: 600, eligible: [0, 1], winners: [{ seat: 0, amount: 600 }] }],
    showdown: true,
  };
  const gameData = (seat: number, hole: string[]) => ({
    tableId: 2,
    tableName: 'Heads-Up Showdown',
    handNumber: 7,
    seat,
    holeCards: hole.map((c) => ({
      rank: c[0] === 'T' ? '10' : c[0],
      suit: { s: 'spades', d: 'diamonds', c: 'clubs', h: 'hearts' }[c[1]!],
    })),
    board: [],
    handName: null,
    showdown: true,
    pot: 600,
    poker: { proof, ownOpenings: [] },
  });
  await recordHandEnd(t.db, lease, {
    handId,
    pot: 600n,
    history,
    netByUser: [
      { userId, net: 300n },
      { userId: other, net: -300n },
    ],
    sessions: [
      { userId, betUnits: 300n, winUnits: 600n, gameData: gameData(0, ['As', 'Ad']) },
      { userId: other, betUnits: 300n, winUnits: 0n, gameData: gameData(1, ['Kc', 'Qc']) },
    ],
  });
  const session = await t.db
    .selectFrom('game_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameIdOf('holdem'))
    .executeTakeFirstOrThrow();
  return session.id.toString();
}

/** A chess challenge the stranger (white) loses to the player (black) by the fool's mate. */
async function foolsMate(userId: string, creator: string): Promise<string> {
  const challenge = await createChallenge(
    t.db,
    creator,
    { gameType: 'chess', betAmount: '25', betType: 'coins', skillLevel: 'any' },
    { now: new Date(), expiryMs: 3_600_000 },
  );
  await acceptChallenge(t.db, userId, challenge.id, new Date());
  await claimChallenge(t.db, challenge.id, 'recall-test', 60_000);
  const lease = { challengeId: challenge.id, owner: 'recall-test' };
  await markChallengeStarted(t.db, lease, new Date());
  const moves = ['f2f3', 'e7e5', 'g2g4', 'd8h4'].map((uci, ply) => ({
    ply,
    seat: (ply % 2) as 0 | 1,
    action: { type: 'move', move: { uci } },
    atMs: 1_000 * (ply + 1),
  }));
  await appendChallengeMoves(t.db, lease, moves);
  await settleChallenge(t.db, lease, { result: 'opponent', reason: 'checkmate', record: { moves: 4 } });
  return challenge.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  [player, stranger] = [await newPlayer(t.db), await newPlayer(t.db)];
  const session = (id: string | null) => `session-${id}`;
  rounds.set('slots', session((await spinSlots(t.db, player, { betAmount: '1.00', gameId: 6 })).sessionId));
  rounds.set(
    'roulette',
    session(
      (
        await spinRouletteWheel(t.db, player, {
          betValue: null,
          bets: [
            { type: 'red', amount: '10.00' },
            { type: 'number', value: 17, amount: '5.00' },
          ],
        } as never)
      ).sessionId,
    ),
  );
  rounds.set(
    'baccarat',
    session((await dealBaccarat(t.db, player, { bets: [{ type: 'banker', amount: '10.00' }] })).sessionId),
  );
  rounds.set('blackjack', session(await finishBlackjack(player)));
  await dealVideoPokerRound(t.db, player, { betAmount: '5.00' });
  rounds.set(
    'video poker',
    session((await drawVideoPokerRound(t.db, player, { held: [true, true, false, false, true] })).sessionId),
  );
  let roll = await rollCrapsDice(t.db, player, { bets: [{ type: 'field', amount: '10.00' }] });
  rounds.set('craps', session(roll.sessionId));
  for (let i = 0; i < 200 && roll.phase === 'point'; i++)
    roll = await rollCrapsDice(t.db, player, { bets: [{ type: 'field', amount: '10.00' }] });
  rounds.set('live roulette', session(await liveRouletteRound(player)));
  rounds.set("hold'em", session(await pokerHand(player, stranger)));
  rounds.set('challenge', `challenge-${await foolsMate(player, stranger)}`);
});
afterAll(() => t.close());

const SEED_PAIR_GAMES = ['slots', 'roulette', 'baccarat', 'blackjack', 'video poker', 'craps'];

/** What each game recorded, and where the recall must show it. */
const OUTCOMES: Array<{ name: string; shows: (data: Record<string, unknown>) => string[] }> = [
  { name: 'slots', shows: (d) => [(d.reels as string[]).join(' · '), `×${String(d.winMultiplier)}`] },
  { name: 'roulette', shows: (d) => [`the ball lands on ${String(d.number)} ${String(d.color)}`] },
  {
    name: 'baccarat',
    shows: (d) => [`Player ${String(d.playerTotal)} · Banker ${String(d.bankerTotal)}`],
  },
  {
    name: 'blackjack',
    shows: (d) => [
      `Dealer hand: ${(d.dealerCards as Array<{ rank: string; suit: string }>).map(cardText).join(' ')}`,
      `Result: ${String(d.result)}`,
    ],
  },
  {
    name: 'video poker',
    shows: (d) => [
      `Deal: ${(d.dealtCards as Array<{ rank: string; suit: string }>).map(cardText).join(' ')}`,
    ],
  },
  { name: 'craps', shows: (d) => [`${(d.dice as number[]).join(' + ')} = ${String(d.total)}`] },
];

describe(`a player's round recalled (${label})`, () => {
  it.each(OUTCOMES)(
    '$name: the steps show what was recorded, the wallet moved by the net',
    async ({ name, shows }) => {
      const recalled = await recall(name);
      const data = recalled.session?.gameData ?? {};
      for (const fact of shows(data)) expect(text(recalled)).toContain(fact);
      expect(recalled.steps[0]?.label).toBe('Bet');
      expect(recalled.steps.at(-1)?.label).toBe('Settle');
      expect(recalled.round).toMatchObject({ source: 'session', currency: 'coins' });
      expect(recalled.balance?.of).toBe('wallet');
      expect(units(recalled.balance!.after) - units(recalled.balance!.before)).toBe(
        units(recalled.round.net),
      );
      expect(recalled.fairness).toMatchObject({ kind: 'seed-pair', serverSeed: null, verified: null });
    },
  );

  it('a live roulette round: the bets, the pocket, each bet paid, checked on the round record', async () => {
    const recalled = await recall('live roulette');
    const live = recalled.session?.gameData.live as { outcome: { pocket: number }; roundId: string };
    expect(recalled.steps.map((s) => s.label)).toEqual([
      'Bet',
      'Table',
      'Bet',
      'Bet',
      'Spin',
      ...recalled.steps.slice(5, 7).map((s) => s.label),
      'Settle',
    ]);
    expect(text(recalled)).toContain(`the ball lands on ${live.outcome.pocket}`);
    expect(recalled.steps.slice(2, 4).map((s) => [s.detail, s.amount])).toEqual([
      ['red', '10.00'],
      ['number 7', '5.00'],
    ]);
    expect(recalled.fairness).toMatchObject({ kind: 'live-round', liveRoundId: live.roundId });
    expect(units(recalled.balance!.after) - units(recalled.balance!.before)).toBe(units(recalled.round.net));
  });

  it("a poker hand: the player's own cards and what was shown, as played, their chips at the table", async () => {
    const recalled = await recall("hold'em");
    const steps = text(recalled);
    expect(steps).toContain('Your hole cards: As Ad');
    expect(steps).toContain('You: posts small blind');
    expect(steps).toContain('Flop: Ah Kd 7c');
    expect(steps).toContain('Sam: bets');
    expect(steps).toContain('Turn: 2s');
    expect(steps).toContain('River: 9h');
    expect(steps).toContain('Sam shows: Kc Qc: Pair of Kings');
    expect(steps).toContain('You collect: the pot');
    expect(recalled.balance).toEqual({ currency: 'coins', before: '100.00', after: '103.00', of: 'table' });
    expect(recalled.fairness).toEqual({ kind: 'poker-hand', deckCommitment: 'c'.repeat(64) });
    // The stranger's own recall of the same hand shows their cards, not the player's.
    const theirs = await t.db
      .selectFrom('game_sessions')
      .select('id')
      .where('user_id', '=', stranger)
      .where('game_id', '=', gameIdOf('holdem'))
      .executeTakeFirstOrThrow();
    const other = await recallPlayerRound(t.db, stranger, `session-${theirs.id}`);
    expect(text(other)).toContain('Your hole cards: Kc Qc');
  });

  it('a challenge: each move in order, the result, the payout, its seed and the replay of its moves', async () => {
    const recalled = await recall('challenge');
    expect(recalled.steps.map((s) => `${s.label}: ${s.detail}`).slice(2, 6)).toEqual([
      `Move 1 · ${recalled.steps[0]?.detail.match(/against (.*),/)?.[1]}: moves f2-f3`,
      'Move 2 · You: moves e7-e5',
      `Move 3 · ${recalled.steps[0]?.detail.match(/against (.*),/)?.[1]}: moves g2-g4`,
      'Move 4 · You: moves d8-h4',
    ]);
    expect(recalled.steps.at(-2)?.detail).toBe('won (checkmate)');
    expect(recalled.round).toMatchObject({ stake: '25.00', returned: '50.00', net: '25.00', summary: 'won' });
    expect(units(recalled.balance!.after) - units(recalled.balance!.before)).toBe(2_500n);
    expect(recalled.fairness).toMatchObject({ kind: 'challenge', verified: true });
    // The loser's recall of it: lost, nothing back, the same replay.
    const loser = PlayerRoundRecall.parse(await recallPlayerRound(t.db, stranger, rounds.get('challenge')!));
    expect(loser.round).toMatchObject({ net: '-25.00', summary: 'lost' });
    expect(loser.steps[2]?.label).toBe('Move 1 · You');
  });

  it('a challenge whose recorded result its moves do not give fails the replay', async () => {
    const id = rounds.get('challenge')!.slice('challenge-'.length);
    await t.db
      .updateTable('p2p_challenges')
      .set({ end_reason: 'resignation' })
      .where('id', '=', id)
      .execute();
    expect((await recall('challenge')).fairness).toMatchObject({ kind: 'challenge', verified: false });
    await t.db.updateTable('p2p_challenges').set({ end_reason: 'checkmate' }).where('id', '=', id).execute();
  });

  it('after the player rotates the seed: the server seed shown and every seed-pair round verified', async () => {
    await rotateSeed(t.db, player, now);
    for (const name of SEED_PAIR_GAMES) {
      const recalled = await recall(name);
      expect({ name, fairness: recalled.fairness }).toMatchObject({
        name,
        fairness: { kind: 'seed-pair', verified: true, serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
    }
  });

  it("another player's round, or one that does not exist, is not found", async () => {
    for (const name of [...SEED_PAIR_GAMES, 'live roulette', "hold'em"])
      await expect(recall(name, await newPlayer(t.db))).rejects.toMatchObject({ code: 'not_found' });
    await expect(recall('challenge', await newPlayer(t.db))).rejects.toMatchObject({ code: 'not_found' });
    await expect(recall('nothing')).rejects.toMatchObject({ code: 'not_found', message: 'Round not found' });
    await expect(
      recallPlayerRound(t.db, player, 'challenge-00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('left the ledger balanced', async () => {
    expect((await auditLedger(t.db)).ok).toBe(true);
  });
});

import type { CrapsRollResponse, CrapsTable, PlayCurrency } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import {
  createFloatStream,
  flatBetOf,
  newCrapsState,
  rollCraps,
  rollDice,
  type CrapsBet,
  type CrapsBetType,
  type CrapsError,
  type CrapsState,
} from '@casino/engine';
import { DomainError } from '../../errors.js';
import { publicFairness, takeRoundSeeds } from '../../fairness/player-seeds.js';
import { formatMoney } from '../../money.js';
import { assertWithinLimits, betUnits, walletBalance } from '../../casino/bets.js';
import { CURRENCY_NAME } from '@casino/games';
import { assertMayWager } from '../../casino/sweeps-play-gate.js';
import { gameIdOf, houseAccountOf } from '@casino/games';
import { activeGame, betLimitsOfGame, catalogueGame } from '../../casino/casino-games-catalogue.js';
import { findOpenRound, insertRound, latestRound, saveRound } from '../../casino/open-rounds.js';
import { payout, recordSettlement, stake } from '../../casino/settlement.js';

export const CRAPS_HOUSE = houseAccountOf('craps');
const GAME = 'craps';

export const CRAPS_NO_BETS_MESSAGE = 'Please place at least one bet before rolling.';

const BET_NAMES: Record<CrapsBetType, string> = {
  pass: 'pass',
  'dont-pass': "don't pass",
  field: 'field',
  'any-seven': 'any seven',
  'any-craps': 'any craps',
  'hard-six': 'hard six',
  'hard-eight': 'hard eight',
  'pass-odds': 'pass odds',
  'dont-pass-odds': "don't pass odds",
  come: 'come',
  'dont-come': "don't come",
  'come-odds': 'come odds',
  'dont-come-odds': "don't come odds",
  'place-4': 'place 4',
  'place-5': 'place 5',
  'place-6': 'place 6',
  'place-8': 'place 8',
  'place-9': 'place 9',
  'place-10': 'place 10',
};

const REFUSALS: Record<CrapsError, DomainError> = {
  no_bets: new DomainError('no_bets', CRAPS_NO_BETS_MESSAGE),
  bet_not_allowed_in_phase: new DomainError(
    'invalid_bet',
    "Pass and don't pass bets can only be placed on the come-out roll; come and don't come only once a point is set.",
  ),
  odds_without_bet: new DomainError(
    'invalid_bet',
    "Odds go behind a pass, don't pass, come or don't come bet that is on its point.",
  ),
  odds_over_max: new DomainError(
    'invalid_bet',
    "Odds are limited to 3x the bet on 4 and 10, 4x on 5 and 9, 5x on 6 and 8 (don't odds: 6x).",
  ),
  invalid_bet_type: new DomainError('invalid_bet', 'Unknown craps bet'),
  invalid_amount: new DomainError('invalid_bet', 'The bet must be greater than zero'),
  invalid_dice: new DomainError('invalid_action', 'The dice could not be rolled'),
};
const refusal = (error: CrapsError): DomainError =>
  new DomainError(REFUSALS[error].code, REFUSALS[error].message);

const money = (units: number): string => formatMoney(BigInt(units));
const pointOf = (bet: CrapsBet): { point?: number } => (bet.point === undefined ? {} : { point: bet.point });

function toTable(state: CrapsState, currency: PlayCurrency): CrapsTable {
  return {
    currency,
    phase: state.phase,
    point: state.point,
    bets: state.bets.map((b) => ({ type: b.type, amount: money(b.amount), ...pointOf(b) })),
    history: state.history.map((r) => ({ dice: [r.dice[0], r.dice[1]], total: r.total })),
  };
}

/** A fresh come-out table that keeps the roll history of the player's previous one. */
async function freshTable(db: Kysely<Database>, userId: string): Promise<CrapsState> {
  const last = await latestRound<CrapsState>(db, userId, GAME);
  return { ...newCrapsState(), history: last?.state.history ?? [] };
}

const onTable = (state: CrapsState): bigint => state.bets.reduce((s, b) => s + BigInt(b.amount), 0n);

/** GET /api/craps/table: the bets on the table, point and history (an empty come-out table if none). */
export async function getCrapsTable(db: Kysely<Database>, userId: string): Promise<CrapsTable> {
  const open = await findOpenRound<CrapsState>(db, userId, GAME);
  return toTable(open?.state ?? (await freshTable(db, userId)), open?.currency ?? 'coins');
}

/**
 * POST /api/craps/roll: stakes the new bets, rolls two dice from a new nonce, settles every bet the
 * roll decides and keeps the rest on the table. The table stays an open round while bets are on it
 * or a point is set; each roll that settles bets is recorded as one game session.
 */
export async function rollCrapsDice(
  db: Kysely<Database>,
  userId: string,
  request: {
    bets?: Array<{ type: CrapsBetType; amount: string; point?: number | undefined }> | undefined;
    currency?: PlayCurrency | undefined;
  },
): Promise<CrapsRollResponse> {
  const newBets = (request.bets ?? []).map((b) => ({
    type: b.type,
    units: betUnits(b.amount),
    ...(b.point === undefined ? {} : { point: b.point }),
  }));
  // A game an admin turned off takes no new bets, but the bets already on the table roll on to
  // their end: the player's stake is never stranded on a point.
  const game =
    newBets.length > 0
      ? await activeGame(db, gameIdOf('craps'), 'table')
      : await catalogueGame(db, gameIdOf('craps'), 'table');
  // Odds are limited by the bet they back (3-4-5x, checked by the engine), not by the table limits.
  const limited = newBets.filter((b) => !flatBetOf(b.type));
  // A roll naming no currency is played in the open round's; a new round in coins unless named.
  if (request.currency !== undefined) {
    const limits = betLimitsOfGame(game, request.currency);
    for (const bet of limited)
      assertWithinLimits(bet.units, limits, `A ${BET_NAMES[bet.type]} bet`, request.currency);
  }

  return db.transaction().execute(async (trx) => {
    const seeds = await takeRoundSeeds(trx, userId);
    const open = await findOpenRound<CrapsState>(trx, userId, GAME, { lock: true });
    const currency = open?.currency ?? request.currency ?? 'coins';
    // The bets on the table stay in the currency they were staked with: another waits for them to end.
    if (request.currency !== undefined && request.currency !== currency)
      throw new DomainError(
        'round_in_progress',
        `Your craps bets on the table are in ${CURRENCY_NAME[currency]}: roll them out before playing with ${CURRENCY_NAME[request.currency]}.`,
      );
    const limits = betLimitsOfGame(game, currency);
    if (request.currency === undefined)
      for (const bet of limited)
        assertWithinLimits(bet.units, limits, `A ${BET_NAMES[bet.type]} bet`, currency);
    if (newBets.length > 0) await assertMayWager(trx, userId, currency);
    const before = open?.state ?? (await freshTable(trx, userId));
    if (before.bets.length === 0 && newBets.length === 0) throw refusal('no_bets');
    // The limit holds per bet on the table: a bet added to one already up may not pass the maximum.
    for (const bet of limited) {
      const sameType = [
        ...before.bets.filter((b) => b.type === bet.type).map((b) => BigInt(b.amount)),
        ...newBets.filter((b) => b.type === bet.type).map((b) => b.units),
      ];
      const total = sameType.reduce((s, u) => s + u, 0n);
      if (total > BigInt(limits.max))
        assertWithinLimits(total, limits, `The ${BET_NAMES[bet.type]} bet on the table`, currency);
    }

    const fairness = publicFairness(seeds);
    const dice = rollDice(createFloatStream(seeds));
    const placed: CrapsBet[] = newBets.map((b) => ({
      type: b.type,
      amount: Number(b.units),
      ...(b.point === undefined ? {} : { point: b.point }),
    }));
    const rolled = rollCraps(before, dice, placed);
    if (!rolled.ok) throw refusal(rolled.error);

    const after = rolled.state;
    const keepOpen = after.bets.length > 0 || after.phase === 'point';
    const staked = onTable(after);
    let roundId: string;
    if (open) {
      roundId = open.id;
      await saveRound(trx, open, { state: after, staked, settled: !keepOpen, fairness });
    } else {
      roundId = await insertRound(trx, {
        userId,
        game: GAME,
        status: keepOpen ? 'open' : 'settled',
        state: after,
        fairness,
        staked,
        currency,
      });
    }
    const memo = { game: GAME, roundId, nonce: seeds.nonce };
    const newUnits = newBets.reduce((s, b) => s + b.units, 0n);
    await stake(trx, userId, CRAPS_HOUSE, newUnits, { ...memo, action: 'bet' }, currency);
    const winUnits = BigInt(rolled.winAmount);
    await payout(trx, userId, CRAPS_HOUSE, winUnits, memo, currency);

    const settlements = rolled.settlements.map((s) => ({
      type: s.bet.type,
      amount: money(s.bet.amount),
      ...pointOf(s.bet),
      outcome: s.outcome,
      returned: money(s.returned),
    }));
    let sessionId: string | null = null;
    if (rolled.settlements.length > 0) {
      sessionId = await recordSettlement(trx, {
        userId,
        gameId: gameIdOf('craps'),
        gameSlug: GAME,
        currency,
        betUnits: rolled.settlements.reduce((s, x) => s + BigInt(x.bet.amount), 0n),
        winUnits,
        gameData: {
          roundId,
          dice: rolled.roll.dice,
          total: rolled.roll.total,
          event: rolled.event,
          phase: before.phase,
          point: before.point,
          bets: settlements,
          fairness,
        },
      });
    }
    return {
      ...toTable(after, currency),
      dice: [rolled.roll.dice[0], rolled.roll.dice[1]],
      total: rolled.roll.total,
      event: rolled.event,
      settlements,
      winAmount: formatMoney(winUnits),
      sessionId,
      currency,
      balance: await walletBalance(trx, userId, currency),
      fairness,
    };
  });
}

import { randomUUID } from 'node:crypto';
import type { CreateChallengeRequest, P2pChallenge } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { stakeIntoEscrow } from './challenge-escrow.js';
import { findChallengeView, toP2pChallenge } from './challenge-row.js';
import { challengeTermsOf, type ChallengeTerms } from './challenge-terms.js';

/**
 * Open challenges one player may have at once: each locks a stake and a line of everyone's list, so a
 * player (or a script) cannot fill the list; cancelling one or having it accepted frees a place.
 */
export const MAX_OPEN_CHALLENGES_PER_PLAYER = 10;

export interface ChallengeTiming {
  now: Date;
  /** How long an open challenge waits for an opponent (CHALLENGE_EXPIRY_MS, default 24 h). */
  expiryMs: number;
}

interface NewChallenge {
  terms: ChallengeTerms;
  cryptoCurrency: string | null;
  invitedId: string | null;
  rematchOf: string | null;
}

/**
 * Inserts an open challenge and moves the creator's stake into its escrow, in the caller's
 * transaction. The creator's user row is locked first (users before ledger accounts, everywhere), so
 * two creates at once count each other against the cap.
 */
async function openChallenge(
  trx: Transaction<Database>,
  creatorId: string,
  challenge: NewChallenge,
  timing: ChallengeTiming,
): Promise<string> {
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', creatorId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  const open = await trx
    .selectFrom('p2p_challenges')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('creator_id', '=', creatorId)
    .where('status', '=', 'open')
    .where('expires_at', '>', timing.now)
    .executeTakeFirstOrThrow();
  if (open.n >= MAX_OPEN_CHALLENGES_PER_PLAYER)
    throw new DomainError(
      'conflict',
      `You already have ${MAX_OPEN_CHALLENGES_PER_PLAYER} open challenges. Cancel one or wait until one is accepted.`,
    );
  const id = randomUUID();
  const { terms } = challenge;
  await trx
    .insertInto('p2p_challenges')
    .values({
      id,
      game_type: terms.gameType,
      bet_type: terms.betType,
      currency: terms.currency,
      bet_amount: terms.betUnits,
      skill_level: terms.skillLevel,
      crypto_currency: challenge.cryptoCurrency,
      creator_id: creatorId,
      invited_id: challenge.invitedId,
      rematch_of: challenge.rematchOf,
      created_at: timing.now,
      expires_at: new Date(timing.now.getTime() + timing.expiryMs),
    })
    .execute();
  await stakeIntoEscrow(
    trx,
    { id, currency: terms.currency, betUnits: terms.betUnits },
    creatorId,
    'creator',
  );
  return id;
}

async function answer(db: Kysely<Database>, id: string): Promise<P2pChallenge> {
  const view = await findChallengeView(db, id);
  if (!view) throw new Error(`challenge ${id} vanished after its creation`);
  return toP2pChallenge(view);
}

/**
 * POST /api/p2p-challenges/create: checks the terms, then inserts the challenge and moves the stake
 * from the creator's wallet into escrow in one transaction (a short wallet refuses both).
 */
export async function createChallenge(
  db: Kysely<Database>,
  creatorId: string,
  request: CreateChallengeRequest,
  timing: ChallengeTiming,
): Promise<P2pChallenge> {
  const terms = challengeTermsOf(request);
  const id = await db.transaction().execute((trx) =>
    // The crypto currency belongs to crypto bets only, which are refused: it is never stored.
    openChallenge(trx, creatorId, { terms, cryptoCurrency: null, invitedId: null, rematchOf: null }, timing),
  );
  return answer(db, id);
}

/**
 * "Play Again": a new challenge on the same terms, offered to the other player only. Only a player
 * of a finished challenge may ask, and only while no rematch between the two is pending.
 */
export async function createRematch(
  db: Kysely<Database>,
  userId: string,
  challengeId: string,
  timing: ChallengeTiming,
): Promise<P2pChallenge> {
  const id = await db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('p2p_challenges')
      .selectAll()
      .where('id', '=', challengeId)
      .executeTakeFirst();
    const isPlayer = previous && (previous.creator_id === userId || previous.opponent_id === userId);
    if (!previous || !isPlayer) throw new DomainError('not_found', 'No challenge of yours with that id.');
    if (previous.status !== 'finished' || previous.opponent_id === null)
      throw new DomainError('conflict', 'A rematch can be offered once the challenge has finished.');
    const otherId = previous.creator_id === userId ? previous.opponent_id : previous.creator_id;
    // Serialises rematch offers of one pair: both players' rows, in id order.
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [userId, otherId])
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
    const pending = await trx
      .selectFrom('p2p_challenges')
      .select('id')
      .where('status', '=', 'open')
      .where('expires_at', '>', timing.now)
      .where((eb) =>
        eb.or([
          eb.and([eb('creator_id', '=', userId), eb('invited_id', '=', otherId)]),
          eb.and([eb('creator_id', '=', otherId), eb('invited_id', '=', userId)]),
        ]),
      )
      .executeTakeFirst();
    if (pending)
      throw new DomainError('conflict', 'A rematch between you two is already waiting to be accepted.', {
        challengeId: pending.id,
      });
    const terms: ChallengeTerms = {
      gameType: previous.game_type as ChallengeTerms['gameType'],
      betType: previous.bet_type as ChallengeTerms['betType'],
      currency: previous.currency,
      betUnits: previous.bet_amount,
      // The same level; the invited player is not held to its band (see accept-challenge.ts).
      skillLevel: previous.skill_level as ChallengeTerms['skillLevel'],
    };
    return openChallenge(
      trx,
      userId,
      { terms, cryptoCurrency: null, invitedId: otherId, rematchOf: previous.id },
      timing,
    );
  });
  return answer(db, id);
}

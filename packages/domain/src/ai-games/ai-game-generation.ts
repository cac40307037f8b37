import { randomBytes } from 'node:crypto';
import type { GenerateAiGameRequest, GenerateAiGameResponse } from '@casino/contracts';
import { sql, type AiGameRow, type Database, type Kysely } from '@casino/db';
import { designAiMath, fromExact, rational, type AiMathDesign } from '@casino/engine';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { publicName } from '../leaderboards/player-identity.js';
import { loadIconLibrary } from './icon-library.js';
import type { LanguageModel } from './language-model.js';
import { designPresentation, type ProposedText } from './presentation-designer.js';
import { BLOCKED_WORDS_MESSAGE, hasBlockedWords } from './word-filter.js';

/**
 * Asking for a game and designing it (issue 19). The request answers at once: it is checked (word
 * filter, the player's rate limit) and queued as a `pending` ai_games row in one transaction with
 * the player's row locked, so parallel requests cannot pass the limit together. The designer runs
 * in every api process: a run claims due rows with FOR UPDATE SKIP LOCKED and moves their
 * next_attempt_at a lease ahead in the same transaction, so each game is designed by one process;
 * a process that dies mid-design leaves the row to be claimed again when the lease ends. Designing
 * is a pure function of the row (and the model's answer, when one is configured and answers); the
 * row becomes `ready` only if it is still `pending`, so a second claim after a slow first one
 * changes nothing.
 */

export interface GenerationLimits {
  /** Games one player may ask for per rolling hour. */
  perHour: number;
}

/** How long a claimed job is left to its process before another may take it. */
export const GENERATION_LEASE_MS = 120_000;
/** Tries before a game is marked failed. */
export const GENERATION_MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 15_000;
const CLAIM_BATCH = 4;
/** Seconds a design takes here, for the estimate (the slot enumeration dominates). */
const SECONDS_PER_DESIGN = 2;

export const GENERATION_RATE_LIMIT_MESSAGE =
  'You have asked for many games in the last hour. Please try again later.';

/** The name the list shows as a game's creator. */
async function creatorNameOf(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return publicName({ userId: row.id, firstName: row.first_name, lastName: row.last_name });
}

/** POST /api/ai-games/generate: queues the design and says when it should be ready. */
export async function requestAiGame(
  db: Kysely<Database>,
  userId: string,
  request: GenerateAiGameRequest,
  options: { now: Date; limits: GenerationLimits; workerIntervalMs: number; languageModel: boolean },
): Promise<GenerateAiGameResponse> {
  for (const field of ['theme', 'aiPrompt'] as const)
    if (hasBlockedWords(request[field]))
      throw new DomainError('validation_error', `body.${field}: ${BLOCKED_WORDS_MESSAGE}`, {
        field: `body.${field}`,
      });
  const creatorName = await creatorNameOf(db, userId);
  const { id, ahead } = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const recent = await trx
      .selectFrom('ai_games')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('creator_id', '=', userId)
      .where('created_at', '>', new Date(options.now.getTime() - 3_600_000))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= options.limits.perHour)
      throw new DomainError('rate_limited', GENERATION_RATE_LIMIT_MESSAGE, { retryAfterSeconds: 3_600 });
    const row = await trx
      .insertInto('ai_games')
      .values({
        creator_id: userId,
        creator_name: creatorName,
        game_type: request.gameType,
        theme: request.theme,
        difficulty: request.difficulty,
        ai_prompt: request.aiPrompt,
        design_seed: randomBytes(32).toString('hex'),
        created_at: options.now,
        next_attempt_at: options.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queue = await trx
      .selectFrom('ai_games')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .where('id', '<', row.id)
      .executeTakeFirstOrThrow();
    return { id: row.id, ahead: Number(queue.n) };
  });
  const wait =
    Math.ceil(options.workerIntervalMs / 1000) +
    SECONDS_PER_DESIGN * (ahead + 1) +
    (options.languageModel ? 5 : 0);
  return {
    id,
    status: 'pending',
    estimatedTime: Math.max(1, wait),
    message: 'Your game is being designed.',
  };
}

export interface StoredDesign {
  presentation: ReturnType<typeof designPresentation>['presentation'];
  math: AiMathDesign;
}

/** Designs one game from its row: the model's text when it answers, the engine's mathematics always. */
export async function designGame(
  row: Pick<AiGameRow, 'game_type' | 'theme' | 'difficulty' | 'ai_prompt' | 'design_seed'>,
  languageModel: LanguageModel | null,
  onModelError: (error: unknown) => void = () => undefined,
): Promise<{
  name: string;
  description: string;
  design: StoredDesign;
  designer: 'procedural' | 'language-model';
}> {
  const input = {
    gameType: row.game_type,
    theme: row.theme,
    difficulty: row.difficulty,
    aiPrompt: row.ai_prompt,
    seed: row.design_seed,
  };
  let proposed: ProposedText | null = null;
  if (languageModel) {
    try {
      proposed = await languageModel.propose(input);
    } catch (error) {
      onModelError(error);
    }
  }
  const looks = designPresentation(input, proposed, await loadIconLibrary());
  const math = designAiMath(row.game_type, row.difficulty, row.design_seed, looks.arcadeGame);
  return {
    name: looks.name,
    description: looks.description,
    design: { presentation: looks.presentation, math },
    designer: proposed ? 'language-model' : 'procedural',
  };
}

/** The stored figures of a design: return and net-win chance in percent, volatility per unit. */
export function figuresColumns(math: AiMathDesign): { rtp: string; hit_rate: string; volatility: string } {
  const rtp = fromExact(math.figures.rtp);
  const hit = fromExact(math.figures.hitRate);
  // numeric(7,4) percent, truncated (never overstated); the exact fraction stays in the design.
  const percent = (r: typeof rtp, digits: bigint) => {
    const scaled = (r.num * 100n * 10n ** digits) / r.den;
    const s = scaled.toString().padStart(Number(digits) + 1, '0');
    return `${s.slice(0, -Number(digits))}.${s.slice(-Number(digits))}`;
  };
  return {
    rtp: percent(rtp, 4n),
    hit_rate: (rational.toNumber(hit) * 100).toFixed(4),
    volatility: math.figures.volatility.toFixed(3),
  };
}

export interface GenerationReport {
  designed: number;
  failed: number;
  retried: number;
}

/** One run of the designer: claims due jobs and designs each (see the module comment). */
export async function runGenerationJobs(
  db: Kysely<Database>,
  options: { clock: Clock; languageModel: LanguageModel | null; onModelError?: (error: unknown) => void },
): Promise<GenerationReport> {
  const claimedAt = options.clock();
  const claimed = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('ai_games')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', claimedAt)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(CLAIM_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('ai_games')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(claimedAt.getTime() + GENERATION_LEASE_MS),
      }))
      .where(
        'id',
        'in',
        due.map((r) => r.id),
      )
      .returning(['id', 'game_type', 'theme', 'difficulty', 'ai_prompt', 'design_seed', 'attempts'])
      .execute();
  });
  const report: GenerationReport = { designed: 0, failed: 0, retried: 0 };
  for (const row of claimed) {
    try {
      const designed = await designGame(row, options.languageModel, options.onModelError);
      await db
        .updateTable('ai_games')
        .set({
          status: 'ready',
          name: designed.name,
          description: designed.description,
          design: JSON.stringify(designed.design),
          designer: designed.designer,
          ...figuresColumns(designed.design.math),
          ready_at: options.clock(),
          last_error: null,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
      report.designed++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= GENERATION_MAX_ATTEMPTS;
      await db
        .updateTable('ai_games')
        .set({
          last_error: message,
          ...(giveUp
            ? { status: 'failed' as const }
            : {
                next_attempt_at: new Date(
                  options.clock().getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1),
                ),
              }),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
      if (giveUp) report.failed++;
      else report.retried++;
    }
  }
  return report;
}

/** Jobs waiting now (the estimate and the admin page). */
export async function pendingGenerationCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('ai_games')
    .select(sql<string>`count(*)`.as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

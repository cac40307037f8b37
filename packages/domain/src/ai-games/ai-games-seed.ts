import { createHash } from 'node:crypto';
import type { AiDifficulty, AiGameType } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { gameOf } from '@casino/games';
import { designGame, figuresColumns } from './ai-game-generation.js';

/**
 * The studio's own games (issue 19: Featured is "a seeded, curated set plus staff picks"), designed
 * by the same procedural designer from fixed seeds, so every installation has the same ones. Seeded
 * once each (a game keeps its plays and ratings across restarts).
 */
const CURATED: ReadonlyArray<{
  key: string;
  gameType: AiGameType;
  theme: string;
  difficulty: AiDifficulty;
  aiPrompt: string;
}> = [
  {
    key: 'nebula-slots',
    gameType: 'slots',
    theme: 'Space',
    difficulty: 'medium',
    aiPrompt: 'Rockets, ringed planets and comets over a neon galaxy.',
  },
  {
    key: 'kraken-roulette',
    gameType: 'roulette',
    theme: 'Ocean',
    difficulty: 'easy',
    aiPrompt: 'A wheel from a sunken ship, with octopus and anchors.',
  },
  {
    key: 'dragon-blackjack',
    gameType: 'blackjack',
    theme: 'Dragon',
    difficulty: 'medium',
    aiPrompt: 'A dragon guards the table and its hoard of gold.',
  },
  {
    key: 'viking-poker',
    gameType: 'poker',
    theme: 'Viking',
    difficulty: 'hard',
    aiPrompt: 'Draw poker in a longhouse: axes, shields and runes.',
  },
  {
    key: 'candy-plinko',
    gameType: 'arcade',
    theme: 'Candy',
    difficulty: 'easy',
    aiPrompt: 'A ball drops through pegs of cupcakes and donuts.',
  },
  {
    key: 'desert-dice',
    gameType: 'arcade',
    theme: 'Desert',
    difficulty: 'hard',
    aiPrompt: 'Roll the dice under a blazing sun among cactus and camels.',
  },
];

export async function seedCuratedAiGames(db: Kysely<Database>): Promise<void> {
  const creatorName = gameOf('ai-games').provider;
  for (const game of CURATED) {
    const seed = createHash('sha256').update(`curated-ai-game:${game.key}`).digest('hex');
    const exists = await db
      .selectFrom('ai_games')
      .select('id')
      .where('design_seed', '=', seed)
      .executeTakeFirst();
    if (exists) continue;
    const designed = await designGame(
      {
        game_type: game.gameType,
        theme: game.theme,
        difficulty: game.difficulty,
        ai_prompt: game.aiPrompt,
        design_seed: seed,
      },
      null,
    );
    await db
      .insertInto('ai_games')
      .values({
        creator_id: null,
        creator_name: creatorName,
        game_type: game.gameType,
        theme: game.theme,
        difficulty: game.difficulty,
        ai_prompt: game.aiPrompt,
        design_seed: seed,
        status: 'ready',
        name: designed.name,
        description: designed.description,
        design: JSON.stringify(designed.design),
        designer: designed.designer,
        ...figuresColumns(designed.design.math),
        featured: true,
        curated: true,
        ready_at: new Date(),
      })
      .execute();
  }
}

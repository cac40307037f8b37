import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_DIFFICULTIES, AI_GAME_TYPES, fromExact, inReturnBand } from '@casino/engine';
import { designGame, figuresColumns } from './ai-game-generation.js';
import { loadIconLibrary, type IconLibrary } from './icon-library.js';
import { arcadeGameOf, designPresentation, SYMBOLS_PER_GAME, themeWords } from './presentation-designer.js';
import { hasBlockedWords } from './word-filter.js';

const row = (
  game_type: (typeof AI_GAME_TYPES)[number],
  theme: string,
  difficulty: (typeof AI_DIFFICULTIES)[number],
  ai_prompt: string,
  design_seed: string,
) => ({
  game_type,
  theme,
  difficulty,
  ai_prompt,
  design_seed,
});

describe('the procedural designer', () => {
  let icons: IconLibrary;
  beforeAll(async () => {
    icons = await loadIconLibrary();
  });

  it.each([
    ['Deep Ocean', 'whales and an octopus', /whale|octopus|fish|anchor|shell|wave|ocean/],
    ['Pirate Cove', 'treasure maps and skulls', /skull|chest|ship|treasure|map|parrot|anchor|pirate/],
    ['Space Station', 'rockets between planets', /rocket|planet|alien|comet|station|space/],
    ['Dragon', 'a hoard of gold', /dragon|gold|egg|fire|castle|sword|crown|gem/],
  ])('picks symbols that show the theme: %s', (theme, prompt, expected) => {
    const looks = designPresentation(
      { gameType: 'slots', theme, difficulty: 'medium', aiPrompt: prompt, seed: 'seed-1' },
      null,
      icons,
    );
    expect(looks.presentation.symbols).toHaveLength(SYMBOLS_PER_GAME);
    expect(new Set(looks.presentation.symbols.map((s) => s.icon)).size).toBe(SYMBOLS_PER_GAME);
    expect(looks.presentation.symbols.map((s) => s.icon).join(' ')).toMatch(expected);
    for (const s of looks.presentation.symbols) expect(s.path).toMatch(/^[Mm][\d.\-\s,a-zA-Z]+$/);
    expect(looks.presentation.credit).toMatch(/CC BY 3\.0/);
    expect(looks.name).toMatch(new RegExp(theme.split(' ')[0]!, 'i'));
  });

  it('is a function of its seed: the same request designs the same game', () => {
    const input = {
      gameType: 'roulette' as const,
      theme: 'Candy',
      difficulty: 'easy' as const,
      aiPrompt: 'sweet',
      seed: 'abc',
    };
    expect(designPresentation(input, null, icons)).toEqual(designPresentation(input, null, icons));
  });

  it.each(['constructor', '__proto__', 'toString hasOwnProperty', 'valueOf prototype'])(
    'designs a game for a theme named like an object member: %s',
    (theme) => {
      const looks = designPresentation(
        { gameType: 'slots', theme, difficulty: 'easy', aiPrompt: theme, seed: 'seed-1' },
        null,
        icons,
      );
      expect(looks.presentation.symbols).toHaveLength(SYMBOLS_PER_GAME);
      expect(looks.presentation.palette).toBeDefined();
    },
  );

  it('reads the instant game a theme asks for', () => {
    expect(arcadeGameOf(themeWords('Lucky Dice'))).toBe('dice');
    expect(arcadeGameOf(themeWords('Ball drop carnival'))).toBe('plinko');
    expect(arcadeGameOf(themeWords('Wheel of gold'))).toBe('wheel');
    expect(arcadeGameOf(themeWords('Ocean'))).toBeUndefined();
  });

  it.each([
    ['fuck this', true],
    ['sh1t happens', true],
    ['Scunthorpe classic', false],
    ['assassin creed', false],
    ['Deep Ocean', false],
  ])('word filter: %s -> %s', (text, blocked) => {
    expect(hasBlockedWords(text)).toBe(blocked);
  });

  it('keeps every return in the band over random themes, prompts, types and difficulties', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.string({ maxLength: 60 }),
        fc.constantFrom(...AI_GAME_TYPES),
        fc.constantFrom(...AI_DIFFICULTIES),
        fc.string({ minLength: 8, maxLength: 64 }),
        async (theme, prompt, type, difficulty, seed) => {
          const designed = await designGame(row(type, theme, difficulty, prompt, seed), null);
          expect(inReturnBand(fromExact(designed.design.math.figures.rtp))).toBe(true);
          expect(designed.design.math.kind).toBe(type);
          expect(designed.design.presentation.symbols).toHaveLength(SYMBOLS_PER_GAME);
          const columns = figuresColumns(designed.design.math);
          expect(Number(columns.rtp)).toBeGreaterThanOrEqual(94);
          expect(Number(columns.rtp)).toBeLessThanOrEqual(97.5);
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);
});

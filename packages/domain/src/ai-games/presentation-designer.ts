import type { AiDifficulty, AiGameType, AiPresentation } from '@casino/contracts';
import { designStream, pickOne, type AiArcadeGame, type FloatStream } from '@casino/engine';
import { ICON_SET_CREDIT, type IconLibrary, type LibraryIcon } from './icon-library.js';

/**
 * The procedural designer (issue 19): turns a theme and a prompt into a game's name, description,
 * palette and symbols with no network, every choice drawn from the design's seed. Words of the theme
 * and prompt (and, when a language model answered, its symbol theme) pick icons whose names hold
 * them, widened by a table of related words; a theme's hue comes from the same words. The
 * mathematics is the engine's (designAiMath); nothing here touches a number of the game.
 */

export const SYMBOLS_PER_GAME = 7;

/**
 * A table keyed by theme words. A Map, not an object literal: a player's word such as
 * "constructor" or "__proto__" must find nothing rather than Object.prototype's members.
 */
const wordTable = <T>(entries: Readonly<Record<string, T>>): ReadonlyMap<string, T> =>
  new Map(Object.entries(entries));

/** Related words a theme suggests (icons are found by the words in their names). */
const RELATED: ReadonlyMap<string, readonly string[]> = wordTable({
  ocean: ['fish', 'whale', 'octopus', 'anchor', 'shell', 'wave', 'crab', 'shark', 'coral'],
  sea: ['fish', 'whale', 'anchor', 'shell', 'wave', 'ship', 'crab'],
  underwater: ['fish', 'octopus', 'shell', 'coral', 'jellyfish', 'submarine'],
  pirate: ['skull', 'chest', 'ship', 'parrot', 'anchor', 'treasure', 'cutlass', 'map'],
  treasure: ['chest', 'gold', 'gem', 'crown', 'coins', 'ring'],
  space: ['rocket', 'planet', 'alien', 'comet', 'ufo', 'moon', 'satellite', 'galaxy'],
  galaxy: ['planet', 'comet', 'rocket', 'alien', 'star', 'moon'],
  cosmic: ['planet', 'comet', 'galaxy', 'star', 'moon'],
  dragon: ['dragon', 'egg', 'fire', 'castle', 'sword', 'crown', 'gem'],
  fantasy: ['dragon', 'wizard', 'potion', 'castle', 'sword', 'unicorn', 'wand'],
  magic: ['wizard', 'potion', 'wand', 'crystal', 'spell', 'book', 'orb'],
  wizard: ['wizard', 'potion', 'wand', 'spell', 'orb', 'book'],
  egypt: ['pyramid', 'scarab', 'ankh', 'sphinx', 'mummy', 'pharaoh', 'eye'],
  ancient: ['pyramid', 'scarab', 'temple', 'column', 'amphora', 'helmet'],
  jungle: ['monkey', 'snake', 'tiger', 'parrot', 'leaf', 'banana', 'gorilla'],
  safari: ['lion', 'elephant', 'giraffe', 'rhinoceros', 'zebra', 'tiger'],
  candy: ['candy', 'cake', 'cupcake', 'lollipop', 'donut', 'cookie', 'chocolate'],
  sweet: ['cake', 'cupcake', 'donut', 'cookie', 'honey', 'cherry'],
  fruit: ['cherry', 'lemon', 'grapes', 'watermelon', 'banana', 'apple', 'orange', 'strawberry'],
  christmas: ['gift', 'bell', 'snowflake', 'pine', 'candle', 'star', 'reindeer'],
  winter: ['snowflake', 'snowman', 'ice', 'pine', 'mittens', 'igloo'],
  halloween: ['pumpkin', 'ghost', 'bat', 'witch', 'skull', 'cauldron', 'spider'],
  spooky: ['ghost', 'skull', 'bat', 'coffin', 'spider', 'candle'],
  western: ['cowboy', 'cactus', 'revolver', 'horse', 'sheriff', 'wanted', 'saloon'],
  cowboy: ['cowboy', 'cactus', 'horse', 'revolver', 'boot', 'lasso'],
  ninja: ['ninja', 'katana', 'shuriken', 'mask', 'bamboo', 'dragon'],
  samurai: ['katana', 'samurai', 'helmet', 'bamboo', 'pagoda', 'fan'],
  japan: ['pagoda', 'torii', 'katana', 'fan', 'bonsai', 'koi'],
  viking: ['viking', 'axe', 'shield', 'drakkar', 'horn', 'rune', 'hammer'],
  norse: ['rune', 'hammer', 'raven', 'wolf', 'axe', 'shield'],
  medieval: ['castle', 'knight', 'sword', 'shield', 'crown', 'helmet'],
  knight: ['knight', 'sword', 'shield', 'helmet', 'horse', 'castle'],
  robot: ['robot', 'gear', 'circuitry', 'battery', 'laser', 'processor'],
  cyber: ['circuitry', 'robot', 'processor', 'laser', 'hologram', 'chip'],
  future: ['robot', 'rocket', 'laser', 'hologram', 'satellite'],
  sport: ['soccer', 'trophy', 'medal', 'whistle', 'basketball', 'tennis'],
  football: ['soccer', 'trophy', 'whistle', 'medal', 'boot'],
  music: ['guitar', 'drum', 'piano', 'microphone', 'trumpet', 'note'],
  rock: ['guitar', 'microphone', 'drum', 'amplifier', 'skull'],
  food: ['pizza', 'burger', 'hot', 'taco', 'noodles', 'cheese'],
  farm: ['cow', 'pig', 'chicken', 'barn', 'tractor', 'wheat', 'sheep'],
  animal: ['cat', 'dog', 'horse', 'lion', 'rabbit', 'owl', 'fox'],
  forest: ['tree', 'mushroom', 'owl', 'fox', 'deer', 'acorn', 'leaf'],
  fire: ['fire', 'flame', 'volcano', 'phoenix', 'dragon', 'torch'],
  volcano: ['volcano', 'lava', 'fire', 'rock', 'ash'],
  ice: ['ice', 'snowflake', 'crystal', 'penguin', 'igloo'],
  desert: ['cactus', 'camel', 'scorpion', 'sun', 'oasis', 'pyramid'],
  greek: ['column', 'amphora', 'laurel', 'trident', 'helmet', 'lyre'],
  myth: ['trident', 'lightning', 'pegasus', 'hydra', 'laurel'],
  aztec: ['aztec', 'mayan', 'jaguar', 'sun', 'feather', 'mask'],
  dinosaur: ['dinosaur', 'egg', 'bone', 'footprint', 'volcano', 'fossil'],
  circus: ['circus', 'clown', 'juggler', 'elephant', 'balloon', 'tent'],
  casino: ['dice', 'card', 'chip', 'crown', 'diamond', 'bell'],
  vegas: ['dice', 'card', 'diamond', 'crown', 'cocktail', 'bell'],
  luck: ['clover', 'horseshoe', 'dice', 'coins', 'rainbow', 'star'],
  irish: ['clover', 'rainbow', 'pot', 'horseshoe', 'harp', 'coins'],
  garden: ['flower', 'rose', 'butterfly', 'bee', 'tulip', 'watering'],
  flower: ['flower', 'rose', 'tulip', 'lotus', 'sunflower', 'daisy'],
  bird: ['parrot', 'owl', 'eagle', 'raven', 'swan', 'feather'],
  racing: ['car', 'flag', 'trophy', 'helmet', 'wheel', 'podium'],
  zombie: ['zombie', 'brain', 'skull', 'grave', 'hand'],
  vampire: ['vampire', 'bat', 'coffin', 'fangs', 'castle', 'blood'],
  witch: ['witch', 'cauldron', 'broom', 'potion', 'cat', 'spell'],
  crystal: ['crystal', 'gem', 'diamond', 'orb', 'prism'],
  gem: ['gem', 'diamond', 'crystal', 'ring', 'necklace'],
  jewel: ['gem', 'diamond', 'ring', 'necklace', 'crown'],
  gold: ['gold', 'coins', 'crown', 'chest', 'nugget'],
  money: ['coins', 'gold', 'cash', 'chest', 'bank'],
  dice: ['dice', 'cube', 'cup'],
  cards: ['card', 'ace', 'joker', 'spade'],
  king: ['crown', 'throne', 'scepter', 'castle', 'lion'],
  queen: ['crown', 'throne', 'ring', 'castle', 'rose'],
  royal: ['crown', 'throne', 'scepter', 'gem', 'castle'],
  tea: ['teapot', 'cup', 'cake', 'leaf'],
  coffee: ['coffee', 'cup', 'bean', 'croissant'],
});

/** Icons any game may fill its set with, most valuable first. */
const CASINO_ICONS = [
  'crown',
  'cut-diamond',
  'gold-bar',
  'clover',
  'ringing-bell',
  'cherry',
  'lemon',
  'grapes',
  'star-medal',
  'horseshoe',
];

/** A hue (0-359) the theme's words suggest, when one does. */
const HUES: ReadonlyMap<string, number> = wordTable({
  ocean: 200,
  sea: 200,
  underwater: 195,
  water: 200,
  ice: 190,
  winter: 205,
  space: 255,
  galaxy: 265,
  cosmic: 270,
  night: 240,
  fire: 12,
  volcano: 8,
  dragon: 0,
  lava: 10,
  desert: 35,
  egypt: 42,
  gold: 45,
  treasure: 44,
  royal: 48,
  forest: 125,
  jungle: 110,
  garden: 105,
  farm: 95,
  irish: 135,
  luck: 130,
  candy: 320,
  sweet: 330,
  fruit: 350,
  halloween: 28,
  spooky: 275,
  vampire: 350,
  christmas: 355,
  pirate: 30,
  western: 25,
  cowboy: 28,
  viking: 210,
  norse: 210,
  ninja: 0,
  japan: 355,
  cyber: 185,
  robot: 190,
  future: 180,
  magic: 285,
  wizard: 280,
  fantasy: 290,
  witch: 290,
  crystal: 280,
  music: 300,
});

export interface PresentationInput {
  gameType: AiGameType;
  theme: string;
  difficulty: AiDifficulty;
  aiPrompt: string;
  seed: string;
}

/** A language model's proposal (validated): text and the words its symbols should show. */
export interface ProposedText {
  name: string;
  description: string;
  symbolTheme: readonly string[];
}

export interface DesignedPresentation {
  name: string;
  description: string;
  presentation: AiPresentation;
  /** The instant game the theme suggests (arcade only). */
  arcadeGame?: AiArcadeGame;
}

const STOP_WORDS = new Set(
  'a an and are as at be but by for from game games i in into is it its make me my of on or our please that the their theme themed this to with want would like some lots very where which who you your'.split(
    ' ',
  ),
);

/** The lowercase words of a text (letters only), stop words dropped, in order, once each. */
export function themeWords(...texts: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const text of texts)
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? [])
      if (word.length >= 3 && !STOP_WORDS.has(word)) seen.add(word);
  return [...seen];
}

const titleCase = (text: string): string =>
  text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');

/** Picks the game's symbols: icons named by the theme's words, then related words, then casino icons. */
export function pickSymbols(
  words: readonly string[],
  stream: FloatStream,
  icons: IconLibrary,
): LibraryIcon[] {
  const chosen: string[] = [];
  const take = (candidates: readonly string[]) => {
    const fresh = candidates.filter((c) => !chosen.includes(c));
    if (fresh.length > 0 && chosen.length < SYMBOLS_PER_GAME) chosen.push(pickOne(stream, fresh));
  };
  // One icon per word first, so every word of the theme shows; then related words; then more of each.
  for (const word of words) take(icons.iconsWithWord(word));
  for (const word of words) for (const related of RELATED.get(word) ?? []) take(icons.iconsWithWord(related));
  for (let round = 0; round < 3 && chosen.length < SYMBOLS_PER_GAME; round++)
    for (const word of words) take(icons.iconsWithWord(word));
  for (const name of CASINO_ICONS)
    if (chosen.length < SYMBOLS_PER_GAME && !chosen.includes(name)) chosen.push(name);
  return chosen
    .slice(0, SYMBOLS_PER_GAME)
    .map((name) => icons.iconByName(name))
    .filter((icon): icon is LibraryIcon => icon !== null);
}

function hex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** A palette around the theme's hue: a dark table, a bright primary, a contrasting accent, symbol colours. */
export function paletteFor(words: readonly string[], stream: FloatStream): AiPresentation['palette'] {
  const hinted = words.map((w) => HUES.get(w)).find((h) => h !== undefined);
  const hue = hinted ?? Math.floor(stream.next() * 360);
  const accent = (hue + 150 + Math.floor(stream.next() * 60)) % 360;
  return {
    background: hex(hue, 45, 9),
    surface: hex(hue, 38, 17),
    primary: hex(hue, 78, 56),
    accent: hex(accent, 82, 62),
    text: hex(hue, 30, 94),
    symbols: Array.from({ length: SYMBOLS_PER_GAME }, (_, i) =>
      hex((hue + i * 47 + (i === 0 ? 0 : 180)) % 360, 80 - i * 4, 62 - (i % 3) * 6),
    ),
  };
}

const TYPE_NAMES: Readonly<Record<AiGameType, readonly string[]>> = {
  slots: ['{T} Fortune', '{T} Reels', 'Spins of {T}', '{T} Riches', '{T} Jackpot Quest'],
  blackjack: ['{T} Blackjack', '{T} 21', 'Twenty-One of {T}'],
  poker: ['{T} Draw Poker', '{T} Aces', '{T} Poker Parlor'],
  roulette: ['{T} Roulette', 'Wheel of {T}', '{T} Spin'],
  arcade: ['{T} Arcade'],
};
const ARCADE_NAMES: Readonly<Record<AiArcadeGame, readonly string[]>> = {
  wheel: ['Wheel of {T}', '{T} Prize Wheel'],
  plinko: ['{T} Drop', '{T} Cascade'],
  dice: ['{T} Dice', '{T} High-Low'],
};
const TYPE_PHRASES: Readonly<Record<AiGameType, string>> = {
  slots: 'five reels of themed symbols',
  blackjack: 'a blackjack table with its own house rules',
  poker: 'draw poker with its own paytable',
  roulette: 'a roulette wheel of its own size',
  arcade: 'an instant arcade game',
};
const ARCADE_PHRASES: Readonly<Record<AiArcadeGame, string>> = {
  wheel: 'a prize wheel',
  plinko: 'a ball dropping through pegs',
  dice: 'a high-low dice roll',
};
const MOODS: Readonly<Record<AiDifficulty, string>> = {
  easy: 'gentle, with frequent small wins',
  medium: 'balanced between small wins and big moments',
  hard: 'wild, with rare big wins',
};

/** The instant game a theme's words suggest, if any. */
export function arcadeGameOf(words: readonly string[]): AiArcadeGame | undefined {
  if (words.some((w) => ['dice', 'roll', 'die', 'craps'].includes(w))) return 'dice';
  if (words.some((w) => ['plinko', 'drop', 'ball', 'peg', 'pegs', 'pachinko', 'cascade'].includes(w)))
    return 'plinko';
  if (words.some((w) => ['wheel', 'spin', 'fortune', 'carnival'].includes(w))) return 'wheel';
  return undefined;
}

/** The first sentence of the prompt, trimmed to a short clause for the description. */
function promptClause(prompt: string): string {
  const first = prompt.split(/(?<=[.!?])\s/)[0]?.trim() ?? '';
  const clause = first.replace(/[.!?]+$/, '');
  return clause.length > 140 ? `${clause.slice(0, 137).trimEnd()}...` : clause;
}

/**
 * Designs how a game looks and reads. With a language model's proposal its name and description are
 * used and its symbol theme picks the icons; otherwise the names and sentences come from templates.
 */
export function designPresentation(
  input: PresentationInput,
  proposed: ProposedText | null,
  icons: IconLibrary,
): DesignedPresentation {
  const stream = designStream(input.seed, 'presentation');
  const words = themeWords(input.theme, input.aiPrompt);
  const arcadeGame =
    input.gameType === 'arcade'
      ? (arcadeGameOf(words) ?? pickOne(stream, ['wheel', 'plinko', 'dice'] as const))
      : undefined;
  const symbolWords = proposed ? [...themeWords(...proposed.symbolTheme), ...words] : words;
  const symbols = pickSymbols(symbolWords, stream, icons);
  const palette = paletteFor(words, stream);
  const themeTitle = titleCase(input.theme).slice(0, 40);
  const templates = arcadeGame ? ARCADE_NAMES[arcadeGame] : TYPE_NAMES[input.gameType];
  const name = proposed?.name ?? pickOne(stream, templates).replace('{T}', themeTitle);
  const what = arcadeGame ? ARCADE_PHRASES[arcadeGame] : TYPE_PHRASES[input.gameType];
  const clause = promptClause(input.aiPrompt);
  const description =
    proposed?.description ??
    `${themeTitle}: ${what}, ${MOODS[input.difficulty]}.${clause ? ` ${clause.charAt(0).toUpperCase()}${clause.slice(1)}.` : ''}`;
  const tagline = `${symbols
    .slice(0, 3)
    .map((s) => s.label)
    .join(', ')} and more`;
  return {
    name,
    description,
    presentation: {
      palette,
      symbols: symbols.map((s) => ({ icon: s.icon, label: s.label, path: s.path })),
      tagline,
      credit: ICON_SET_CREDIT,
    },
    ...(arcadeGame ? { arcadeGame } : {}),
  };
}

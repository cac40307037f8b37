// What a score duel's game supplies (issue 14: logic_puzzles, image_puzzles, word_riddles). The duel
// around it (score-duel.ts: `scoreDuelRules(game)`) is the math duel's shape made common: both seats
// walk the same seeded items at their own pace over one shared clock cut into ARENA.rounds rounds of
// rising difficulty; when a round starts each seat moves on to that round's first item; a correct
// answer scores by speed and brings the next item; a wrong one locks the seat out for a few seconds
// and they answer the same item again; a skip brings the next item for no points; first to
// ARENA.winningScore wins, else the higher score when the clock runs out (equal scores draw).
// A game here is only its content: how an item is drawn from the seed, how an answer is judged and
// scored, what a seat may see of an item, and what the record reveals at the end.

/** Items of round r are numbered from (r - 1) · SCORE_DUEL_ROUND_STRIDE up. */
export const SCORE_DUEL_ROUND_STRIDE = 1000;
export const scoreDuelRoundOf = (index: number): number => Math.floor(index / SCORE_DUEL_ROUND_STRIDE) + 1;
export const firstItemOfRound = (round: number): number => (round - 1) * SCORE_DUEL_ROUND_STRIDE;

/** The score of one answer: 1-10 points when correct (hints taken off, never below 1), else 0. */
export interface ScoreDuelJudgement {
  readonly correct: boolean;
  readonly points: number;
}

/** Where an item stands for the seat that sees it. */
export interface ScoreDuelItemContext {
  readonly index: number;
  readonly round: number;
  /** Hints the seat has taken on this item. */
  readonly hints: number;
}

export interface ScoreDuelGame<Item, ItemView> {
  readonly gameType: 'logic_puzzles' | 'image_puzzles' | 'word_riddles';
  /**
   * The item at `index`: a pure function of the duel's seed and the index (both seats get the same),
   * its difficulty from the index's round (scoreDuelRoundOf).
   */
  item(seed: string, index: number): Item;
  /**
   * Judges a seat's answer to `item`. `answer` is the move's unchecked string; null when it is not
   * an answer at all (refused as a bad move, no lock-out). `elapsedMs` is the time since the seat was
   * shown the item (a wrong answer does not reset it); `hints` the hints it took.
   */
  judge(item: Item, answer: string, elapsedMs: number, hints: number): ScoreDuelJudgement | null;
  /** How many hints the item offers (0: the game has none). */
  hintCount(item: Item): number;
  /** The n-th hint (0-based, n < hintCount). */
  hintText(item: Item, n: number): string;
  /** Points a correct answer loses per hint taken. */
  readonly hintCost: number;
  /** What the seat sees of the item: the puzzle, never its solution (contracts: RiddleItem, LogicItem, SlidingItem). */
  itemView(item: Item, context: ScoreDuelItemContext): ItemView;
  /** The item with its solution, for the record stored (and revealed) when the duel ends. */
  recordItem(item: Item, index: number): Record<string, unknown>;
}

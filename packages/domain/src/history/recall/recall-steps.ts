import type { RoundRecallStep } from '@casino/contracts';
import { cardToString, fromCard, RANKS, SUITS, type Card, type FairnessSeeds } from '@casino/engine';

// What every game family's recall is made of: the steps in words, read from the round's game data.

export type RecallStep = RoundRecallStep;
export type GameData = Record<string, unknown>;

/** A game family's recall: its steps from the record, and its outcome recomputed from the seeds. */
export interface RoundFamily {
  /** The round step by step; `seeds` (the pair it was played with, secret or not) lets a family replay it. */
  steps(data: GameData, seeds: FairnessSeeds | null): RecallStep[];
  /** True when the engine, given the seeds, produces exactly the recorded outcome. */
  matches(data: GameData, seeds: FairnessSeeds): boolean;
}

export const step = (label: string, detail: string, amount: string | null = null): RecallStep => ({
  label,
  detail,
  amount,
});

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const isCard = (v: unknown): v is Card =>
  isRecord(v) &&
  (RANKS as readonly unknown[]).includes(v.rank) &&
  (SUITS as readonly unknown[]).includes(v.suit);

/** The cards of a recorded field, or null when it is not a list of cards. */
export const cardsOf = (v: unknown): Card[] | null => (Array.isArray(v) && v.every(isCard) ? v : null);

/** Cards as text, e.g. "As Td 7h". */
export const cardsText = (cards: readonly Card[]): string =>
  cards.length === 0 ? '(none)' : cards.map((c) => cardToString(fromCard(c))).join(' ');

/** The same cards in the same order (recorded against recomputed). */
export const sameCards = (a: readonly Card[] | null, b: readonly Card[]): boolean =>
  a !== null &&
  a.length === b.length &&
  a.every((card, i) => card.rank === b[i]?.rank && card.suit === b[i]?.suit);

/** A recorded money field ("12.50") or null. */
export const moneyField = (v: unknown): string | null => (isString(v) && /^-?\d+\.\d\d$/.test(v) ? v : null);

export const words = (key: string): string => key.replace(/[-_]/g, ' ');

/** Anything else: each recorded field, in words (the recall of a game without a family of its own). */
export function genericSteps(data: GameData): RecallStep[] {
  return Object.entries(data)
    .filter(([key]) => key !== 'fairness')
    .map(([key, value]) => step(words(key), typeof value === 'string' ? value : JSON.stringify(value)));
}

/** A recorded value as text: strings as they are, anything else as JSON. */
export const textOf = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : (JSON.stringify(v) ?? '');

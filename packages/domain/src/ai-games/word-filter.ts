import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * The word filter every text of a generated game passes (issue 19): the theme and prompt a player
 * sends, and the name and description a language model proposes. obscenity's English dataset with
 * its recommended transformers (it sees through l33t spelling, repeated and spaced-out letters, and
 * leaves "Scunthorpe" and "assassin" alone).
 */
let matcher: RegExpMatcher | null = null;

export function hasBlockedWords(text: string): boolean {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher.hasMatch(text);
}

export const BLOCKED_WORDS_MESSAGE = 'Please choose words that are not offensive.';

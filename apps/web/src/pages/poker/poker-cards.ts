import type { Card } from '@casino/contracts';
import { parseCard, toCard } from '@casino/engine';

/**
 * The poker room sends cards as short codes ("As", "Td", "2c"); the playing-card component draws
 * the API's `{ rank, suit }` shape. The engine's parser is the one definition of the codes.
 */
export function cardOfCode(code: string): Card | null {
  try {
    return toCard(parseCard(code));
  } catch {
    return null;
  }
}

/** Codes to cards, dropping anything that is not a card (never expected from the room). */
export function cardsOfCodes(codes: readonly string[]): Card[] {
  return codes.map(cardOfCode).filter((card): card is Card => card !== null);
}

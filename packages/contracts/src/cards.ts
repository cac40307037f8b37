import { z } from 'zod';

/** A playing card as the API shows it (the engine's `Card`). */
export const Card = z.object({
  suit: z.enum(['clubs', 'diamonds', 'hearts', 'spades']),
  rank: z.enum(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']),
});
export type Card = z.infer<typeof Card>;

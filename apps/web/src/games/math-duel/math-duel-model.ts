// The math duel's own figure: an answer as typed (the score race and lock-out are score-duel-model's).

/** An answer as typed: a whole number (negative allowed), else null. */
export function parseAnswer(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,10}$/.test(trimmed)) return null;
  return Number(trimmed);
}

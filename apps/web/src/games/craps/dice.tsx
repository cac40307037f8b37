/** Pip positions on a 3x3 grid (cells 0-8, row by row) for each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function Die({ value, rolling = false }: { value: number; rolling?: boolean }) {
  const pips = PIPS[value] ?? [];
  return (
    <span
      className={`die${rolling ? ' die--rolling' : ''}`}
      role="img"
      aria-label={rolling ? 'Die rolling' : `Die showing ${value}`}
      data-testid="die"
    >
      {Array.from({ length: 9 }, (_, cell) => (
        <span key={cell} className={`die__cell${pips.includes(cell) ? ' die__cell--pip' : ''}`} />
      ))}
    </span>
  );
}

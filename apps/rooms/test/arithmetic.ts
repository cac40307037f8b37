/**
 * Evaluates a math duel problem as a player reads it ("(3 + 4) × 5", "56 ÷ 8 - 2"): whole numbers,
 * + - × ÷ (and * /), parentheses, the usual precedence. What the tests' and the benchmark's
 * simulated players answer with; the engine's own answers stay on the server.
 */
export function evaluateProblem(text: string): number {
  const tokens = text.match(/\d+|[-+×÷*/()]/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  const primary = (): number => {
    const token = next();
    if (token === '(') {
      const value = sum();
      if (next() !== ')') throw new Error(`unbalanced parentheses in "${text}"`);
      return value;
    }
    if (token === '-') return -primary();
    if (token === undefined || !/^\d+$/.test(token)) throw new Error(`unexpected "${token}" in "${text}"`);
    return Number(token);
  };
  const product = (): number => {
    let value = primary();
    for (let op = peek(); op === '×' || op === '*' || op === '÷' || op === '/'; op = peek()) {
      next();
      const right = primary();
      value = op === '×' || op === '*' ? value * right : value / right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      next();
      const right = product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`trailing "${tokens.slice(at).join(' ')}" in "${text}"`);
  return value;
}

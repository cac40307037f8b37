import type { AiPresentation } from '@casino/contracts';
import {
  aiPocketColor,
  aiRouletteReturnOf,
  diceMultiplier,
  SLOT_ROWS,
  type AiArcadeDesign,
  type AiOneShotChoice,
  type AiOneShotOutcome,
  type AiRouletteBetType,
  type AiRouletteDesign,
  type AiSlotsDesign,
} from '@casino/engine';

// The Game Area of the generated games decided at once: reels of the design's symbols, its wheel,
// its plinko board or its dice, drawn in the design's palette from the server's outcome. The
// engine's types are imported for display only (ARCHITECTURE.md: web uses the engine to display).

export function SymbolIcon({
  presentation,
  index,
  size = 48,
}: {
  presentation: AiPresentation;
  index: number;
  size?: number;
}) {
  const symbol = presentation.symbols[index];
  const color = presentation.palette.symbols[index] ?? presentation.palette.primary;
  if (!symbol) return null;
  return (
    <svg viewBox="0 0 512 512" width={size} height={size} role="img" aria-label={symbol.label}>
      <path d={symbol.path} fill={color} />
    </svg>
  );
}

export function SlotsArea({
  design,
  presentation,
  outcome,
  spinning,
}: {
  design: AiSlotsDesign;
  presentation: AiPresentation;
  outcome: Extract<AiOneShotOutcome, { type: 'slots' }> | null;
  spinning: boolean;
}) {
  // Before the first spin the reels show their first stops.
  const window =
    outcome?.window ??
    design.strips.map((strip) => Array.from({ length: SLOT_ROWS }, (_, r) => strip[r] ?? 0));
  const winning = new Set<string>();
  for (const win of outcome?.lineWins ?? []) {
    const rows = design.lines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel++) winning.add(`${reel}:${rows[reel]}`);
  }
  return (
    <div className={`ai-reels${spinning ? ' is-spinning' : ''}`} data-testid="ai-reels">
      {window.map((column, reel) => (
        <div key={reel} className="ai-reel">
          {column.map((symbol, row) => (
            <span
              key={row}
              className={`ai-reel__cell${winning.has(`${reel}:${row}`) && !spinning ? ' is-winning' : ''}`}
            >
              <SymbolIcon presentation={presentation} index={symbol} size={56} />
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

export function SlotsPaytable({
  design,
  presentation,
}: {
  design: AiSlotsDesign;
  presentation: AiPresentation;
}) {
  return (
    <table className="ai-paytable">
      <caption>Pays per line bet ({design.lines.length} lines)</caption>
      <thead>
        <tr>
          <th scope="col">Symbol</th>
          <th scope="col">×3</th>
          <th scope="col">×4</th>
          <th scope="col">×5</th>
        </tr>
      </thead>
      <tbody>
        {design.pays.map((pays, i) => (
          <tr key={i}>
            <th scope="row">
              <SymbolIcon presentation={presentation} index={i} size={22} />
              <span className="visually-hidden">{presentation.symbols[i]?.label}</span>
            </th>
            {pays.map((p, k) => (
              <td key={k}>{p}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ROULETTE_VALUES: Readonly<Record<Exclude<AiRouletteBetType, 'straight'>, readonly string[]>> = {
  color: ['First colour', 'Second colour'],
  parity: ['Even', 'Odd'],
  half: ['Low', 'High'],
  third: ['1st third', '2nd third', '3rd third'],
  sixth: ['1st sixth', '2nd sixth', '3rd sixth', '4th sixth', '5th sixth', '6th sixth'],
};

const pocketLabel = (p: number) => (p === 0 ? '0' : p < 0 ? '00' : String(p));

export function RouletteArea({
  design,
  presentation,
  outcome,
  spinning,
  choice,
  onChoice,
}: {
  design: AiRouletteDesign;
  presentation: AiPresentation;
  outcome: Extract<AiOneShotOutcome, { type: 'roulette' }> | null;
  spinning: boolean;
  choice: AiOneShotChoice;
  onChoice: (choice: AiOneShotChoice) => void;
}) {
  const bet = choice.roulette ?? { type: 'color' as const, value: 0 };
  const colors = [presentation.palette.primary, presentation.palette.accent];
  const n = design.wheel.length;
  const pocketColor = (p: number) => (p <= 0 ? '#1f9d55' : colors[aiPocketColor(design, p)]);
  const landed = outcome && !spinning ? outcome.pocket : null;
  const landedIndex = landed === null ? 0 : design.wheel.indexOf(landed);
  const rotation = landed === null ? 0 : -((landedIndex + 0.5) * 360) / n;
  return (
    <div className="ai-roulette">
      <svg
        viewBox="-110 -110 220 220"
        className={`ai-wheel${spinning ? ' is-spinning' : ''}`}
        role="img"
        aria-label={landed === null ? 'The wheel' : `The ball landed on ${pocketLabel(landed)}`}
      >
        <g transform={`rotate(${rotation})`}>
          {design.wheel.map((pocket, i) => {
            const a0 = ((i / n) * 360 - 90) * (Math.PI / 180);
            const a1 = (((i + 1) / n) * 360 - 90) * (Math.PI / 180);
            const path = `M0 0 L${100 * Math.cos(a0)} ${100 * Math.sin(a0)} A100 100 0 0 1 ${100 * Math.cos(a1)} ${100 * Math.sin(a1)} Z`;
            const mid = (a0 + a1) / 2;
            return (
              <g key={i}>
                <path d={path} fill={pocketColor(pocket)} stroke="rgba(0,0,0,0.4)" strokeWidth="0.6" />
                <text
                  x={84 * Math.cos(mid)}
                  y={84 * Math.sin(mid)}
                  fontSize="7"
                  fill="#fff"
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {pocketLabel(pocket)}
                </text>
              </g>
            );
          })}
        </g>
        <circle r="40" fill={presentation.palette.surface} />
        <g transform="translate(-22 -22)">
          <svg viewBox="0 0 512 512" width="44" height="44" aria-hidden="true">
            <path d={presentation.symbols[0]?.path ?? ''} fill={presentation.palette.symbols[0]} />
          </svg>
        </g>
        <polygon points="0,-104 -6,-116 6,-116" fill="#fff" />
      </svg>
      <p className="ai-area__result" aria-live="polite">
        {landed === null ? 'Place your bet and spin.' : `Landed on ${pocketLabel(landed)}`}
      </p>
      <div className="ai-bet-picker">
        <label className="field">
          <span className="field__label">Bet</span>
          <select
            className="field__input"
            value={bet.type}
            onChange={(e) => onChoice({ roulette: { type: e.target.value as AiRouletteBetType, value: 0 } })}
          >
            <option value="color">Colour (pays 1 to 1)</option>
            <option value="parity">Odd / even (1 to 1)</option>
            <option value="half">Low / high (1 to 1)</option>
            <option value="third">Third (2 to 1)</option>
            <option value="sixth">Sixth (5 to 1)</option>
            <option value="straight">Number (pays {aiRouletteReturnOf(design, 'straight') - 1} to 1)</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">On</span>
          <select
            className="field__input"
            value={bet.value}
            onChange={(e) => onChoice({ roulette: { type: bet.type, value: Number(e.target.value) } })}
          >
            {bet.type === 'straight'
              ? Array.from({ length: design.numbers + 1 }, (_, v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))
              : ROULETTE_VALUES[bet.type].map((label, v) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
          </select>
        </label>
      </div>
    </div>
  );
}

export function ArcadeArea({
  design,
  presentation,
  outcome,
  spinning,
  choice,
  onChoice,
}: {
  design: AiArcadeDesign;
  presentation: AiPresentation;
  outcome: Extract<AiOneShotOutcome, { type: 'arcade' }> | null;
  spinning: boolean;
  choice: AiOneShotChoice;
  onChoice: (choice: AiOneShotChoice) => void;
}) {
  const round = outcome && !spinning ? outcome.round : null;
  const { palette } = presentation;
  if (design.game === 'wheel') {
    const n = design.segments.length;
    const landed = round?.game === 'wheel' ? round.segment : null;
    const rotation = landed === null ? 0 : -((landed + 0.5) * 360) / n;
    return (
      <div className="ai-roulette">
        <svg
          viewBox="-110 -110 220 220"
          className={`ai-wheel${spinning ? ' is-spinning' : ''}`}
          role="img"
          aria-label="Prize wheel"
        >
          <g transform={`rotate(${rotation})`}>
            {design.segments.map((m, i) => {
              const a0 = ((i / n) * 360 - 90) * (Math.PI / 180);
              const a1 = (((i + 1) / n) * 360 - 90) * (Math.PI / 180);
              const mid = (a0 + a1) / 2;
              const fill =
                m === 0 ? palette.surface : (palette.symbols[i % palette.symbols.length] ?? palette.primary);
              return (
                <g key={i}>
                  <path
                    d={`M0 0 L${100 * Math.cos(a0)} ${100 * Math.sin(a0)} A100 100 0 0 1 ${100 * Math.cos(a1)} ${100 * Math.sin(a1)} Z`}
                    fill={fill}
                    stroke="rgba(0,0,0,0.35)"
                    strokeWidth="0.6"
                  />
                  <text
                    x={78 * Math.cos(mid)}
                    y={78 * Math.sin(mid)}
                    fontSize="7"
                    fill="#fff"
                    textAnchor="middle"
                    dominantBaseline="middle"
                  >
                    {m === 0 ? '–' : `${m / 100}x`}
                  </text>
                </g>
              );
            })}
          </g>
          <circle r="22" fill={palette.background} stroke={palette.primary} strokeWidth="2" />
          <polygon points="0,-104 -6,-116 6,-116" fill="#fff" />
        </svg>
        <p className="ai-area__result" aria-live="polite">
          {round?.game === 'wheel' ? `The wheel stopped on ${round.multiplier / 100}x` : 'Spin the wheel.'}
        </p>
      </div>
    );
  }
  if (design.game === 'plinko') {
    const path = round?.game === 'plinko' ? round.path : null;
    const rows = design.rows;
    const ball: Array<[number, number]> = [];
    if (path) {
      let x = 0;
      path.forEach((step, r) => {
        x += step;
        ball.push([r + 1, x]);
      });
    }
    const cx = (row: number, k: number) => 150 + (k - row / 2) * (280 / (rows + 1));
    const cy = (row: number) => 16 + row * (180 / (rows + 1));
    return (
      <div className="ai-plinko">
        <svg viewBox="0 0 300 230" role="img" aria-label="Plinko board">
          {Array.from({ length: rows }, (_, r) =>
            Array.from({ length: r + 1 }, (__, k) => (
              <circle key={`${r}-${k}`} cx={cx(r, k)} cy={cy(r)} r="2.4" fill={palette.text} opacity="0.7" />
            )),
          )}
          {ball.length > 0 && (
            <polyline
              points={[[0, 0] as [number, number], ...ball].map(([r, k]) => `${cx(r, k)},${cy(r)}`).join(' ')}
              fill="none"
              stroke={palette.accent}
              strokeWidth="2"
            />
          )}
          {design.buckets.map((m, k) => (
            <g key={k}>
              <rect
                x={cx(rows, k) - 280 / (rows + 1) / 2 + 1}
                y={cy(rows) + 2}
                width={280 / (rows + 1) - 2}
                height="22"
                rx="3"
                fill={round?.game === 'plinko' && round.bucket === k ? palette.accent : palette.surface}
              />
              <text
                x={cx(rows, k)}
                y={cy(rows) + 16}
                fontSize={rows > 12 ? 5.5 : 7}
                fill="#fff"
                textAnchor="middle"
              >
                {m / 100}x
              </text>
            </g>
          ))}
        </svg>
        <p className="ai-area__result" aria-live="polite">
          {round?.game === 'plinko' ? `The ball landed in ${round.multiplier / 100}x` : 'Drop a ball.'}
        </p>
      </div>
    );
  }
  const dice = choice.dice ?? {
    chance: Math.min(design.maxChance, Math.max(design.minChance, 50)),
    direction: 'under' as const,
  };
  const m = diceMultiplier(design.rtpBp, dice.chance);
  return (
    <div className="ai-dice">
      <p className="ai-dice__roll" aria-live="polite">
        {round?.game === 'dice' ? (round.roll / 100).toFixed(2) : spinning ? '…' : '––.––'}
      </p>
      <p className="ai-area__result">
        {round?.game === 'dice'
          ? round.won
            ? `Win: rolled ${round.direction} the line`
            : 'No win this roll'
          : `Roll ${dice.direction} ${dice.direction === 'under' ? dice.chance : 100 - dice.chance}.00 to win ${(m.num / m.den).toFixed(4)}x`}
      </p>
      <label className="field">
        <span className="field__label">Chance to win: {dice.chance}%</span>
        <input
          type="range"
          min={design.minChance}
          max={design.maxChance}
          value={dice.chance}
          onChange={(e) => onChoice({ dice: { ...dice, chance: Number(e.target.value) } })}
        />
      </label>
      <div className="ai-toggle" role="group" aria-label="Roll under or over">
        {(['under', 'over'] as const).map((d) => (
          <button
            key={d}
            type="button"
            className={`chip-button${dice.direction === d ? ' is-active' : ''}`}
            aria-pressed={dice.direction === d}
            onClick={() => onChoice({ dice: { ...dice, direction: d } })}
          >
            Roll {d}
          </button>
        ))}
      </div>
    </div>
  );
}

import { pocketColor } from '@casino/engine';
import { EUROPEAN_WHEEL_ORDER, POCKET_ANGLE } from './wheel-math';

const FILL = { red: '#c8102e', black: '#15122b', green: '#0f8a4f' } as const;
const R_OUTER = 100;
const R_INNER = 64;
const R_TEXT = 88;

function point(r: number, deg: number): [number, number] {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [r * Math.cos(rad), r * Math.sin(rad)];
}

function wedge(index: number): string {
  const start = index * POCKET_ANGLE - POCKET_ANGLE / 2;
  const end = start + POCKET_ANGLE;
  const [x1, y1] = point(R_OUTER, start);
  const [x2, y2] = point(R_OUTER, end);
  const [x3, y3] = point(R_INNER, end);
  const [x4, y4] = point(R_INNER, start);
  return `M${x1},${y1} A${R_OUTER},${R_OUTER} 0 0 1 ${x2},${y2} L${x3},${y3} A${R_INNER},${R_INNER} 0 0 0 ${x4},${y4} Z`;
}

/**
 * A European wheel drawn in SVG with the real pocket order. `rotation` turns it clockwise; a CSS
 * transition of `durationMs` makes the spin, and the pocket under the top pointer is the result.
 */
export function RouletteWheel({
  rotation,
  durationMs,
  spinning,
  landed,
}: {
  rotation: number;
  durationMs: number;
  spinning: boolean;
  landed: number | null;
}) {
  return (
    <div className={`wheel${spinning ? ' wheel--spinning' : ''}`}>
      <span className="wheel__pointer" aria-hidden="true" />
      <svg
        className="wheel__disc"
        viewBox="-110 -110 220 220"
        role="img"
        aria-label={landed === null ? 'European roulette wheel' : `Roulette wheel showing ${landed}`}
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}
      >
        <circle r="108" fill="#3a2412" stroke="#f5c542" strokeWidth="3" />
        {EUROPEAN_WHEEL_ORDER.map((n, i) => (
          <path key={n} d={wedge(i)} fill={FILL[pocketColor(n)]} stroke="#f5c542" strokeWidth="0.6" />
        ))}
        {EUROPEAN_WHEEL_ORDER.map((n, i) => {
          const angle = i * POCKET_ANGLE;
          const [x, y] = point(R_TEXT, angle);
          return (
            <text
              key={`t${n}`}
              x={x}
              y={y}
              transform={`rotate(${angle} ${x} ${y})`}
              textAnchor="middle"
              dominantBaseline="central"
              className="wheel__number"
            >
              {n}
            </text>
          );
        })}
        <circle r={R_INNER} fill="url(#wheel-cone)" stroke="#f5c542" strokeWidth="1.5" />
        <defs>
          <radialGradient id="wheel-cone">
            <stop offset="0%" stopColor="#ffe9a8" />
            <stop offset="35%" stopColor="#b07a1c" />
            <stop offset="100%" stopColor="#4a2c0c" />
          </radialGradient>
        </defs>
        {[0, 45, 90, 135].map((a) => {
          const [x1, y1] = point(46, a);
          const [x2, y2] = point(46, a + 180);
          return (
            <line
              key={a}
              x1={x1}
              y1={y1}
              x2={x2}
              y2={y2}
              stroke="#f5c542"
              strokeWidth="4"
              strokeLinecap="round"
            />
          );
        })}
        <circle r="12" fill="#f5c542" stroke="#8a5a00" strokeWidth="2" />
      </svg>
      {landed !== null && !spinning && (
        <span className={`wheel__landed wheel__landed--${pocketColor(landed)}`} aria-hidden="true">
          {landed}
        </span>
      )}
    </div>
  );
}

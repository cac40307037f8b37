/**
 * Where the seats sit around the oval felt, in percent of the felt's box. The viewer's own seat (or
 * seat 1 for a spectator) is at the bottom centre and the others follow clockwise, as at a real
 * table: seat numbers increase to the viewer's left. Up to six seats sit at equal angles (a clock
 * face, which keeps the side seats clear of the board); from eight up they are spaced by equal
 * length along the rail, because equal angles crowd them at the ends of the oval, worst on a tall
 * phone felt. Each seat's bet lies on the line from the seat to the centre, so chips point at the pot.
 */
export interface SeatSpot {
  position: number;
  /** Centre of the seat plate. */
  x: number;
  y: number;
  /** Centre of the seat's street bet. */
  betX: number;
  betY: number;
}

/** The desktop felt's width over its height (poker.css); phones use a portrait 3:5. */
export const WIDE_FELT_ASPECT = 16 / 9;
export const TALL_FELT_ASPECT = 3 / 5;

/** From this many seats, equal rail length instead of equal angles. */
const EVEN_RAIL_FROM = 8;

/** Half-axes of the ellipse the seats sit on, and how far towards the centre the bets lie. */
const RADIUS_X = 46;
const RADIUS_Y = 43;
const BET_REACH_X = 0.58;
const BET_REACH_Y = 0.45;
const SAMPLES = 1440;

const round = (n: number) => Math.round(n * 100) / 100 + 0;

/**
 * Angles (screen coordinates, y down; π/2 is the bottom, increasing to the left) that split the
 * ellipse drawn on a felt of the given aspect into `count` arcs of equal length, from the bottom.
 */
function evenAngles(count: number, aspect: number): number[] {
  // In real proportions: the felt is `aspect` wide for 1 high.
  const rx = RADIUS_X * aspect;
  const ry = RADIUS_Y;
  const lengths = [0];
  let previous = { x: rx * Math.cos(Math.PI / 2), y: ry };
  for (let i = 1; i <= SAMPLES; i++) {
    const angle = Math.PI / 2 + (i / SAMPLES) * 2 * Math.PI;
    const point = { x: rx * Math.cos(angle), y: ry * Math.sin(angle) };
    lengths.push(lengths[i - 1]! + Math.hypot(point.x - previous.x, point.y - previous.y));
    previous = point;
  }
  const perimeter = lengths[SAMPLES]!;
  const angles: number[] = [];
  let i = 0;
  for (let k = 0; k < count; k++) {
    const target = (k * perimeter) / count;
    while (i < SAMPLES && lengths[i + 1]! < target) i++;
    const span = lengths[i + 1]! - lengths[i]!;
    const fraction = span > 0 ? (target - lengths[i]!) / span : 0;
    angles.push(Math.PI / 2 + ((i + fraction) / SAMPLES) * 2 * Math.PI);
  }
  return angles;
}

export function seatSpots(
  maxPlayers: number,
  anchorSeat: number,
  aspect: number = WIDE_FELT_ASPECT,
): SeatSpot[] {
  if (maxPlayers <= 0) return [];
  const anchor = ((anchorSeat % maxPlayers) + maxPlayers) % maxPlayers;
  const angles =
    maxPlayers >= EVEN_RAIL_FROM
      ? evenAngles(maxPlayers, aspect)
      : Array.from({ length: maxPlayers }, (_, k) => Math.PI / 2 + (k * 2 * Math.PI) / maxPlayers);
  return Array.from({ length: maxPlayers }, (_, position) => {
    const angle = angles[(position - anchor + maxPlayers) % maxPlayers]!;
    const x = 50 + RADIUS_X * Math.cos(angle);
    const y = 50 + RADIUS_Y * Math.sin(angle);
    return {
      position,
      x: round(x),
      y: round(y),
      betX: round(50 + (x - 50) * BET_REACH_X),
      betY: round(50 + (y - 50) * BET_REACH_Y),
    };
  });
}

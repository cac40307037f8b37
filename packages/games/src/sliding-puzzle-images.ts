// The pictures the image puzzles (sliding tiles) are cut from: SVG files drawn for this project and
// shipped with the web app (apps/web/public/puzzles/<id>.svg, CC0 1.0, see LICENSE.md there). The
// engine draws an item's picture from this list by the duel's seed; the web shows /puzzles/<id>.svg.
export const SLIDING_PUZZLE_IMAGES = [
  { id: 'sunset-mountains', title: 'Sunset over the mountains' },
  { id: 'lighthouse', title: 'Lighthouse' },
  { id: 'hot-air-balloon', title: 'Hot-air balloon' },
  { id: 'city-skyline', title: 'City skyline' },
  { id: 'sailboat', title: 'Sailboat' },
  { id: 'forest', title: 'Forest' },
  { id: 'planets', title: 'Planets' },
  { id: 'fruit-bowl', title: 'Fruit bowl' },
] as const;
export type SlidingPuzzleImageId = (typeof SLIDING_PUZZLE_IMAGES)[number]['id'];

/** Where the web serves a picture. */
export const slidingPuzzleImagePath = (id: string): string => `/puzzles/${id}.svg`;

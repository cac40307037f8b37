// glicko2 1.2.2 (MIT) ships no types: the part of its API the ratings use. A CommonJS module, so it
// is imported whole (its default export is module.exports).
declare module 'glicko2' {
  export interface GlickoPlayer {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export interface Glicko2System {
    makePlayer(rating?: number, rd?: number, vol?: number): GlickoPlayer;
    /** Outcome for the first player: 1 win, 0.5 draw, 0 loss. */
    updateRatings(matches: Array<[GlickoPlayer, GlickoPlayer, number]>): void;
  }
  const glicko2: {
    Glicko2: new (settings?: { tau?: number; rating?: number; rd?: number; vol?: number }) => Glicko2System;
  };
  export default glicko2;
}

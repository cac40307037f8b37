// glicko2 1.2.2 (MIT) ships no types: the part of its API the ratings use.
declare module 'glicko2' {
  export interface GlickoPlayer {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): GlickoPlayer;
    /** Outcome for the first player: 1 win, 0.5 draw, 0 loss. */
    updateRatings(matches: Array<[GlickoPlayer, GlickoPlayer, number]>): void;
  }
}

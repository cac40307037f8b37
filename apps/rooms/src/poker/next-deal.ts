import { randomBytes } from 'node:crypto';
import { commitDeck, type CommittedDeck, type HoldemTableState } from '@casino/engine';

/** The next hand's committed deck: its commitment is public; its server seed and salts never are. */
export interface NextDeck {
  handNumber: number;
  serverSeed: string;
  deckCommitment: string;
  /** Kept so start-hand does not draw the same deck again. */
  committed: CommittedDeck;
}

/** What `start-hand` is given (engine README, "Fairness and dealing"). */
export interface DealInput {
  serverSeed: string;
  deckCommitment: string;
  committedDeck: CommittedDeck;
  playerSeeds: Record<string, string>;
}

/** Bytes of a seed the server draws for a player who sent none for the deck: then it is their input. */
const DRAWN_SEED_BYTES = 16;

/**
 * The deck the next hand will be dealt from and the seeds players send for it. The deck is drawn
 * (32 bytes from the CSPRNG) and its commitment published as soon as no hand is in play: when the
 * table opens and right after each hand ends, before any seed for it can arrive. A seed counts only
 * for the deck it was sent for, so a seed chosen before a commitment never mixes that deck; once a
 * hand is dealt its seeds are spent.
 */
export class NextDeal {
  private next: NextDeck | null = null;
  /** By player: the seed and the deck commitment it was sent for (null: whichever deck comes next). */
  private readonly seeds = new Map<string, { seed: string; deckCommitment: string | null }>();

  constructor(private readonly tableId: string) {}

  /** The next hand's deck (drawn now if the table has moved past the one drawn); null during a hand. */
  deck(table: HoldemTableState): NextDeck | null {
    if (table.hand) return null;
    const handNumber = table.handsStarted + 1;
    if (this.next?.handNumber !== handNumber) {
      const serverSeed = randomBytes(32).toString('hex');
      const committed = commitDeck(this.tableId, handNumber, serverSeed);
      this.next = { handNumber, serverSeed, deckCommitment: committed.deckCommitment, committed };
    }
    return this.next;
  }

  /**
   * A player's seed for the deck committed as `deckCommitment` (null: the next deck, whichever it is;
   * a REST client joining). False when that deck is no longer the next one: the seed is dropped.
   */
  offer(userId: string, seed: string, deckCommitment: string | null): boolean {
    if (deckCommitment !== null && deckCommitment !== this.next?.deckCommitment) return false;
    this.seeds.set(userId, { seed, deckCommitment });
    return true;
  }

  /** The next hand's input: every seated player's seed for this deck, or one drawn for them. */
  input(table: HoldemTableState): DealInput | null {
    const next = this.deck(table);
    if (!next) return null;
    const playerSeeds: Record<string, string> = {};
    for (const seat of table.seats) {
      if (!seat) continue;
      const sent = this.seeds.get(seat.playerId);
      const fresh = sent && (sent.deckCommitment === null || sent.deckCommitment === next.deckCommitment);
      playerSeeds[seat.playerId] = fresh ? sent.seed : randomBytes(DRAWN_SEED_BYTES).toString('hex');
    }
    return {
      serverSeed: next.serverSeed,
      deckCommitment: next.deckCommitment,
      committedDeck: next.committed,
      playerSeeds,
    };
  }

  /** The hand was dealt: its seeds are spent, and the next deck is drawn when it ends. */
  dealt(): void {
    this.seeds.clear();
    this.next = null;
  }
}

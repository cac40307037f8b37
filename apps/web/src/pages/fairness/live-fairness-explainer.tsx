import { cutCardPosition, LIVE_BACCARAT_PAIR_EDGE, LIVE_SHOE_DECKS } from '@casino/engine';
import { gameOf } from '@casino/games';
import { ShieldIcon } from '../../components/icons/icons';

const BLACKJACK_DECKS = LIVE_SHOE_DECKS['live-blackjack'];
const LIVE_BACCARAT_DECKS = LIVE_SHOE_DECKS['live-baccarat'];
const percent = (num: bigint, den: bigint) => `${((Number(num) / Number(den)) * 100).toFixed(2)}%`;

/** How a live table's rounds are drawn and when each can be checked (engine README, "Live tables"). */
export function LiveFairnessExplainer() {
  const edge = LIVE_BACCARAT_PAIR_EDGE;
  return (
    <section className="panel fairness-panel fairness-panel--poker" aria-labelledby="live-fair-title">
      <h2 id="live-fair-title" className="fairness-panel__title">
        <ShieldIcon width={22} height={22} aria-hidden="true" /> Live tables: one seed for everyone at the
        table
      </h2>
      <ol className="fairness-steps">
        <li>
          {gameOf('live-roulette').name} draws a new secret seed for every round and shows its SHA-256 hash
          while bets are open. The pocket is HMAC-SHA256 of the seed over{' '}
          <span className="mono">live-table-&lt;table&gt;:&lt;round&gt;:0</span>, the same construction as
          every other game; the seed is revealed as soon as the round is settled.
        </li>
        <li>
          {gameOf('live-blackjack').name} and {gameOf('live-baccarat').name} deal from a shoe (
          {BLACKJACK_DECKS} and {LIVE_BACCARAT_DECKS} decks) shuffled from a secret seed whose hash is shown
          when the shoe starts. Each round takes the next cards in order; the shoe ends at the cut card (card{' '}
          {cutCardPosition(BLACKJACK_DECKS)} of {BLACKJACK_DECKS * 52}, {cutCardPosition(LIVE_BACCARAT_DECKS)}{' '}
          of {LIVE_BACCARAT_DECKS * 52}) or when the table closes, and then its seed is revealed so every
          round it dealt can be checked.
        </li>
        <li>
          Verify below rebuilds your round in your browser from the revealed seed.{' '}
          {gameOf('live-baccarat').name}&apos;s pair bets pay 11:1; over an {LIVE_BACCARAT_DECKS}-deck shoe
          their exact house edge is {percent(edge.num, edge.den)}.
        </li>
      </ol>
    </section>
  );
}

import { useId, useMemo, useState } from 'react';
import type { GameSession } from '@casino/contracts';
import type { DealCheck, DealVerification } from '@casino/engine';
import { ShieldIcon } from '../../components/icons/icons';
import { RoundSummary } from './round-summary';
import { CHECK_TEXT } from '../poker/seed-check';
import { pokerHandOf, verifyPokerHand, type PokerHandRecord } from './poker-hand-verification';

const CHECKS: readonly DealCheck[] = [
  'deck-commitment',
  'seeds',
  'openings',
  'board',
  'own-cards',
  'distinct',
];

/** How a live poker hand is dealt and what a player can check (engine README, "Fairness and dealing"). */
export function PokerFairnessExplainer() {
  return (
    <section className="panel fairness-panel fairness-panel--poker" aria-labelledby="poker-fair-title">
      <h2 id="poker-fair-title" className="fairness-panel__title">
        <ShieldIcon width={22} height={22} aria-hidden="true" /> Live poker: a committed deck, mixed by the
        players
      </h2>
      <ol className="fairness-steps">
        <li>
          Before each hand the table shuffles a secret deck and commits to every card on its own: each
          position gets a salted SHA-256, and the hash of those 52 is the <strong>deck commitment</strong>,
          shown at the table before the hand.
        </li>
        <li>
          Your browser then sends a fresh random seed of its own. The seeds of everyone dealt in decide,
          through HMAC-SHA256, which committed position each dealt card comes from, so the table cannot aim a
          card at a seat.
        </li>
        <li>
          After the hand the board and the hands shown at showdown are opened for everyone; your own two cards
          are opened to you alone. Folded and mucked cards, burns and the rest of the deck are never opened,
          so nobody, not even later, can learn them.
        </li>
      </ol>
      <p className="fairness-muted">
        Check it at the table (the Provably fair panel checks each hand as it ends, against the commitment
        your browser saw before the deal) or below for your own hands. What it cannot show: that the cards
        nobody opened are 52 different cards; a card opened twice would prove cheating.
      </p>
    </section>
  );
}

/** One of the player's own poker hands in "Your rounds", verified on request. */
export function PokerHandRow({ session, date }: { session: GameSession; date: string }) {
  const hand = useMemo(() => pokerHandOf(session), [session]);
  const [verification, setVerification] = useState<DealVerification | null>(null);
  const titleId = useId();
  return (
    <li className="round" aria-labelledby={titleId}>
      <div className="round__summary">
        <RoundSummary
          titleId={titleId}
          name={`Live Hold’em ${hand ? `· ${hand.tableName} #${hand.handNumber}` : ''}`}
          session={session}
          meta={
            <>
              <time dateTime={session.createdAt}>{date}</time>
              {hand && <span> · your cards {hand.ownCards.join(' ')}</span>}
            </>
          }
        />
        <div className="round__action">
          {hand ? (
            <button
              type="button"
              className="btn btn--purple btn--sm"
              aria-describedby={titleId}
              onClick={() => setVerification(verifyPokerHand(hand))}
            >
              {verification ? 'Verify again' : 'Verify'}
            </button>
          ) : (
            <p className="round__note">Dealt before committed decks: nothing to verify.</p>
          )}
        </div>
      </div>
      {hand && verification && <PokerVerification hand={hand} verification={verification} />}
    </li>
  );
}

export function PokerVerification({
  hand,
  verification,
}: {
  hand: PokerHandRecord;
  verification: DealVerification;
}) {
  const { proof } = hand.fairness;
  return (
    <div
      className={`verify ${verification.ok ? 'verify--ok' : 'verify--bad'}`}
      data-testid="fairness-poker-verify-result"
      role="status"
    >
      <p className="verify__verdict">{verification.ok ? 'Verified ✓' : 'Mismatch'}</p>
      {CHECKS.map((name) => {
        const outcome = verification.checks[name];
        if (outcome === 'skipped') return null;
        return (
          <p key={name} className={`check ${outcome === 'pass' ? 'check--ok' : 'check--bad'}`}>
            {outcome === 'pass' ? '✓' : '✗'} {CHECK_TEXT[name][outcome]}
          </p>
        );
      })}
      <dl className="verify__compare">
        <div>
          <dt>Deck commitment (compare with the one shown before the deal)</dt>
          <dd className="mono">{proof.deckCommitment}</dd>
        </div>
        <div>
          <dt>Your seed in the mix</dt>
          <dd className="mono">{hand.seed ?? 'none listed'}</dd>
        </div>
        <div>
          <dt>Board</dt>
          <dd>{hand.board.length > 0 ? hand.board.join(' ') : 'not dealt'}</dd>
        </div>
      </dl>
    </div>
  );
}

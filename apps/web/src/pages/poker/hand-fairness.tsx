import { useMemo, useState } from 'react';
import type { DealCheck } from '@casino/engine';
import { describeError } from '../../api/error-message';
import { ShieldIcon } from '../../components/icons/icons';
import { usePokerRoomStore } from './poker-room-store';
import { useHandHistory } from './poker-queries';
import type { PokerLastHandSnapshot, PokerTableSnapshot } from '@casino/contracts';
import { CHECK_TEXT, checkLastHand } from './seed-check';

const CHECK_ORDER: readonly DealCheck[] = [
  'deck-commitment',
  'seen-before-deal',
  'seeds',
  'own-seed',
  'openings',
  'board',
  'shown',
  'own-cards',
  'distinct',
];

/**
 * Provably fair, one click away (issue 11): the next hand's deck commitment (shown before the
 * players' seeds are final, this browser's own seed for it), the commitment of the hand in play, and
 * the last hand checked here in the browser against what was shown before its deal, with its
 * readable history. Folded and mucked cards are never opened, so they appear nowhere.
 */
export function HandFairness({ table }: { table: PokerTableSnapshot }) {
  const [open, setOpen] = useState(false);
  const handInPlay = table.phase !== 'waiting' && table.phase !== 'showdown';
  const sentSeeds = usePokerRoomStore((s) => s.sentSeeds);
  const mySeed = table.nextDeckCommitment ? sentSeeds[table.nextHandNumber] : undefined;
  return (
    <section className="poker-fairness game-panel" aria-label="Hand fairness">
      <button
        type="button"
        className="poker-fairness__toggle"
        aria-expanded={open}
        aria-controls="poker-fairness-body"
        onClick={() => setOpen((v) => !v)}
      >
        <ShieldIcon width={20} height={20} className="poker-fairness__icon" /> Provably fair: committed deck
        and hand history
        <span className="poker-fairness__chevron" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      {open && (
        <div id="poker-fairness-body" className="poker-fairness__body">
          <p className="poker-fairness__note">
            Each deck is committed card by card before the players&apos; seeds are final; your browser then
            sends a fresh seed of its own, and all the seeds decide which committed card goes where. After the
            hand only the board and the hands shown are opened: folded and mucked cards never are.
          </p>
          <div className="poker-fairness__block">
            {handInPlay ? (
              <>
                <h3 className="poker-fairness__heading">Hand #{table.handNumber} (in play)</h3>
                <p className="poker-fairness__label">Deck commitment, shown before the deal</p>
                <code className="poker-fairness__code" data-testid="poker-deck-commitment">
                  {table.deckCommitment}
                </code>
              </>
            ) : table.nextDeckCommitment ? (
              <>
                <h3 className="poker-fairness__heading">Next hand #{table.nextHandNumber}</h3>
                <p className="poker-fairness__label">Its deck commitment, shown before the seeds are final</p>
                <code className="poker-fairness__code" data-testid="poker-next-deck">
                  {table.nextDeckCommitment}
                </code>
                {mySeed?.deckCommitment === table.nextDeckCommitment && (
                  <p className="poker-fairness__note" data-testid="poker-my-seed">
                    Your seed for it: <code>{mySeed.seed}</code>
                  </p>
                )}
              </>
            ) : (
              <p className="poker-fairness__note">The next deck is committed here as soon as it is drawn.</p>
            )}
          </div>
          {table.lastHand ? (
            <LastHandCheck table={table} lastHand={table.lastHand} />
          ) : (
            <p className="poker-fairness__note">No hand has finished at this table yet.</p>
          )}
        </div>
      )}
    </section>
  );
}

function LastHandCheck({ table, lastHand }: { table: PokerTableSnapshot; lastHand: PokerLastHandSnapshot }) {
  const commitments = usePokerRoomStore((s) => s.commitments);
  const sentSeeds = usePokerRoomStore((s) => s.sentSeeds);
  const ownCards = usePokerRoomStore((s) => s.ownCards);
  const shown = useMemo(
    () =>
      table.phase === 'showdown'
        ? table.seats
            .filter((s) => s.shownCards.length === 2)
            .map((s) => ({ seat: s.position, cards: s.shownCards }))
        : [],
    [table.phase, table.seats],
  );
  const check = useMemo(
    () => checkLastHand(lastHand, { commitments, sentSeeds, ownCards }, shown),
    [lastHand, commitments, sentSeeds, ownCards, shown],
  );
  const [showHistory, setShowHistory] = useState(false);
  const history = useHandHistory(table.tableId, lastHand.handNumber, showHistory);
  const { proof } = lastHand;
  const ownOpenings = ownCards?.handNumber === lastHand.handNumber ? ownCards.openings : [];

  return (
    <div className="poker-fairness__block" data-testid="poker-last-hand-proof">
      <h3 className="poker-fairness__heading">Hand #{check.handNumber} (finished)</h3>
      <p
        className={`poker-fairness__verdict${check.verification.ok ? ' is-ok' : ' is-bad'}`}
        data-testid="poker-deal-verdict"
      >
        {check.verification.ok ? '✓ Deal verified in your browser' : '✗ The deal did not verify'}
      </p>
      <ul className="poker-fairness__checks">
        {CHECK_ORDER.map((name) => {
          const outcome = check.verification.checks[name];
          if (outcome === 'skipped') return null;
          return (
            <li
              key={name}
              className={`poker-fairness__verdict${outcome === 'pass' ? ' is-ok' : ' is-bad'}`}
              data-testid="poker-deal-check"
              data-check={name}
              data-outcome={outcome}
            >
              {outcome === 'pass' ? '✓ ' : '✗ '}
              {CHECK_TEXT[name][outcome]}
            </li>
          );
        })}
      </ul>
      <dl className="poker-fairness__facts">
        <dt>Deck commitment</dt>
        <dd>
          <code className="poker-fairness__code">{proof.deckCommitment}</code>
        </dd>
        <dt>Players&apos; seeds</dt>
        <dd>
          <ul className="poker-fairness__seeds">
            {proof.playerSeeds.map((s) => (
              <li key={s.seat}>
                Seat {s.seat + 1}: <code>{s.seed}</code>
                {ownCards?.handNumber === lastHand.handNumber && ownCards.seat === s.seat ? ' (yours)' : ''}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Entropy</dt>
        <dd>
          <code className="poker-fairness__code">{proof.entropy}</code>
        </dd>
        <dt>Opened cards</dt>
        <dd>
          {proof.openings.length === 0 ? (
            <span className="poker-fairness__note">None: no board was dealt and no hand was shown.</span>
          ) : (
            <ul className="poker-fairness__openings">
              {proof.openings.map((o) => (
                <li key={o.deal} data-testid="poker-opened-card" data-card={o.card}>
                  <strong>{o.card}</strong> dealt {o.deal + 1}, committed at {o.position + 1}
                </li>
              ))}
            </ul>
          )}
        </dd>
        {ownOpenings.length > 0 && (
          <>
            <dt>Your cards (only you see these openings)</dt>
            <dd>
              <ul className="poker-fairness__openings">
                {ownOpenings.map((o) => (
                  <li key={o.deal}>
                    <strong>{o.card}</strong> dealt {o.deal + 1}, committed at {o.position + 1}, salt{' '}
                    <code>{o.salt}</code>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        aria-expanded={showHistory}
        onClick={() => setShowHistory((v) => !v)}
      >
        {showHistory ? 'Hide hand history' : `Hand #${check.handNumber} history`}
      </button>
      {showHistory && (
        <div className="poker-fairness__history">
          {history.isLoading && <p className="poker-fairness__note">Loading the hand history…</p>}
          {history.isError && <p className="poker-fairness__note">{describeError(history.error)}</p>}
          {history.data && <pre data-testid="poker-hand-history">{history.data}</pre>}
        </div>
      )}
    </div>
  );
}

import { useMemo, useState } from 'react';
import { describeError } from '../../api/error-message';
import { ShieldIcon } from '../../components/icons/icons';
import { usePokerRoomStore } from './poker-room-store';
import { useHandHistory } from './poker-queries';
import type { LastHandSnapshot, TableSnapshot } from './poker-snapshot';
import { checkRevealedSeed } from './seed-check';

/**
 * Provably fair, one click away (issue 6): the seed hash committed for the hand in play, and the
 * last hand's revealed seed, checked here in the browser, with its readable hand history.
 */
export function HandFairness({ table }: { table: TableSnapshot }) {
  const [open, setOpen] = useState(false);
  const handInPlay = table.phase !== 'waiting' && table.phase !== 'showdown';
  return (
    <section className="poker-fairness game-panel" aria-label="Hand fairness">
      <button
        type="button"
        className="poker-fairness__toggle"
        aria-expanded={open}
        aria-controls="poker-fairness-body"
        onClick={() => setOpen((v) => !v)}
      >
        <ShieldIcon width={20} height={20} className="poker-fairness__icon" /> Provably fair: seeds and hand
        history
        <span className="poker-fairness__chevron" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      {open && (
        <div id="poker-fairness-body" className="poker-fairness__body">
          <div className="poker-fairness__block">
            <h3 className="poker-fairness__heading">
              {handInPlay ? `Hand #${table.handNumber} (in play)` : 'Next hand'}
            </h3>
            {handInPlay && table.serverSeedHash ? (
              <>
                <p className="poker-fairness__label">Server seed hash, committed before the deal</p>
                <code className="poker-fairness__code" data-testid="poker-seed-hash">
                  {table.serverSeedHash}
                </code>
              </>
            ) : (
              <p className="poker-fairness__note">Its seed hash is committed here as soon as it is dealt.</p>
            )}
          </div>
          {table.lastHand ? (
            <LastHandCheck tableId={table.tableId} lastHand={table.lastHand} />
          ) : (
            <p className="poker-fairness__note">No hand has finished at this table yet.</p>
          )}
        </div>
      )}
    </section>
  );
}

function LastHandCheck({ tableId, lastHand }: { tableId: number; lastHand: LastHandSnapshot }) {
  const commitments = usePokerRoomStore((s) => s.commitments);
  const check = useMemo(() => checkRevealedSeed(lastHand, commitments), [lastHand, commitments]);
  const [showHistory, setShowHistory] = useState(false);
  const history = useHandHistory(tableId, lastHand.handNumber, showHistory);

  return (
    <div className="poker-fairness__block" data-testid="poker-last-hand-seed">
      <h3 className="poker-fairness__heading">Hand #{check.handNumber} (finished)</h3>
      <dl className="poker-fairness__facts">
        <dt>Server seed (revealed)</dt>
        <dd>
          <code className="poker-fairness__code">{check.serverSeed}</code>
        </dd>
        <dt>Committed hash</dt>
        <dd>
          <code className="poker-fairness__code">{check.serverSeedHash}</code>
        </dd>
        <dt>Client seed · nonce</dt>
        <dd>
          <code className="poker-fairness__code">
            {check.clientSeed} · {check.nonce}
          </code>
        </dd>
      </dl>
      <p
        className={`poker-fairness__verdict${check.hashMatches ? ' is-ok' : ' is-bad'}`}
        data-testid="poker-seed-verdict"
      >
        {check.hashMatches
          ? '✓ sha256(server seed) equals the committed hash'
          : '✗ sha256(server seed) does not equal the committed hash'}
      </p>
      {check.commitment !== 'unseen' && (
        <p className={`poker-fairness__verdict${check.commitment === 'matches' ? ' is-ok' : ' is-bad'}`}>
          {check.commitment === 'matches'
            ? `✓ the same hash was shown here while hand #${check.handNumber} was played`
            : `✗ a different hash was shown here while hand #${check.handNumber} was played`}
        </p>
      )}
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

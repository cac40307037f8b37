import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { CoinPackage, PaymentProviderInfo, SweepsEligibilityResponse } from '@casino/contracts';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-store';
import { formatDollars } from '../../lib/format';
import { formatCoins } from '../../lib/format-coins';

/**
 * What a purchase buys and what it costs, shown before anything is charged (issue 18): the package's
 * coins, the free sweepstakes coins that come with it, the price and who takes the payment. A player
 * who may not buy (a guest, no region declared, an excluded region) is told why and what to do
 * instead of being offered the payment; the server refuses them anyway.
 */
export function PurchaseConfirmDialog(props: {
  pkg: CoinPackage;
  provider: PaymentProviderInfo | undefined;
  eligibility: SweepsEligibilityResponse | undefined;
  /** A refusal the server gave for this package (eligibility changed meanwhile). */
  refusal: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { pkg, provider, eligibility } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const openAuth = useAuthDialog((s) => s.open);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const blocked = eligibility !== undefined && !eligibility.eligible;
  const reason = props.refusal ?? (blocked ? eligibility.message : null);
  return (
    <dialog
      ref={dialogRef}
      className="auth-dialog purchase-dialog"
      aria-labelledby={titleId}
      data-testid="purchase-dialog"
      onClose={props.onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) props.onClose();
      }}
    >
      <div className="auth-dialog__panel">
        <button type="button" className="auth-dialog__close" aria-label="Close" onClick={props.onClose}>
          ×
        </button>
        <h2 id={titleId} className="auth-dialog__title">
          {blocked ? 'Before you buy' : 'Confirm your purchase'}
        </h2>
        <dl className="purchase-summary">
          <div>
            <dt>Package</dt>
            <dd>{pkg.name}</dd>
          </div>
          <div>
            <dt>Coins</dt>
            <dd>{formatCoins(pkg.coins)} GC</dd>
          </div>
          <div>
            <dt>Free bonus</dt>
            <dd>{formatCoins(pkg.sweepstakesCoins)} sweepstakes coins</dd>
          </div>
          <div className="purchase-summary__price">
            <dt>Price</dt>
            <dd data-testid="purchase-price">{formatDollars(pkg.priceUsd)}</dd>
          </div>
        </dl>
        <p className="purchase-dialog__note">
          {provider?.testMode
            ? `Paid through the ${provider.displayName} provider: test mode, no real money is charged.`
            : `Charged by ${provider?.displayName ?? 'our payment provider'} once you confirm.`}{' '}
          Coins have no cash value; sweepstakes coins are a free gift and are never sold.
        </p>
        {reason ? (
          <>
            <p className="auth-form__error" role="alert">
              {reason}
            </p>
            <div className="purchase-dialog__actions">
              {eligibility?.reason === 'guest' && (
                <button
                  type="button"
                  className="btn btn--gold"
                  onClick={() => {
                    props.onClose();
                    openAuth('upgrade');
                  }}
                >
                  Create your account
                </button>
              )}
              {eligibility?.reason === 'region_required' && (
                <Link to="/profile#region" className="btn btn--gold" onClick={props.onClose}>
                  Declare your region
                </Link>
              )}
              <button type="button" className="btn btn--ghost" onClick={props.onClose}>
                Close
              </button>
            </div>
          </>
        ) : (
          <div className="purchase-dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={props.onClose}>
              Cancel
            </button>
            <button type="button" className="btn btn--gold" onClick={props.onConfirm}>
              Pay {formatDollars(pkg.priceUsd)}
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}

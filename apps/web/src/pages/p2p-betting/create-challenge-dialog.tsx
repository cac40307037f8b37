import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  CHALLENGE_BET_TYPES,
  CHALLENGE_DEFAULTS,
  CHALLENGE_SKILL_LEVELS,
  defaultChallengeGameType,
  type ChallengeBetType,
  type ChallengeCryptoCurrency,
  type ChallengeGameType,
  type ChallengeSkillLevel,
} from '@casino/games';
import type { CreateChallengeRequest, PlayCurrency } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { refreshAfterPlay } from '../../components/games/play-feedback';
import { toast } from '../../components/toaster/toast-store';
import {
  BET_TYPE_LABELS,
  canSubmitCreate,
  createRequestOf,
  CRYPTO_OPTIONS,
  GAME_OPTIONS,
  SKILL_LEVEL_LABELS,
  skillBandText,
  stakeRangeText,
  type CreateForm,
} from './p2p-model';
import { createChallenge, refreshChallenges } from './p2p-queries';
import { usePlayCurrency } from '../../components/currency-switch/play-currency-store';

/** A new challenge is staked in the currency chosen in the header (issue 18), unless changed here. */
const initialForm = (currency: PlayCurrency): CreateForm => ({
  gameType: defaultChallengeGameType(),
  betType: currency === 'sweeps' ? 'sweepstakes' : CHALLENGE_DEFAULTS.betType,
  betAmount: '',
  skillLevel: CHALLENGE_DEFAULTS.skillLevel,
  cryptoCurrency: CHALLENGE_DEFAULTS.cryptoCurrency,
});

/** The spec's Create Skill Challenge dialog: game type, bet type, bet amount, skill level (and crypto currency for crypto). */
export function CreateChallengeDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const currency = usePlayCurrency();
  const [form, setForm] = useState<CreateForm>(() => initialForm(currency));
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (request: CreateChallengeRequest) => createChallenge(request),
    onSuccess: () => {
      refreshChallenges();
      // The stake left the wallet for the challenge's escrow.
      refreshAfterPlay();
      toast({ title: 'Challenge created', description: 'It is open for an opponent to accept.' });
      onClose();
    },
    onError: (error) => {
      const reason = describeError(error);
      setServerError(reason);
      // Spec §8: 'Error' / 'Failed to create challenge', with the server's reason.
      toast({ variant: 'destructive', title: 'Error', description: `Failed to create challenge: ${reason}` });
    },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const set = <K extends keyof CreateForm>(key: K, value: CreateForm[K]) => {
    setServerError(null);
    setForm((f) => ({ ...f, [key]: value }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = createRequestOf(form);
    if (!checked.ok) {
      setServerError(checked.message);
      return;
    }
    create.mutate(checked.request);
  }

  const range = stakeRangeText(form.betType);
  return (
    <dialog
      ref={dialogRef}
      className="p2p-dialog"
      aria-labelledby={titleId}
      data-testid="create-challenge-dialog"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <form className="p2p-dialog__panel" onSubmit={onSubmit} noValidate>
        <button type="button" className="p2p-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="p2p-dialog__title">
          Create Skill Challenge
        </h2>
        <p className="p2p-dialog__subtitle">Your stake goes into escrow now; the winner takes both stakes.</p>

        <label className="field">
          <span className="field__label">Game type</span>
          <select
            className="field__input"
            name="gameType"
            value={form.gameType}
            onChange={(e) => set('gameType', e.target.value as ChallengeGameType)}
          >
            {GAME_OPTIONS.map((option) => (
              <option key={option.type} value={option.type} disabled={option.disabled}>
                {option.icon} {option.label}
              </option>
            ))}
          </select>
        </label>

        <label className="field">
          <span className="field__label">Bet type</span>
          <select
            className="field__input"
            name="betType"
            value={form.betType}
            onChange={(e) => set('betType', e.target.value as ChallengeBetType)}
          >
            {CHALLENGE_BET_TYPES.map((type) => (
              <option key={type} value={type}>
                {BET_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>

        {form.betType === 'crypto' && (
          <>
            <label className="field">
              <span className="field__label">Crypto currency</span>
              <select
                className="field__input"
                name="cryptoCurrency"
                value={form.cryptoCurrency}
                onChange={(e) => set('cryptoCurrency', e.target.value as ChallengeCryptoCurrency)}
              >
                {CRYPTO_OPTIONS.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </label>
            <p className="p2p-dialog__note" data-testid="crypto-note">
              Crypto wagering is not offered: challenges are played for coins or sweepstakes coins.
            </p>
          </>
        )}

        <label className="field">
          <span className="field__label">Bet amount</span>
          <input
            className="field__input"
            name="betAmount"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            placeholder="e.g. 50"
            value={form.betAmount}
            onChange={(e) => set('betAmount', e.target.value)}
          />
          {range && <span className="field__hint">Each player stakes this much: {range}.</span>}
        </label>

        <label className="field">
          <span className="field__label">Skill level</span>
          <select
            className="field__input"
            name="skillLevel"
            value={form.skillLevel}
            onChange={(e) => set('skillLevel', e.target.value as ChallengeSkillLevel)}
          >
            {CHALLENGE_SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {SKILL_LEVEL_LABELS[level]} ({skillBandText(level)})
              </option>
            ))}
          </select>
        </label>

        {serverError && (
          <p className="p2p-dialog__error" role="alert">
            {serverError}
          </p>
        )}

        <button
          type="submit"
          className="btn btn--gold btn--block"
          disabled={!canSubmitCreate(form, create.isPending)}
        >
          {create.isPending ? 'Creating…' : 'Create Challenge'}
        </button>
      </form>
    </dialog>
  );
}

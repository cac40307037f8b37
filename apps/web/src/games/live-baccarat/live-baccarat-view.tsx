import { useState } from 'react';
import { chipsFor } from '../../components/games/chip-rules';
import { Chip, ChipRack, StakeCurrency } from '../../components/games/game-ui';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import { formatCents, toMoneyString, type Cents } from '../../components/games/money';
import { toastInsufficientBalance } from '../../components/games/play-feedback';
import { CardHand } from '../../components/playing-cards/playing-card';
import { toast } from '../../components/toaster/toast-store';
import { newClientBetId, type LiveGameViewProps } from '../../pages/live-casino/live-game-view';
import { cardsOfCodes } from '../../pages/poker/poker-cards';
import {
  chipsBySpot,
  coupWinner,
  handTotal,
  type CoupWinner,
  type LiveBaccaratSpot,
} from './live-baccarat-model';

const DENOMINATIONS: readonly Cents[] = [500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000];

/** The spots in table order, with what each pays (the floor's baccarat; the pairs' 11:1). */
const SPOTS: ReadonlyArray<{ spot: LiveBaccaratSpot; label: string; pays: string }> = [
  { spot: 'player-pair', label: 'Player pair', pays: '11:1' },
  { spot: 'player', label: 'Player', pays: '1:1' },
  { spot: 'tie', label: 'Tie', pays: '8:1' },
  { spot: 'banker', label: 'Banker', pays: '0.95:1' },
  { spot: 'banker-pair', label: 'Banker pair', pays: '11:1' },
];

const WINNER_TEXT: Record<CoupWinner, string> = { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' };

function Hand({ title, codes, won }: { title: string; codes: readonly string[]; won: boolean }) {
  const total = handTotal(codes);
  return (
    <div
      className={`live-bac__hand${won ? ' live-bac__hand--won' : ''}`}
      data-testid={`live-bac-${title.toLowerCase()}`}
    >
      <h3 className="live-bac__hand-title">
        {title} <span className="live-bac__total">{total ?? '–'}</span>
      </h3>
      <CardHand cards={cardsOfCodes(codes)} size="sm" label={`${title} cards`} placeholders={2} />
    </div>
  );
}

/** Live baccarat: one coup for the table, the cards dealt face up from the room's state. */
export function LiveBaccaratView({ snapshot, myBets, send, spectating, balance }: LiveGameViewProps) {
  const chips = chipsFor({ min: snapshot.minBet, max: snapshot.maxBet }, DENOMINATIONS);
  // Every amount at the table is in its currency (issue 18).
  const coins = (cents: Cents) => `${formatCents(cents)} ${currencyMark(snapshot.currency)}`;
  const [chip, setChip] = useState<Cents>(chips[0] ?? snapshot.minBet);
  const onSpots = chipsBySpot(snapshot.board, myBets);
  const open = snapshot.phase === 'betting' && !spectating;
  const winner = coupWinner(snapshot.outcome);
  const myTotal = Object.values(onSpots).reduce((s, c) => s + c.mine, 0);

  function place(spot: LiveBaccaratSpot) {
    if (!open) return;
    if (chip > balance) return toastInsufficientBalance(snapshot.currency);
    if (onSpots[spot].mine + chip > snapshot.maxBet)
      return toast({
        variant: 'destructive',
        title: 'Table limit',
        description: `Each bet is between ${coins(snapshot.minBet)} and ${coins(snapshot.maxBet)}.`,
      });
    send('bet', {
      game: 'live-baccarat',
      clientBetId: newClientBetId(),
      currency: snapshot.currency,
      bets: [{ type: spot, amount: toMoneyString(chip) }],
    });
  }

  return (
    <div className="live-bac">
      <div className="felt live-bac__hands">
        <Hand title="Player" codes={snapshot.playerCards} won={winner === 'player'} />
        <div className="live-bac__result" data-testid="live-bac-result" aria-live="polite">
          {winner ? WINNER_TEXT[winner] : snapshot.phase === 'closed' ? 'Dealing…' : 'Player or Banker?'}
        </div>
        <Hand title="Banker" codes={snapshot.bankerCards} won={winner === 'banker'} />
      </div>

      <div className="live-bac__spots" role="group" aria-label="Baccarat bets">
        {SPOTS.map(({ spot, label, pays }) => {
          const here = onSpots[spot];
          return (
            <button
              key={spot}
              type="button"
              className={`live-bac__spot live-bac__spot--${spot}${winner === spot ? ' is-won' : ''}`}
              disabled={!open}
              aria-label={`Bet on ${label}, pays ${pays}${here.mine ? `, ${coins(here.mine)} yours` : ''}${here.everyone ? `, ${coins(here.everyone)} at the table` : ''}`}
              onClick={() => place(spot)}
            >
              <span className="live-bac__spot-label">{label}</span>
              <span className="live-bac__spot-pays">Pays {pays}</span>
              {here.everyone > 0 && (
                <span className="live-bac__spot-table" data-testid="live-bac-table-chips">
                  Table {coins(here.everyone)}
                </span>
              )}
              {here.mine > 0 && (
                <span className="live-bac__spot-mine" data-testid="live-bac-my-chip">
                  <Chip value={here.mine} tone={4} small />
                </span>
              )}
            </button>
          );
        })}
      </div>

      {!spectating && (
        <div className="rt__controls">
          <ChipRack chips={chips} selected={chip} onSelect={setChip} disabled={!open} />
          <div className="rt__buttons">
            <span className="rt__total" data-testid="live-my-total">
              Your bets <strong>{coins(myTotal)}</strong> <StakeCurrency currency={snapshot.currency} />
            </span>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={!open || myTotal === 0}
              onClick={() => send('cancelBets', {})}
            >
              Cancel bets
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={!open || myTotal > 0}
              onClick={() => send('rebet', { clientBetId: newClientBetId() })}
            >
              Rebet
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

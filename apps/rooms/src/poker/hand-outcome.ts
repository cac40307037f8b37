import type { HandEndRecord } from '@casino/domain';
import { formatMoney } from '@casino/domain';
import {
  handStakes,
  holeCardOpenings,
  toCard,
  type HandResult,
  type HandState,
  type HoldemEvent,
} from '@casino/engine';
import type { FinishedHand } from './poker-game-state.js';

// What a finished hand leaves behind, computed from the engine's result (pure): what the table shows
// of it, and what the ledger records of it.

/** The last hand as the room shows it: its deal proof, board and what each winner took. */
export function finishedHandOf(result: HandResult): FinishedHand {
  const history = result.history;
  const won = new Map<number, number>();
  for (const p of result.pots) for (const w of p.winners) won.set(w.seat, (won.get(w.seat) ?? 0) + w.amount);
  return {
    handNumber: history.handNumber,
    proof: history.proof,
    pot: result.pots.reduce((sum, p) => sum + p.amount, 0),
    showdown: history.showdown,
    board: history.board.map(toCard),
    winners: [...won.entries()].map(([seat, amount]) => {
      const player = history.players.find((p) => p.seat === seat);
      return {
        playerId: player?.playerId ?? '',
        playerName: player?.name ?? `Seat ${seat + 1}`,
        amount,
        net: result.netChanges.find((n) => n.playerId === player?.playerId)?.net ?? 0,
        handName: history.shown.find((s) => s.seat === seat)?.description ?? null,
      };
    }),
  };
}

/**
 * The settlement of a finished hand: each player's net change (the chips between the seats), and
 * each player's own record of it as a game session — their cards and their openings (theirs to see),
 * the board and the public deal proof. `hand` is the hand as it stood before it ended (the result
 * holds no unshown cards).
 */
export function handEndRecordOf(
  handId: string,
  tableId: number,
  result: HandResult,
  hand: HandState | null,
): HandEndRecord {
  const history = result.history;
  const pot = result.pots.reduce((sum, p) => sum + p.amount, 0);
  const board = history.board.map(toCard);
  return {
    handId,
    pot: BigInt(pot),
    history,
    netByUser: result.netChanges.map((n) => ({ userId: n.playerId, net: BigInt(n.net) })),
    sessions: handStakes(history).map((stake) => ({
      userId: stake.playerId,
      betUnits: BigInt(stake.bet),
      winUnits: BigInt(stake.won),
      gameData: {
        tableId,
        tableName: history.tableName,
        handNumber: history.handNumber,
        seat: stake.seat,
        holeCards: (hand?.players[stake.seat]?.cards ?? []).map(toCard),
        board,
        handName: history.shown.find((s) => s.seat === stake.seat)?.description ?? null,
        showdown: history.showdown,
        pot,
        // PokerSessionFairness: only this player reads their sessions, so their openings go here.
        poker: {
          proof: history.proof,
          ownOpenings: hand ? holeCardOpenings(hand.deal, hand.deck, stake.seat) : [],
        },
      },
    })),
  };
}

const BLIND_LABELS = { 'small-blind': 'Small blind', 'dead-small-blind': 'Dead blind' } as const;

/** A seat's label for what it just did ("Raise to 20.00 (all in)"), or null when the event is no action. */
export function actionLabelOf(event: HoldemEvent): string | null {
  if (event.type === 'blind-posted') {
    return event.kind === 'small-blind' || event.kind === 'dead-small-blind'
      ? BLIND_LABELS[event.kind]
      : 'Big blind';
  }
  if (event.type !== 'action-taken') return null;
  const to = formatMoney(BigInt(event.to));
  const verb = {
    fold: 'Fold',
    check: 'Check',
    call: `Call ${formatMoney(BigInt(event.amount))}`,
    bet: `Bet ${to}`,
    raise: `Raise to ${to}`,
  }[event.action];
  return `${verb}${event.allIn ? ' (all in)' : ''}${event.auto === 'timeout' ? ' (time)' : ''}`;
}

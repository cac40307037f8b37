// Ending a hand: uncalled bets back, the showdown (if two or more are left), pots awarded, the
// history record and result, then the seat changes that wait for the end of a hand (players who
// stood up leave with their chips; a player with no chips left is sat out until they add chips).
import { buildPots } from './side-pots.js';
import { awardPots, showHands, type Contender } from './showdown.js';
import { findClockwise, nextSeatIndex } from './seat-order.js';
import { patchSeat, seatAt, type TableDraft } from './table-draft.js';
import { buildHandHistory, summarizeHand, type ShownHand } from './hand-history.js';
import type { HandPlayer } from './table-state.js';
import type { HandResult } from './table-actions.js';

export function finishHand(d: TableDraft): void {
  const h = d.hand;
  if (!h) return;
  const maxSeats = d.config.maxSeats;
  const players = h.players.filter((p): p is HandPlayer => p !== null);
  const live = players.filter((p) => !p.folded);
  const showdown = live.length > 1;
  const deadMoney = players.reduce((sum, p) => sum + p.dead, 0);
  const breakdown = buildPots(
    players.map((p) => ({ seat: p.seat, amount: p.committed, live: !p.folded })),
    deadMoney,
  );
  for (const r of breakdown.returned) {
    patchSeat(d, r.seat, { stack: seatAt(d, r.seat).stack + r.amount });
    d.events.push({ type: 'bet-returned', seat: r.seat, amount: r.amount });
  }

  let shown: ShownHand[] = [];
  let contenders: Contender[];
  if (showdown) {
    const aggressor = h.lastAggressor;
    const first =
      aggressor !== null && live.some((p) => p.seat === aggressor)
        ? aggressor
        : (findClockwise(
            nextSeatIndex(h.buttonSeat, maxSeats),
            maxSeats,
            (s) => !!h.players[s] && !h.players[s].folded,
          ) ?? h.buttonSeat);
    shown = showHands(live, h.board, first, maxSeats);
    for (const s of shown)
      d.events.push({ type: 'cards-shown', seat: s.seat, cards: s.cards, description: s.description });
    contenders = shown;
  } else {
    contenders = live.map((p) => ({ seat: p.seat, rank: 0 }));
  }
  const pots = awardPots(breakdown.pots, contenders, h.buttonSeat, maxSeats);
  pots.forEach((pot, index) => {
    for (const w of pot.winners) patchSeat(d, w.seat, { stack: seatAt(d, w.seat).stack + w.amount });
    d.events.push({ type: 'pot-awarded', pot: index, amount: pot.amount, winners: pot.winners });
  });

  const finalStacks = new Map(players.map((p) => [p.seat, seatAt(d, p.seat).stack]));
  const history = buildHandHistory(d.config, h, {
    endedAt: d.now,
    finalStacks,
    returned: breakdown.returned,
    shown,
    pots,
    showdown,
  });
  const result: HandResult = {
    handId: h.handId,
    netChanges: history.players.map((p) => ({ seat: p.seat, playerId: p.playerId, net: p.net })),
    pots,
    returned: breakdown.returned,
    history,
  };
  d.hand = null;
  d.lastHand = summarizeHand(history);
  d.events.push({ type: 'hand-ended', result });

  for (const p of players) {
    const s = seatAt(d, p.seat);
    if (s.leaving) {
      d.seats[p.seat] = null;
      d.events.push({ type: 'player-left', seat: p.seat, playerId: s.playerId, chips: s.stack });
    } else if (s.stack === 0 && !s.sittingOut) {
      patchSeat(d, p.seat, { sittingOut: true });
      d.events.push({ type: 'player-sat-out', seat: p.seat, reason: 'busted' });
    }
  }
}

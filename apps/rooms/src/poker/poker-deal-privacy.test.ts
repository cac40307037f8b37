import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pokerTableChannel,
  type PokerTableCall,
  type PokerTableReply,
  type PokerTableRequest,
} from '@casino/contracts';
import { finishedHandHistory, listGameSessions, recentHands } from '@casino/domain';
import {
  cardToString,
  createFloatStream,
  formatHandHistory,
  holeDealPositions,
  shuffledDeck,
  verifyDeal,
  type CardOpening,
  type DealProof,
  type StoredHandHistory,
} from '@casino/engine';
import { PokerHarness, waitFor, type Player } from '../../test/poker-harness.js';

// Issue 11, finding 3: a folded hand must stay private. Two players sit at the heads-up table with
// their own seeds, the first to act folds, and we gather everything the other player and a spectator
// can read (room state, the REST game state, the hand list and history, their own game sessions).
// Before committed decks the room state carried the revealed server seed, and with the public client
// seed `casino-table-N` and the hand number anyone rebuilt the folded cards; now nothing does, while
// the folder can still verify their cards and the board against the commitment shown before the deal.

const TABLE = 2;

interface Opening {
  deal: number;
  position: number;
  card: string;
  salt: string;
}
interface SeatView {
  position: number;
  playerId: string;
  private?: { cards: string[]; openings: Opening[]; canFold: boolean };
}
interface TableView {
  version: number;
  handNumber: number;
  phase: string;
  actionOn: number;
  deckCommitment: string;
  nextHandNumber: number;
  nextDeckCommitment: string;
  seats: { forEach(cb: (seat: SeatView) => void): void };
  lastHand: {
    handNumber: number;
    deckCommitment: string;
    commitments: string[];
    playerSeeds: { seat: number; seed: string }[];
    entropy: string;
    dealOrder: number[];
    openings: Opening[];
    board: string[];
  };
  toJSON(): unknown;
}

const view = (room: Room) => room.state as TableView;
const seatOf = (room: Room, userId: string): SeatView | undefined => {
  let found: SeatView | undefined;
  view(room).seats?.forEach((s) => {
    if (s.playerId === userId) found = s;
  });
  return found;
};

let h: PokerHarness;
beforeAll(async () => {
  h = await PokerHarness.start();
});
afterAll(() => h.close());

/** A REST call to the table's room over presence, as the api makes it. */
function call(player: Player, body: PokerTableCall): Promise<PokerTableReply> {
  return new Promise((resolve) => {
    const replyTo = `privacy-reply:${player.userId}:${Date.now()}`;
    const onReply = (reply: PokerTableReply) => {
      void h.server.presence.unsubscribe(replyTo, onReply);
      resolve(reply);
    };
    void h.server.presence.subscribe(replyTo, onReply).then(async () => {
      await h.server.presence.publish(pokerTableChannel(TABLE), {
        requestId: replyTo,
        replyTo,
        userId: player.userId,
        call: body,
      } satisfies PokerTableRequest);
    });
  });
}

/** The old reconstruction: a deck from (some revealed seed, the table's public client seed, hand number). */
function oldRebuild(serverSeed: string, handNumber: number, dealtIn: number, index: number): string[] {
  const deck = shuffledDeck(
    createFloatStream({ serverSeed, clientSeed: `casino-table-${TABLE}`, nonce: handNumber }),
  );
  return holeDealPositions(dealtIn, index).map((k) => cardToString(deck[k]!));
}

describe('a folded hand stays private, and the deal stays provable', () => {
  it('gives no one else the server seed or the folded cards; the folder verifies their own cards', async () => {
    const [folder, caller, watcher] = [await h.newPlayer(), await h.newPlayer(), await h.newPlayer()];
    const rooms = new Map<string, Room>();
    for (const p of [folder, caller]) rooms.set(p.userId, await h.join(p, TABLE));
    const spectator = await h.join(watcher, TABLE, { spectate: true });
    for (const r of [...rooms.values(), spectator]) r.onMessage('*', () => undefined);
    const a = rooms.get(folder.userId)!;
    const b = rooms.get(caller.userId)!;

    // The next deck is committed before anyone sits; both players send their own seed for it.
    const before = await waitFor(() => view(a).nextDeckCommitment || undefined, 5_000, 'the next deck');
    const nextHand = view(a).nextHandNumber;
    const seeds = new Map([
      [folder.userId, 'folder-own-seed'],
      [caller.userId, 'caller-own-seed'],
    ]);
    // One sends it after sitting down (the `seed` message), the other with the sit itself.
    b.send('sit', { buyIn: '500.00' });
    await waitFor(() => seatOf(b, caller.userId), 5_000, 'the first seat');
    b.send('seed', { clientSeed: seeds.get(caller.userId), deckCommitment: before });
    a.send('sit', { buyIn: '500.00', clientSeed: seeds.get(folder.userId), deckCommitment: before });

    await waitFor(() => view(a).phase === 'pre-flop' && view(a).handNumber === nextHand, 5_000, 'the hand');
    expect(view(a).deckCommitment).toBe(before);
    // Whoever acts first folds; both sit out, so no second hand replaces the last one.
    const actor = [folder, caller].find((p) => seatOf(a, p.userId)?.position === view(a).actionOn)!;
    const other = actor === folder ? caller : folder;
    const ownSeat = view(a).actionOn;
    const actorRoom = rooms.get(actor.userId)!;
    const mine = await waitFor(() => seatOf(actorRoom, actor.userId)?.private, 5_000, 'own cards');
    const foldedCards = [...mine.cards];
    const ownOpenings: CardOpening[] = [...mine.openings].map((o) => ({ ...o }));
    expect(foldedCards).toHaveLength(2);
    expect(ownOpenings.map((o) => o.card)).toEqual(foldedCards);
    // The other player's cards, seen only by them: mucked unshown when the hand ends without a showdown.
    const otherSeat = seatOf(a, other.userId)!.position;
    const otherCards = [
      ...(await waitFor(() => seatOf(rooms.get(other.userId)!, other.userId)?.private, 5_000, 'their cards'))
        .cards,
    ];
    // While the hand is on, the openings are in the actor's own view only.
    expect(JSON.stringify((actorRoom.state as TableView).toJSON())).toContain(ownOpenings[0]!.salt);
    const otherRoom = rooms.get(other.userId)!;
    for (const r of [otherRoom, spectator]) {
      const live = JSON.stringify((r.state as TableView).toJSON());
      for (const o of ownOpenings) expect(live).not.toContain(o.salt);
    }
    const versionBefore = view(actorRoom).version;
    for (const r of rooms.values()) r.send('sit-out');
    await waitFor(() => view(actorRoom).version >= versionBefore + 2, 5_000, 'both to sit out');
    actorRoom.send('action', { action: 'fold', version: view(actorRoom).version });
    await waitFor(() => view(spectator).lastHand?.handNumber === nextHand, 5_000, 'the hand to end');
    const record = await waitFor(
      () =>
        h.db
          .selectFrom('poker_hands')
          .select(['server_seed', 'status'])
          .where('table_id', '=', TABLE)
          .where('hand_number', '=', nextHand)
          .executeTakeFirst()
          .then((r) => (r?.status === 'completed' ? r : undefined)),
      5_000,
      'the settled record',
    );
    const serverSeed = record.server_seed;

    // Everything the other player and the spectator can read.
    const history = await finishedHandHistory(h.db, TABLE, nextHand);
    const readable = {
      otherRoom: (rooms.get(other.userId)!.state as TableView).toJSON(),
      spectatorRoom: (spectator.state as TableView).toJSON(),
      otherRest: await call(other, { op: 'state' }),
      spectatorRest: await call(watcher, { op: 'state' }),
      hands: await recentHands(h.db, TABLE),
      history,
      historyText: formatHandHistory(history as StoredHandHistory),
      otherSessions: await listGameSessions(h.db, other.userId),
      spectatorSessions: await listGameSessions(h.db, watcher.userId),
    };
    // The player folded themselves (not timed out or removed).
    const actions = (history as { actions: { action: string; auto?: string }[] }).actions;
    expect(actions.at(-1)).toEqual(expect.objectContaining({ action: 'fold' }));
    expect(actions.at(-1)?.auto).toBeUndefined();
    const text = JSON.stringify(readable);
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(text).not.toContain(serverSeed);

    // The old reconstruction finds the hand's hole cards from no revealed value (there is none to
    // find). All four cards are compared: two alone would match some random 64-hex value in about one
    // in 2,652 tries, and the readable data holds dozens of them (commitments, seeds, entropy).
    const last = view(spectator).lastHand;
    const n = last.dealOrder.length;
    const index = [...last.dealOrder].indexOf(ownSeat);
    const otherIndex = [...last.dealOrder].indexOf(otherSeat);
    for (const candidate of new Set(text.match(/[0-9a-f]{64}/g) ?? []))
      expect([
        ...oldRebuild(candidate, nextHand, n, index),
        ...oldRebuild(candidate, nextHand, n, otherIndex),
      ]).not.toEqual([...foldedCards, ...otherCards]);

    // No folded card is opened: nothing was shown, the board never came, no opening holds them.
    const foldedDeals = holeDealPositions(n, index);
    const proofOpenings: Opening[] = [...last.openings];
    expect(proofOpenings.filter((o) => foldedDeals.includes(o.deal) || foldedCards.includes(o.card))).toEqual(
      [],
    );
    const sessionsText = JSON.stringify(readable.otherSessions);
    for (const o of ownOpenings) expect(sessionsText).not.toContain(o.salt);
    expect(text).not.toContain(ownOpenings[0]!.salt);

    // The folder verifies the deal: the commitment shown before it, their own seed, their own cards.
    const proof: DealProof = {
      tableId: String(TABLE),
      handNumber: nextHand,
      deckCommitment: last.deckCommitment,
      commitments: [...last.commitments],
      playerSeeds: [...last.playerSeeds].map((s) => ({ seat: s.seat, seed: s.seed })),
      entropy: last.entropy,
      dealOrder: [...last.dealOrder],
      openings: proofOpenings.map((o) => ({ ...o })),
    };
    expect(
      verifyDeal(proof, {
        seenBeforeDeal: before,
        board: [...last.board],
        own: { seat: ownSeat, seed: seeds.get(actor.userId)!, cards: foldedCards, openings: ownOpenings },
      }),
    ).toMatchObject({
      ok: true,
      checks: { 'own-seed': 'pass', 'own-cards': 'pass', 'seen-before-deal': 'pass' },
    });
    // Their own game session carries the same openings, for the Fairness page.
    const session = (await listGameSessions(h.db, actor.userId)).find(
      (s) => s.gameSlug === 'live-holdem' && s.gameData.handNumber === nextHand,
    );
    expect((session?.gameData.poker as { ownOpenings: unknown }).ownOpenings).toEqual(ownOpenings);

    for (const r of [...rooms.values(), spectator]) await r.leave();
  });

  it('refuses a malformed seed and a spectator’s seed, and drops one sent for a deck already dealt', async () => {
    const [player, watcher] = [await h.newPlayer(), await h.newPlayer()];
    const room = await h.join(player, 3);
    const spectator = await h.join(watcher, 3, { spectate: true });
    const said = new Map<Room, string[]>([
      [room, []],
      [spectator, []],
    ]);
    for (const [r, list] of said) {
      r.onMessage('notice', (n: { code: string }) => list.push(n.code));
      r.onMessage('clock', () => undefined);
    }
    const next = await waitFor(() => view(room).nextDeckCommitment || undefined, 5_000, 'the next deck');
    room.send('sit', { buyIn: '100.00' });
    await waitFor(() => seatOf(room, player.userId), 5_000, 'the seat');
    room.send('seed', { clientSeed: 'two words', deckCommitment: next });
    room.send('seed', { clientSeed: 'x'.repeat(65), deckCommitment: next });
    room.send('seed', { clientSeed: 'fine', deckCommitment: 'not-a-hash' });
    room.send('seed', { clientSeed: 'fine', deckCommitment: 'e'.repeat(64) });
    spectator.send('seed', { clientSeed: 'fine', deckCommitment: next });
    await waitFor(() => said.get(room)!.length >= 3 && said.get(spectator)!.length >= 1, 5_000, 'refusals');
    expect(said.get(room)).toEqual(['validation_error', 'validation_error', 'validation_error']);
    expect(said.get(spectator)).toEqual(['not_seated']);
    await Promise.all([room.leave(), spectator.leave()]);
  });
});

import { describe, expect, it } from 'vitest';
import type { LiveRoundRecord } from '@casino/contracts';
import { commitServerSeed, verify } from '@casino/engine';
import { checkLiveRound } from './live-round-check';

const SEED = 'a3f1c0de5eed0000000000000000000000000000000000000000000000000001';
const CLIENT = 'live-table-1';
const realPocket = (() => {
  const r = verify('roulette', SEED, CLIENT, 7);
  if (!r.ok || r.outcome.game !== 'roulette') throw new Error('no pocket');
  return r.outcome.number;
})();

function round(overrides: Partial<LiveRoundRecord>): LiveRoundRecord {
  return {
    id: '11',
    tableId: 1,
    gameKey: 'live-roulette',
    currency: 'coins',
    roundNumber: 7,
    status: 'settled',
    seedHash: commitServerSeed(SEED),
    clientSeed: CLIENT,
    nonce: 7,
    serverSeed: SEED,
    shoe: null,
    outcome: { pocket: realPocket },
    openedAt: '2026-11-25T00:00:00.000Z',
    settledAt: '2026-11-25T00:00:20.000Z',
    myBets: [],
    ...overrides,
  };
}

describe('the previous round, checked at the table', () => {
  it('a settled roulette round: the seed matches its hash and gives the drawn pocket', () => {
    expect(checkLiveRound(round({}))).toEqual({
      kind: 'checked',
      commitmentHolds: true,
      pocket: { drawn: realPocket, recomputed: realPocket },
    });
  });

  it('a pocket the seed does not give is shown as different', () => {
    const other = (realPocket + 1) % 37;
    const check = checkLiveRound(round({ outcome: { pocket: other } }));
    expect(check).toEqual({
      kind: 'checked',
      commitmentHolds: true,
      pocket: { drawn: other, recomputed: realPocket },
    });
  });

  it('a seed that is not the committed one fails the commitment', () => {
    const check = checkLiveRound(round({ seedHash: commitServerSeed('another seed') }));
    expect(check.kind === 'checked' && check.commitmentHolds).toBe(false);
  });

  it.each([
    ['roulette before settlement', round({ serverSeed: null, status: 'betting' }), 'settled'],
    [
      'a card round before its shoe ends',
      round({
        gameKey: 'live-baccarat',
        serverSeed: null,
        shoe: { id: '3', decks: 8, position: 40, ended: false },
      }),
      'shoe ends',
    ],
  ])('%s: the seed is still hidden', (_name, record, why) => {
    const check = checkLiveRound(record);
    expect(check.kind).toBe('hidden');
    expect(check.kind === 'hidden' && check.reason).toContain(why);
  });
});

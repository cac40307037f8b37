import type {
  PokerLastHandSnapshot,
  PokerPrivateSeatSnapshot,
  PokerSeatSnapshot,
  PokerTableSnapshot,
} from '@casino/contracts';

// Plain snapshots for the view-model tests: a 6-max $2/$5 table (units: 1 coin = 100).

export function privateView(overrides: Partial<PokerPrivateSeatSnapshot> = {}): PokerPrivateSeatSnapshot {
  return {
    cards: [],
    openings: [],
    canFold: false,
    canCheck: false,
    canCall: false,
    canRaise: false,
    raiseKind: 'bet',
    callAmount: 0,
    minRaiseTo: 0,
    maxRaiseTo: 0,
    ...overrides,
  };
}

export function seat(
  position: number,
  playerId: string,
  overrides: Partial<PokerSeatSnapshot> = {},
): PokerSeatSnapshot {
  return {
    position,
    playerId,
    playerName: playerId.toUpperCase(),
    chips: 50_000,
    streetBet: 0,
    totalBet: 0,
    isDealer: false,
    isSmallBlind: false,
    isBigBlind: false,
    inHand: false,
    hasCards: false,
    isFolded: false,
    isAllIn: false,
    isActing: false,
    isSittingOut: false,
    isLeaving: false,
    owesBlinds: false,
    isConnected: true,
    lastAction: '',
    shownCards: [],
    shownDescription: '',
    private: null,
    ...overrides,
  };
}

export function table(overrides: Partial<PokerTableSnapshot> = {}): PokerTableSnapshot {
  return {
    tableId: 1,
    tableName: 'Royal Flush Room',
    currency: 'coins',
    maxPlayers: 6,
    smallBlind: 200,
    bigBlind: 500,
    minBuyIn: 10_000,
    maxBuyIn: 100_000,
    actionTimeoutMs: 30_000,
    version: 7,
    handNumber: 3,
    phase: 'waiting',
    pot: 0,
    currentBet: 0,
    minRaise: 0,
    board: [],
    actionOn: -1,
    actionDeadline: 0,
    deckCommitment: '',
    nextHandNumber: 0,
    nextDeckCommitment: '',
    seats: [],
    lastHand: null,
    spectators: 0,
    ...overrides,
  };
}

/** A finished hand with an empty proof (the seed-check tests build real ones with the engine). */
export function lastHand(overrides: Partial<PokerLastHandSnapshot> = {}): PokerLastHandSnapshot {
  const handNumber = overrides.handNumber ?? 3;
  return {
    handNumber,
    proof: {
      tableId: '1',
      handNumber,
      deckCommitment: '',
      commitments: [],
      playerSeeds: [],
      entropy: '',
      dealOrder: [],
      openings: [],
    },
    pot: 0,
    showdown: false,
    board: [],
    winners: [],
    ...overrides,
  };
}

import {
  BLACKJACK_MOVES,
  blackjackActionOf,
  blackjackReducer,
  createFloatStream,
  newBlackjackState,
  shuffledDeck,
  toCard,
  verify,
  type BlackjackMove,
  type BlackjackState,
  type FairnessSeeds,
} from '@casino/engine';
import {
  cardsOf,
  cardsText,
  isRecord,
  isString,
  moneyField,
  sameCards,
  step,
  type GameData,
  type RecallStep,
  type RoundFamily,
  textOf,
} from './recall-steps.js';

const actionsOf = (data: GameData): BlackjackMove[] | null =>
  Array.isArray(data.actions) &&
  data.actions.every((a): a is BlackjackMove => (BLACKJACK_MOVES as readonly unknown[]).includes(a))
    ? data.actions
    : null;

const handCardsOf = (data: GameData) =>
  Array.isArray(data.hands) ? data.hands.map((h) => (isRecord(h) ? cardsOf(h.cards) : null)) : null;

const ACTION_LABELS: Record<BlackjackMove, string> = {
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double down',
  split: 'Split',
  insurance: 'Insurance taken',
  'no-insurance': 'Insurance declined',
};

const cardsOfIds = (ids: readonly number[]) => cardsText(ids.map(toCard));

/**
 * The deal and each decision replayed through the engine's reducer from the round's deck (the seed
 * pair it was played with): which card each hit or double drew, then the dealer's hole card and draws.
 */
function replayedSteps(actions: readonly BlackjackMove[], seeds: FairnessSeeds): RecallStep[] | null {
  let r = blackjackReducer(newBlackjackState(), {
    type: 'deal',
    bet: 1,
    deck: shuffledDeck(createFloatStream(seeds)),
  });
  if (!r.ok) return null;
  const dealt: BlackjackState = r.state;
  const steps = [
    step(
      'Deal',
      `Player ${cardsOfIds(dealt.hands[0]?.cards ?? [])} · Dealer shows ${cardsOfIds(dealt.dealerCards.slice(0, 1))}`,
    ),
  ];
  for (const move of actions) {
    const before = r.state;
    const active = before.activeHand;
    r = blackjackReducer(before, blackjackActionOf(move));
    if (!r.ok) return null;
    const hand = r.state.hands[active];
    const drew =
      hand && hand.cards.length > (before.hands[active]?.cards.length ?? 0) ? hand.cards.at(-1) : undefined;
    const where = r.state.hands.length > 1 ? ` (hand ${active + 1})` : '';
    const detail =
      move === 'split'
        ? r.state.hands.map((h, i) => `hand ${i + 1}: ${cardsOfIds(h.cards)}`).join(' · ')
        : drew !== undefined
          ? `draws ${cardsOfIds([drew])}: ${cardsOfIds(hand?.cards ?? [])}`
          : `on ${cardsOfIds(hand?.cards ?? [])}`;
    steps.push(step(`${ACTION_LABELS[move]}${where}`, detail));
  }
  const dealer = r.state.dealerCards;
  if (dealer.length >= 2) steps.push(step('Dealer reveals', `hole card ${cardsOfIds(dealer.slice(1, 2))}`));
  for (const card of dealer.slice(2)) steps.push(step('Dealer draws', cardsOfIds([card])));
  return steps;
}

/** What the record alone tells, when the deck cannot be replayed. */
function recordedSteps(data: GameData, actions: readonly BlackjackMove[]): RecallStep[] {
  const hands = handCardsOf(data) ?? [];
  return [
    step('Deal', `Player ${cardsText(cardsOf(data.playerCards) ?? [])}`),
    ...actions.map((move) => step(ACTION_LABELS[move], '')),
    ...hands.map((cards, i) => step(`Hand ${i + 1}`, cardsText(cards ?? []))),
    step('Dealer', cardsText(cardsOf(data.dealerCards) ?? [])),
  ];
}

/** Blackjack: every card and decision, the dealer's draws, each hand's outcome. */
export const blackjackRecall: RoundFamily = {
  steps(data, seeds) {
    const actions = actionsOf(data) ?? [];
    const play = (seeds && replayedSteps(actions, seeds)) ?? recordedSteps(data, actions);
    const hands = Array.isArray(data.hands) ? data.hands.filter(isRecord) : [];
    const outcomes = hands.map((h, i) =>
      step(
        hands.length > 1 ? `Hand ${i + 1}` : 'Player hand',
        `${cardsText(cardsOf(h.cards) ?? [])} (${textOf(h.value)}): ${textOf(h.outcome)}`,
        moneyField(h.winAmount),
      ),
    );
    return [
      ...play,
      step('Dealer hand', `${cardsText(cardsOf(data.dealerCards) ?? [])} (${textOf(data.dealerValue)})`),
      ...outcomes,
      step('Result', isString(data.result) ? data.result : 'unknown', moneyField(data.winAmount)),
    ];
  },
  matches(data, seeds) {
    const actions = actionsOf(data);
    if (!actions) return false;
    const result = verify('blackjack', seeds.serverSeed, seeds.clientSeed, seeds.nonce, { actions });
    if (!result.ok || result.outcome.game !== 'blackjack' || !result.outcome.final) return false;
    const { final } = result.outcome;
    const hands = handCardsOf(data);
    return (
      hands !== null &&
      hands.length === final.hands.length &&
      hands.every((cards, i) => sameCards(cards, final.hands[i] ?? [])) &&
      sameCards(cardsOf(data.dealerCards), final.dealerCards) &&
      data.result === final.result
    );
  },
};

import { describe, expect, it } from 'vitest';
import { afterAutoSpin, type AutoPlayPlan } from './auto-play';

const plan = (over: Partial<AutoPlayPlan> = {}): AutoPlayPlan => ({
  spins: 10,
  stopOnWinAbove: null,
  stopBelowBalance: null,
  ...over,
});

describe('auto play stop conditions', () => {
  it.each([
    {
      name: 'keeps going mid-run',
      plan: plan(),
      done: 3,
      round: { net: -100, balance: 5000, bet: 100 },
      step: 'continue',
    },
    {
      name: 'stops after the last spin',
      plan: plan(),
      done: 9,
      round: { net: -100, balance: 5000, bet: 100 },
      step: 'spins-done',
    },
    {
      name: 'a win above the limit stops',
      plan: plan({ stopOnWinAbove: 500 }),
      done: 1,
      round: { net: 501, balance: 9000, bet: 100 },
      step: 'win-above',
    },
    {
      name: 'a win equal to the limit does not',
      plan: plan({ stopOnWinAbove: 500 }),
      done: 1,
      round: { net: 500, balance: 9000, bet: 100 },
      step: 'continue',
    },
    {
      name: 'a loss never counts as a win above 0',
      plan: plan({ stopOnWinAbove: 0 }),
      done: 1,
      round: { net: -100, balance: 9000, bet: 100 },
      step: 'continue',
    },
    {
      name: 'balance below the limit stops',
      plan: plan({ stopBelowBalance: 5000 }),
      done: 1,
      round: { net: -100, balance: 4999, bet: 100 },
      step: 'balance-below',
    },
    {
      name: 'balance at the limit does not',
      plan: plan({ stopBelowBalance: 5000 }),
      done: 1,
      round: { net: -100, balance: 5000, bet: 100 },
      step: 'continue',
    },
    {
      name: 'a bet the balance cannot cover stops',
      plan: plan(),
      done: 1,
      round: { net: -100, balance: 50, bet: 100 },
      step: 'cannot-afford',
    },
    {
      name: 'the player’s limit is named before the count',
      plan: plan({ stopOnWinAbove: 0 }),
      done: 9,
      round: { net: 100, balance: 50, bet: 100 },
      step: 'win-above',
    },
  ])('$name', ({ plan: p, done, round, step }) => {
    const result = afterAutoSpin({ plan: p, done }, round);
    expect(result.kind === 'continue' ? 'continue' : result.reason).toBe(step);
  });

  it('never runs more spins than planned, whatever the rounds', () => {
    // Every planned count against runs of losses, pushes and wins that never trip a limit.
    for (let spins = 1; spins <= 100; spins += 1) {
      for (const nets of [[-100], [0], [100, -100, 0], [5000, -50]]) {
        let progress = { plan: plan({ spins }), done: 0 };
        let played = 0;
        for (;;) {
          const net = nets[played % nets.length] ?? 0;
          played += 1;
          const step = afterAutoSpin(progress, { net, balance: 1_000_000, bet: 100 });
          if (step.kind === 'stop') break;
          progress = step.progress;
        }
        expect(played).toBe(spins);
      }
    }
  });
});

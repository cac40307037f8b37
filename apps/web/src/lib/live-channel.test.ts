import { describe, expect, it } from 'vitest';
import type { LiveNotification } from '@casino/contracts';
import {
  LIVE_CHANNEL_URL,
  openLiveChannel,
  parseLiveNotification,
  reconnectDelayMs,
  type EventSourceLike,
} from './live-channel';

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

/** A channel over fake sources and a hand-run timer list. */
function harness() {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const received: LiveNotification[] = [];
  const statuses: boolean[] = [];
  const channel = openLiveChannel({
    connect: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    random: () => 0,
    onNotification: (n) => received.push(n),
    onStatus: (open) => statuses.push(open),
  });
  const last = () => sources.at(-1) as FakeSource;
  const fire = () => timers.at(-1)?.run();
  return { channel, sources, timers, received, statuses, last, fire };
}

const presence = JSON.stringify({ type: 'friend-presence', userId: 'u7', isOnline: true });

describe('parseLiveNotification', () => {
  it.each([
    ['a presence change', presence, 'friend-presence'],
    ['bad JSON', '{nope', null],
    ['an unknown kind', JSON.stringify({ type: 'weather', sunny: true }), null],
    ['a known kind missing its fields', JSON.stringify({ type: 'game-invite' }), null],
    ['not a string', 42, null],
  ])('%s', (_name, data, type) => {
    expect(parseLiveNotification(data)?.type ?? null).toBe(type);
  });
});

describe('reconnectDelayMs', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [4, 16_000],
    [5, 30_000],
    [40, 30_000],
  ])('attempt %i waits %i ms (no jitter)', (attempt, ms) => {
    expect(reconnectDelayMs(attempt, () => 0)).toBe(ms);
  });
  it('adds at most 20% jitter', () => {
    expect(reconnectDelayMs(0, () => 0.999)).toBeLessThanOrEqual(1_200);
  });
});

describe('openLiveChannel', () => {
  it('opens /api/live and hands on each valid notification, skipping the rest', () => {
    const h = harness();
    expect(h.last().url).toBe(LIVE_CHANNEL_URL);
    h.last().open();
    h.last().send(presence);
    h.last().send('garbage');
    expect(h.received).toEqual([{ type: 'friend-presence', userId: 'u7', isOnline: true }]);
    expect(h.statuses).toEqual([true]);
  });

  it('reconnects after a drop with a growing pause, reset once a stream opens', () => {
    const h = harness();
    h.last().fail();
    expect(h.sources[0]?.closed).toBe(true);
    expect(h.timers.map((t) => t.ms)).toEqual([1_000]);
    h.fire();
    h.last().fail();
    h.fire();
    h.last().fail();
    expect(h.timers.map((t) => t.ms)).toEqual([1_000, 2_000, 4_000]);
    h.fire();
    h.last().open();
    h.last().fail();
    expect(h.timers.at(-1)?.ms).toBe(1_000);
    expect(h.sources).toHaveLength(4);
    expect(h.statuses).toEqual([false, false, false, true, false]);
  });

  it('close() (sign-out) closes the stream and cancels a pending reconnect', () => {
    const h = harness();
    h.last().fail();
    h.channel.close();
    expect(h.timers[0]?.cleared).toBe(true);
    const h2 = harness();
    h2.last().open();
    h2.channel.close();
    expect(h2.last().closed).toBe(true);
    h2.last().send(presence);
    h2.last().fail();
    expect(h2.received).toEqual([]);
    expect(h2.timers).toEqual([]);
  });
});

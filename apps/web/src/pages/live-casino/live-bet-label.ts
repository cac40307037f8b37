import type { LiveTableSnapshot } from '@casino/contracts';

/** "red", "split 17-20", "banker", "seat 3", "behind seat 3": how a bet reads in the players list. */
export function betLabel(bet: Pick<LiveTableSnapshot['recentBets'][number], 'kind' | 'spec'>): string {
  try {
    const spec = JSON.parse(bet.spec) as Record<string, unknown>;
    const named = spec.type ?? spec.kind;
    const type = typeof named === 'string' ? named : bet.kind;
    const detail = Array.isArray(spec.numbers)
      ? spec.numbers.join('-')
      : typeof spec.value === 'number'
        ? String(spec.value)
        : typeof spec.seat === 'number'
          ? `seat ${spec.seat + 1}`
          : '';
    // A seat bet reads "seat 3", a bet behind it "behind seat 3".
    return type === 'seat' ? detail : [type, detail].filter(Boolean).join(' ');
  } catch {
    return bet.kind;
  }
}

// The shape of a rejected action (house rule: engine functions do not throw on a player's bad
// action; they return a stable string code and leave the state unchanged).
export interface Rejected<E extends string> {
  readonly ok: false;
  readonly error: E;
}

export function reject<E extends string>(error: E): Rejected<E> {
  return { ok: false, error };
}

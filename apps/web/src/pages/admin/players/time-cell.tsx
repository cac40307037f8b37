import { when, whenShort } from './player-format';

/** A time in a table: short and on one line, the full form (with its zone) on hover. */
export function Time({ iso }: { iso: string | null | undefined }) {
  return (
    <time className="admin-time" dateTime={iso ?? undefined} title={iso ? when(iso) : undefined}>
      {whenShort(iso)}
    </time>
  );
}

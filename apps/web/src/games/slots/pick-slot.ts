/** The slot `?game=<id>` names (by catalogue id or slug), else the first one. */
export function pickSlot<T extends { id: number; slug: string }>(
  slots: readonly T[],
  param: string | null,
): T | undefined {
  if (param) {
    const byParam = slots.find((s) => String(s.id) === param || s.slug === param);
    if (byParam) return byParam;
  }
  return slots[0];
}

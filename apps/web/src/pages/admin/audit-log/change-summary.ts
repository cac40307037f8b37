/**
 * An audit row's before and after as short lines a table cell can hold: for two objects, each field
 * that changed as "field: before → after"; otherwise the whole values. Long values are cut.
 */
export function changeSummary(before: unknown, after: unknown, maxLength = 80): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    const changed = keys.filter((key) => show(before[key]) !== show(after[key]));
    if (changed.length === 0) return ['no change'];
    return changed.map((key) => cut(`${key}: ${show(before[key])} → ${show(after[key])}`, maxLength));
  }
  if (before === null || before === undefined)
    return after === null || after === undefined ? ['—'] : [cut(`→ ${show(after)}`, maxLength)];
  if (after === null || after === undefined) return [cut(`${show(before)} → (none)`, maxLength)];
  return [cut(`${show(before)} → ${show(after)}`, maxLength)];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function cut(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** Assigns only when the value differs, so unchanged fields send nothing in the next patch. */
export function setField<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}

/** Narrow away `undefined` from an indexed access, failing loudly if it is missing. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`make-art: missing ${what}`);
  return value;
}

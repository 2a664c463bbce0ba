/**
 * Runs a read or write of the browser's storage, which can be unavailable (private modes,
 * blocked storage): then the site simply forgets, and `fallback` stands in for the answer.
 */
export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

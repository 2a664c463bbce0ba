/**
 * Runs `fn` at most once per `wait` ms: the first call at once, then, if more calls came in
 * meanwhile, once more at the end of the wait, so the last state is never missed.
 */
export function throttle(fn: () => void, wait: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const release = () => {
    if (pending) {
      pending = false;
      fn();
      timer = setTimeout(release, wait);
    } else {
      timer = undefined;
    }
  };
  const throttled = () => {
    if (timer !== undefined) {
      pending = true;
      return;
    }
    fn();
    timer = setTimeout(release, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
  return throttled;
}

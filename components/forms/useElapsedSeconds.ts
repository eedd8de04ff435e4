import { useEffect, useState } from 'react';

/**
 * Whole seconds since `since` (a performance.now() time), from `afterMs` on, updated every
 * second; null before then, and when `since` is null.
 */
export function useElapsedSeconds(since: number | null, afterMs: number): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const elapsed = performance.now() - since;
      if (elapsed >= afterMs) setSeconds(Math.floor(elapsed / 1000));
      // The next whole second (or the first moment shown), so the count never skips or lags.
      timer = setTimeout(tick, elapsed < afterMs ? afterMs - elapsed : 1000 - (elapsed % 1000));
    };
    tick();
    return () => {
      clearTimeout(timer);
      setSeconds(null);
    };
  }, [since, afterMs]);
  return since === null ? null : seconds;
}

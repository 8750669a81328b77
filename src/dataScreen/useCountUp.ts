/**
 * Counting animation of the live counters: the first figure shows at once; when a refresh brings
 * a new figure the digits run from the old one to it in COUNT_UP_MS. Users who ask for reduced
 * motion (and environments without animation frames) see the new figure at once.
 */
import { useEffect, useRef, useState } from 'react';

export const COUNT_UP_MS = 1200;

/** True when the user asks for reduced motion, or the environment cannot animate. */
export function reducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The figure to draw now for a target figure (undefined while there is none). */
export function useCountUp(target: number | undefined): number | undefined {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    from.current = target;
    if (target === undefined || start === undefined || start === target || reducedMotion()) {
      setShown(target);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / COUNT_UP_MS);
      const eased = 1 - (1 - t) ** 3;
      setShown(Math.round(start + (target - start) * eased));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      // An interrupted run settles on its target, so the next run starts from a real figure.
      setShown(target);
    };
  }, [target]);
  return shown;
}

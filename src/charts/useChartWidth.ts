/**
 * The width a chart draws at: its container's, re-measured on resize with the 100 ms debounce of
 * spec §9 ("resize redraw debounce 100 ms"). Where layout reports 0 (jsdom, a hidden tab) it falls
 * back to FALLBACK_WIDTH so the SVG still holds every bar and label.
 */
import { useEffect, useRef, useState } from 'react';

export const RESIZE_DEBOUNCE_MS = 100;
export const FALLBACK_WIDTH = 640;

export function useChartWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(el.clientWidth), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);
  return { ref, width: width > 0 ? width : FALLBACK_WIDTH };
}

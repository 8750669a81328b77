/**
 * Collapses the side menu when the window is narrower than 1200 px and opens it again when it is
 * wide enough (spec §4, §9: threshold 1200 px, resize debounced 100 ms).
 */
import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

export const COLLAPSE_BELOW_PX = 1200;
export const RESIZE_DEBOUNCE_MS = 100;

/** Whether a window of this width shows the full side menu. */
export function sideMenuOpenFor(width: number): boolean {
  return width >= COLLAPSE_BELOW_PX;
}

export function useAutoCollapse(): void {
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    // On load only collapse (a wide window keeps the user's last choice); on resize follow the width.
    if (!sideMenuOpenFor(window.innerWidth)) setOpen(false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(sideMenuOpenFor(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [setOpen]);
}

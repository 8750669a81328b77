/**
 * The Fullscreen API for the wall display's 全屏 / 退出全屏 toggle: whether the browser allows it,
 * whether the page is full screen now (kept in step with Esc and F11 exits), and the toggle.
 */
import { useCallback, useEffect, useState } from 'react';

export function useFullscreen() {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [active, setActive] = useState(() => supported && !!document.fullscreenElement);
  useEffect(() => {
    if (!supported) return;
    const sync = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [supported]);
  const toggle = useCallback(() => {
    if (!supported) return;
    // A refused request (no user gesture, kiosk policy) leaves the page as it is.
    const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request?.catch(() => undefined);
  }, [supported]);
  return { supported, active, toggle };
}

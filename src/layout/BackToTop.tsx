/**
 * Back-to-top button (spec §9): appears after 200 px of scroll, returns to the top in 200 ms.
 * On a phone (issue 18: it covered the rows' right-hand buttons) it shows only while the reader
 * scrolls back up, the way phone browsers show their toolbars, hides again after a pause, and sits
 * above the bottom navigation.
 */
import { useEffect, useState } from 'react';
import { Fab, Zoom } from '@mui/material';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useTranslate } from 'react-admin';

export const BACK_TO_TOP_AFTER_PX = 200;
export const BACK_TO_TOP_DURATION_MS = 200;

/** Scrolls the window to the top over `duration` ms with an ease-out curve. */
export function scrollToTop(duration = BACK_TO_TOP_DURATION_MS): void {
  const start = window.scrollY;
  if (start <= 0) return;
  const t0 = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - t0) / duration);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** On a phone the button hides this long after the last upward scroll. */
export const PHONE_BACK_TO_TOP_IDLE_MS = 2000;

export function BackToTop({ phone = false, bottom = 96 }: { phone?: boolean; bottom?: number } = {}) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      const far = y > BACK_TO_TOP_AFTER_PX;
      if (!phone) setVisible(far);
      else {
        const up = y < lastY;
        setVisible(far && up);
        clearTimeout(idle);
        if (far && up) idle = setTimeout(() => setVisible(false), PHONE_BACK_TO_TOP_IDLE_MS);
      }
      lastY = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(idle);
      window.removeEventListener('scroll', onScroll);
    };
  }, [phone]);
  return (
    <Zoom in={visible}>
      <Fab
        size="small"
        color="primary"
        aria-label={translate('shell.back_to_top')}
        title={translate('shell.back_to_top')}
        onClick={() => scrollToTop()}
        sx={{ position: 'fixed', right: phone ? 12 : 24, bottom, zIndex: (t) => t.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}

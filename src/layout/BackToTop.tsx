/** Back-to-top button (spec §9): appears after 200 px of scroll, returns to the top in 200 ms. */
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

export function BackToTop() {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={visible}>
      <Fab
        size="small"
        color="primary"
        aria-label={translate('shell.back_to_top')}
        title={translate('shell.back_to_top')}
        onClick={() => scrollToTop()}
        sx={{ position: 'fixed', right: 24, bottom: 96, zIndex: (t) => t.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}

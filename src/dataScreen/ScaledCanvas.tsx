/**
 * The wall display's canvas: laid out at 1920×1080 and scaled as a whole to fit the window
 * (centred, never cropped, never scrolled), so a 1280×720 laptop shows the same screen two
 * thirds the size and a 4K wall twice the size. Re-fitted 100 ms after the window stops resizing (spec §9).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { DATAV_HEIGHT, DATAV_RESIZE_DEBOUNCE_MS, DATAV_WIDTH } from './constants';
import { DATAV_COLORS } from './theme';

/** The scale that fits the design size into a `width`×`height` window. */
export function fitScale(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  return Math.min(width / DATAV_WIDTH, height / DATAV_HEIGHT);
}

const windowScale = () => (typeof window === 'undefined' ? 1 : fitScale(window.innerWidth, window.innerHeight));

export function ScaledCanvas({ children, label }: { children: ReactNode; label: string }) {
  const [scale, setScale] = useState(windowScale);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setScale(windowScale()), DATAV_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return (
    <Box
      data-testid="datav-screen"
      sx={{
        position: 'fixed',
        inset: 0,
        overflow: 'hidden',
        bgcolor: DATAV_COLORS.page,
        color: DATAV_COLORS.text,
        backgroundImage:
          'radial-gradient(ellipse at 50% -10%, rgba(37, 99, 235, 0.35) 0%, rgba(5, 11, 26, 0) 55%), linear-gradient(rgba(56,189,248,0.04) 1px, transparent 1px), linear-gradient(90deg, rgba(56,189,248,0.04) 1px, transparent 1px)',
        backgroundSize: '100% 100%, 40px 40px, 40px 40px',
      }}
    >
      <Box
        role="main"
        aria-label={label}
        data-scale={scale.toFixed(3)}
        sx={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: DATAV_WIDTH,
          height: DATAV_HEIGHT,
          transform: `translate(-50%, -50%) scale(${scale})`,
          transformOrigin: 'center center',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

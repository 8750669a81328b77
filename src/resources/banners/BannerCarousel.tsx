/**
 * The banner carousel (轮播图; issue 21): one picture at a time in a 2.5 : 1 frame, its title over
 * the bottom edge, moving on every 4 seconds (paused while the pointer is on it), dots to choose
 * and swipe on phones. A banner with a link opens that page of the app. Used by the student home
 * (GET /system/banner/active) and as the preview of 系统设置 › 轮播图. Nothing when there are none.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ActiveBanner } from '../../../common/banners';

const INTERVAL_MS = 4000;

export function BannerCarousel({ banners }: { banners: readonly ActiveBanner[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = banners.length;
  const at = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(t);
  }, [count, paused]);

  if (!count) return null;
  const b = banners[at];
  const step = (d: number) => setIndex((i) => (i + d + count) % count);
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={translate('banners.carousel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start !== null && end !== undefined && Math.abs(end - start) > 40) step(end < start ? 1 : -1);
      }}
      sx={{ position: 'relative', width: '100%', aspectRatio: '2.5 / 1', maxHeight: 240, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      <ButtonBase
        onClick={() => (b.link ? navigate(b.link) : undefined)}
        disabled={!b.link}
        aria-label={b.title}
        sx={{ position: 'absolute', inset: 0, display: 'block' }}
      >
        <Box component="img" src={b.url} alt={b.title} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        <Typography
          component="span"
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, px: 1.5, pt: 2, pb: count > 1 ? 2.5 : 1, color: '#fff', fontSize: 14, fontWeight: 600, textAlign: 'left',
            background: 'linear-gradient(transparent, rgba(0,0,0,0.55))', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {b.title}
        </Typography>
      </ButtonBase>
      {count > 1 && (
        <Box sx={{ position: 'absolute', bottom: 6, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 0.75 }}>
          {banners.map((x, i) => (
            <ButtonBase
              key={x.id}
              onClick={() => setIndex(i)}
              aria-label={translate('banners.goTo', { n: i + 1 })}
              aria-current={i === at}
              sx={{ width: i === at ? 16 : 6, height: 6, borderRadius: 3, bgcolor: i === at ? '#fff' : 'rgba(255,255,255,0.6)', transition: 'width .2s' }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

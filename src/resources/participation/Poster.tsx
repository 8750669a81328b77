/**
 * An activity's poster at 16:9, or — when it has none or the image fails — a band in the module's
 * colour with the module's name, so that cards keep one shape.
 */
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const BANDS = ['#3f7ee8', '#1e9e8f', '#e8833f', '#8a5cd6', '#d6456b', '#4f9c3a', '#b58a1a'];

/** A stable colour for a label (same module, same colour). */
export function bandColor(label: string): string {
  let h = 0;
  for (const ch of label) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return BANDS[h % BANDS.length];
}

/** `compact`: without a poster, a lower band (cards of a list stay short on a phone). */
export function Poster({ url, label, compact }: { url?: string | null; label?: string; compact?: boolean }) {
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return (
      <Box
        component="img"
        src={url}
        alt=""
        onError={() => setBroken(true)}
        sx={{ aspectRatio: '16 / 9', width: '100%', objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
      />
    );
  }
  const color = bandColor(label ?? '');
  return (
    <Box
      aria-hidden
      sx={{
        aspectRatio: compact ? '3 / 1' : '16 / 9',
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: `linear-gradient(135deg, ${color} 0%, ${color}b3 100%)`,
      }}
    >
      <Typography variant="h6" sx={{ color: '#fff', letterSpacing: 4, opacity: 0.9 }}>
        {label || translate('participation.poster_fallback')}
      </Typography>
    </Box>
  );
}

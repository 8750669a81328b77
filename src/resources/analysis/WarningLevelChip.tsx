/**
 * The tier of an hours warning as a coloured chip (issue 13 预警配置): 红色预警 in the theme's error
 * red, 黄色预警 in amber with dark text (MUI's "warning" is orange; the tier is called yellow). Shared
 * by the warning list, the tier chart of 预警配置 and the student home's warning card.
 */
import { Chip, type ChipProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { WarningLevel } from '../../../common/warningTiers';

/** Amber of 黄色预警, and a text colour readable on it. */
export const YELLOW = '#F2B705';
const YELLOW_TEXT = '#3D2E00';

/** The fill of a level, for charts and chips. */
export const levelColor = (theme: Theme, level: WarningLevel): string => (level === 'red' ? theme.palette.error.main : YELLOW);

/** '红色预警' / '黄色预警' as a small filled chip; nothing without a level. */
export function WarningLevelChip({ level, size = 'small', ...rest }: { level: WarningLevel | null | undefined } & Omit<ChipProps, 'label' | 'color'>) {
  const translate = useTranslate();
  if (!level) return null;
  return (
    <Chip
      size={size}
      data-testid={`level-${level}`}
      label={translate(`analysis.level.${level}`)}
      {...rest}
      sx={[
        (theme) => ({
          bgcolor: levelColor(theme, level),
          color: level === 'red' ? theme.palette.error.contrastText : YELLOW_TEXT,
          fontWeight: 600,
        }),
        ...(Array.isArray(rest.sx) ? rest.sx : rest.sx ? [rest.sx] : []),
      ]}
    />
  );
}

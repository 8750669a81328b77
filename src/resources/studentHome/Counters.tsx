/**
 * The four counters of the student home (spec §2): 总学时 (StudentInfo.hours, with the school's
 * decimal places), 参与活动 (activityCount), 社会实践 (praCount), 获奖荣誉 (honorCount).
 */
import type { ReactNode } from 'react';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { Box, Card, Skeleton, Typography, alpha } from '@mui/material';
import { useTranslate } from 'react-admin';

interface CounterProps {
  id: string;
  icon: ReactNode;
  value: string | undefined;
  unit: string;
  color: 'primary' | 'info' | 'success' | 'warning';
}

function Counter({ id, icon, value, unit, color }: CounterProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ p: { xs: 1.25, sm: 2 }, display: 'flex', gap: { xs: 1, sm: 1.5 }, alignItems: 'center', minWidth: 0 }} data-testid={`counter-${id}`}>
      <Box
        sx={{
          width: { xs: 32, sm: 44 },
          height: { xs: 32, sm: 44 },
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          '& svg': { fontSize: { xs: 20, sm: 26 } },
          color: `${color}.main`,
          bgcolor: (t) => alpha(t.palette[color].main, 0.1),
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {translate(`studentHome.home.counters.${id}`)}
        </Typography>
        {value === undefined ? (
          <Skeleton width={60} height={32} />
        ) : (
          <Typography component="div" sx={{ fontSize: { xs: 18, sm: 24 }, fontWeight: 600, lineHeight: 1.3, whiteSpace: 'nowrap' }} data-testid={`counter-${id}-value`}>
            {value}
            {unit ? (
              <Typography component="span" color="text.secondary" sx={{ ml: 0.5, fontSize: { xs: 12, sm: 14 } }}>
                {unit}
              </Typography>
            ) : null}
          </Typography>
        )}
      </Box>
    </Card>
  );
}

export interface CountersProps {
  /** Values ready to show ('-' when unknown); undefined while loading. */
  hours: string | undefined;
  activityCount: string | undefined;
  praCount: string | undefined;
  honorCount: string | undefined;
}

export function Counters({ hours, activityCount, praCount, honorCount }: CountersProps) {
  const translate = useTranslate();
  const count = translate('studentHome.home.counter_unit.count');
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', lg: '1fr 1fr' }, height: '100%', alignContent: 'stretch' }}>
      <Counter id="hours" icon={<AccessTimeOutlined />} value={hours} unit={translate('studentHome.home.counter_unit.hours')} color="primary" />
      <Counter id="activityCount" icon={<EventAvailableOutlined />} value={activityCount} unit={count} color="info" />
      <Counter id="praCount" icon={<VolunteerActivismOutlined />} value={praCount} unit={count} color="success" />
      <Counter id="honorCount" icon={<EmojiEventsOutlined />} value={honorCount} unit={count} color="warning" />
    </Box>
  );
}

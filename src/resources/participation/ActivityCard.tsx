/**
 * One open activity as a phone-sized card (issue 4 student side): poster (or a coloured band with
 * the module's name), status, name, module, hours, time, place, enrollment window, seats taken of
 * the capacity (enrollCount/applyPeopleNumber) with a bar, the enrollment mode, and 报名 / 取消报名
 * (a disabled 名额已满 instead of 报名 once a first-come activity is full, see EnrollAction).
 * The card opens the student's detail page.
 */
import type { ReactNode } from 'react';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Card, CardActionArea, CardActions, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ActivityStatusChip } from '../activities/ActivityStatusChip';
import { shortRange } from './dates';
import { EnrollAction } from './EnrollAction';
import { Poster } from './Poster';
import type { OpenActivityRow } from './types';

/** One icon-and-text line of a card. */
export function InfoLine({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start', color: 'text.secondary', minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', pt: '1px', '& svg': { fontSize: 18 } }}>{icon}</Box>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function ActivityCard({
  row,
  hours,
  onOpen,
  onChanged,
}: {
  row: OpenActivityRow;
  hours: (v: string | number | null | undefined) => string;
  onOpen: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const capacity = Number(row.applyPeopleNumber) || 0;
  const taken = Number(row.enrollCount) || 0;
  const full = capacity > 0 && taken >= capacity;
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="open-activity-card">
      <CardActionArea onClick={onOpen} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative' }}>
          <Poster url={row.posterUrl} label={row.classifyName} compact />
          <Box sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper', borderRadius: 4 }}>
            <ActivityStatusChip status={row.status} />
          </Box>
        </Box>
        <Stack spacing={0.75} sx={{ p: 1.5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.35, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {row.name}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {row.classifyName ? <Chip size="small" label={[row.classifyName, row.classifyNameS].filter(Boolean).join(' · ')} /> : null}
            <Chip size="small" color="primary" variant="outlined" label={translate('participation.field.hours_value', { hours: hours(row.hours) })} />
            {row.enrollMode ? <Chip size="small" variant="outlined" label={translate(`activities.enrollMode.${row.enrollMode}`, { _: '-' })} /> : null}
          </Stack>
          <InfoLine icon={<EventOutlined />}>{shortRange(row.startTime, row.endTime)}</InfoLine>
          <InfoLine icon={<PlaceOutlined />}>{row.address || '-'}</InfoLine>
          <InfoLine icon={<HowToRegOutlined />}>
            {translate('participation.field.enroll_window')} {shortRange(row.enrollStart, row.enrollEnd)}
          </InfoLine>
          <Box data-testid="seats">
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="caption" color="text.secondary">
                {translate('participation.field.seats')}
              </Typography>
              <Typography variant="caption" color={full ? 'error.main' : 'text.secondary'}>
                {full ? `${translate('participation.full')} · ` : ''}
                {translate('participation.field.seats_value', { count: taken, capacity })}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={capacity ? Math.min(100, (taken / capacity) * 100) : 0}
              color={full ? 'error' : 'primary'}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        </Stack>
      </CardActionArea>
      <CardActions sx={{ px: 1.5, pb: 1.5, pt: 0, justifyContent: 'flex-end' }}>
        <EnrollAction activity={row} myStatus={row.myStatus} onChanged={onChanged} />
      </CardActions>
    </Card>
  );
}

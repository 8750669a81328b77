/**
 * 组织工作安排 (/system/schedule/organ; issue 21, our reading of spec §2 "schedule organ"): for an
 * academic year, the window of each organisation process (成立, 年度注册, 年审, 评优, 注销) as a
 * timeline over August–July with today marked, and the editor (first and last day, remarks, 清除);
 * a process without a window is open all year. Outside its window the server refuses the
 * process's applications, naming the window. Data: getOrgSchedule, saveOrgSchedule.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SCHEDULE_KINDS } from '../../../common/orgSchedule';
import { academicYearOf } from '../../../common/terms';
import { chinaDay } from '../../../common/time';
import type { FieldDataProvider, ScheduleWindowInput } from '../../dataProvider/fields';
import { FrameSection, PageFrame } from '../shared/PageFrame';
import { serverError } from '../shared/serverError';
import { DateField } from '../shared/dates';

type Row = { startDate: string; endDate: string; remarks: string };
const EMPTY: Row = { startDate: '', endDate: '', remarks: '' };
const at = (d: string) => Date.parse(`${d}T00:00:00Z`);

function YearTimeline({ year, rows, today }: { year: number; rows: Record<number, Row>; today: string }) {
  const translate = useTranslate();
  const [from, to] = [at(`${year}-08-01`), at(`${year + 1}-08-01`)];
  const pct = (t: number) => `${Math.min(100, Math.max(0, ((t - from) / (to - from)) * 100))}%`;
  const months = Array.from({ length: 12 }, (_, i) => ({ t: Date.UTC(year, 7 + i, 1), label: `${((7 + i) % 12) + 1}月` }));
  const showToday = at(today) >= from && at(today) < to;
  return (
    <Box data-testid="schedule-timeline" sx={{ position: 'relative', pl: { xs: 9, sm: 12 }, pt: 3 }}>
      <Box sx={{ position: 'absolute', left: { xs: 72, sm: 96 }, right: 0, top: 0, height: '100%' }}>
        {months.map((m) => (
          <Box key={m.t} sx={{ position: 'absolute', left: pct(m.t), top: 0, bottom: 0, borderLeft: 1, borderColor: 'divider' }}>
            <Typography variant="caption" color="text.secondary" sx={{ pl: 0.25, display: { xs: (new Date(m.t).getUTCMonth() % 2 ? 'none' : 'block'), sm: 'block' } }}>{m.label}</Typography>
          </Box>
        ))}
        {showToday ? <Box sx={{ position: 'absolute', left: pct(at(today)), top: 0, bottom: 0, borderLeft: 2, borderColor: 'error.main', zIndex: 1 }} aria-label={translate('fields.schedule.today')} /> : null}
      </Box>
      <Stack spacing={1}>
        {SCHEDULE_KINDS.map((k) => {
          const r = rows[k];
          const set = r?.startDate && r.endDate;
          const open = set && r.startDate <= today && today <= r.endDate;
          return (
            <Box key={k} sx={{ position: 'relative', height: 28 }}>
              <Typography variant="body2" sx={{ position: 'absolute', left: { xs: -72, sm: -96 }, width: { xs: 68, sm: 92 }, top: 4, textAlign: 'right', pr: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {translate(`fields.scheduleKind.${k}`)}
              </Typography>
              {set ? (
                <Box title={`${r.startDate} ~ ${r.endDate}`} sx={{ position: 'absolute', top: 4, height: 20, borderRadius: 1, left: pct(at(r.startDate)), width: `calc(${pct(at(r.endDate) + 86_400_000)} - ${pct(at(r.startDate))})`, minWidth: 4, bgcolor: open ? 'success.main' : 'primary.main', opacity: open ? 1 : 0.55 }} />
              ) : <Typography variant="caption" color="text.disabled" sx={{ position: 'absolute', top: 6, left: 8 }}>{translate('fields.schedule.notSet')}</Typography>}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

export default function SchedulePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<FieldDataProvider>();
  const today = chinaDay(new Date());
  const current = academicYearOf(today);
  const [year, setYear] = useState(current);
  const query = useQuery({ queryKey: ['orgSchedule', year], queryFn: () => dataProvider.getOrgSchedule(year) });
  const [rows, setRows] = useState<Record<number, Row>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (query.data) setRows(Object.fromEntries(query.data.windows.map((w) => [w.kind, { startDate: w.startDate, endDate: w.endDate, remarks: w.remarks }])));
  }, [query.data]);
  const setRow = (k: number, patch: Partial<Row>) => setRows((rs) => ({ ...rs, [k]: { ...(rs[k] ?? EMPTY), ...patch } }));
  const save = async () => {
    setBusy(true);
    const windows: ScheduleWindowInput[] = SCHEDULE_KINDS.flatMap((k) => (rows[k]?.startDate && rows[k].endDate ? [{ kind: k, ...rows[k] }] : []));
    try {
      await dataProvider.saveOrgSchedule(year, windows);
      notify('fields.schedule.saved', { type: 'success' });
      await query.refetch();
    } catch (e) {
      notify(serverError(e).text || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const label = (y: number) => translate('fields.schedule.yearLabel', { year: y, next: y + 1 });
  return (
    <PageFrame title="fields.title.schedule" subtitle="fields.schedule.subtitle"
      actions={(
        <Box sx={{ width: 190, flexShrink: 0 }}>
          <TextField size="small" select fullWidth label={translate('fields.schedule.year')} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {[current - 1, current, current + 1].map((y) => <MenuItem key={y} value={y}>{label(y)}</MenuItem>)}
          </TextField>
        </Box>
      )}>
      <FrameSection title={translate('fields.schedule.timeline')} hint={label(year)}>
        <YearTimeline year={year} rows={rows} today={today} />
      </FrameSection>
      <FrameSection title={translate('fields.schedule.windows')} extra={<Button variant="contained" disabled={busy || query.isPending} onClick={() => void save()}>{translate('fields.schedule.save')}</Button>}>
        <Stack spacing={2}>
          {SCHEDULE_KINDS.map((k) => {
            const r = rows[k] ?? EMPTY;
            const open = r.startDate && r.endDate && r.startDate <= today && today <= r.endDate;
            return (
              <Stack key={k} direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }} data-testid={`window-${k}`}>
                <Stack direction="row" spacing={1} sx={{ width: { md: 230 }, alignItems: 'center', flexShrink: 0 }}>
                  <Typography variant="subtitle2" sx={{ whiteSpace: 'nowrap' }}>{translate(`fields.scheduleKind.${k}`)}</Typography>
                  <Chip size="small" variant="outlined" color={open ? 'success' : 'default'} label={translate(r.startDate && r.endDate ? (open ? 'fields.schedule.open' : 'fields.schedule.closed') : 'fields.schedule.notSet')} />
                </Stack>
                <Stack direction="row" spacing={1}>
                  <DateField label={`${translate(`fields.scheduleKind.${k}`)} ${translate('fields.schedule.from')}`} value={r.startDate} onChange={(v) => setRow(k, { startDate: v })} />
                  <DateField label={`${translate(`fields.scheduleKind.${k}`)} ${translate('fields.schedule.to')}`} value={r.endDate} min={r.startDate || undefined} onChange={(v) => setRow(k, { endDate: v })} />
                </Stack>
                <TextField size="small" sx={{ flex: 1 }} label={translate('fields.schedule.remarks')} value={r.remarks} onChange={(e) => setRow(k, { remarks: e.target.value })} slotProps={{ htmlInput: { maxLength: 200 } }} />
                <Button size="small" onClick={() => setRow(k, EMPTY)} disabled={!r.startDate && !r.endDate}>{translate('fields.schedule.clear')}</Button>
              </Stack>
            );
          })}
        </Stack>
      </FrameSection>
    </PageFrame>
  );
}

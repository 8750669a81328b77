/**
 * 热门活动 (GET /index/activity/list, spec §3 real-time activities): the activities enrolling,
 * awaiting start or in progress, latest start first (at most 10) — name with organiser and module,
 * status, seats taken of the capacity, start time. More rows than fit move up as a ticker.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RealtimeActivity } from '../../../common/dashboard';
import type { PanelQuery } from '../Panel';
import { Cell } from '../Rows';
import { DATAV_COLORS } from '../theme';
import { TickerPanel } from '../TickerPanel';

const COLUMNS = 'minmax(0, 1fr) 64px 72px 96px';
const STATUS_COLORS: Record<number, string> = { 5: '#34d399', 6: '#fbbf24', 7: '#38bdf8' };

/** 'YYYY-MM-DD HH:mm[:ss]' → 'MM-DD HH:mm'. */
const shortTime = (value: string) => (value && value.length >= 16 ? value.slice(5, 16) : value ?? '');

export function HotActivitiesPanel({ query, visible, rowHeight }: { query: PanelQuery<RealtimeActivity[]>; visible: number; rowHeight: number }) {
  const translate = useTranslate();
  return (
    <TickerPanel
      id="hot"
      query={query}
      rows={query.data ?? []}
      columns={COLUMNS}
      align={['left', 'left', 'right', 'right']}
      headers={['name', 'status', 'enroll', 'start']}
      visible={visible}
      rowHeight={rowHeight}
      rowKey={(r) => r.id}
      cells={(r) => {
        const color = STATUS_COLORS[r.status] ?? DATAV_COLORS.textDim;
        const seats = Number(r.applyPeopleNumber) > 0 ? `${r.enrollCount}/${r.applyPeopleNumber}` : String(r.enrollCount ?? 0);
        return (
          <>
            <Box sx={{ minWidth: 0 }}>
              <Cell text={r.name} strong />
              <Box sx={{ fontSize: 13 }}>
                <Cell text={[r.orgName, r.classifyName].filter(Boolean).join(' · ')} dim />
              </Box>
            </Box>
            <Box
              sx={{ justifySelf: 'start', px: 0.75, py: 0.25, fontSize: 13, borderRadius: 1, color, border: `1px solid ${color}80`, whiteSpace: 'nowrap' }}
            >
              {translate(`activities.status.${r.status}`, { _: translate('activities.status.other') })}
            </Box>
            <Cell text={seats} align="right" />
            <Cell text={shortTime(r.startTime)} dim align="right" />
          </>
        );
      }}
    />
  );
}

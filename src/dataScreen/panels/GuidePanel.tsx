/**
 * 指导学时排行 (GET /index/operator/guideHours, spec §3 teacher row, §9 top 7): staff by the hours
 * their completed activities granted, then activity count. Like the dashboard, a short ranking is
 * filled up to three places with 待上榜 placeholders and zero counts (spec §2).
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { rankPlaces, type TeacherGuideRow } from '../../../common/dashboard';
import { formatDecimal } from '../../resources/shared/format';
import type { PanelQuery } from '../Panel';
import { Cell } from '../Rows';
import { DATAV_COLORS, DIGIT_FONT } from '../theme';
import { TickerPanel } from '../TickerPanel';

const COLUMNS = '44px minmax(0, 1fr) 64px 92px';
const MEDALS = ['#fbbf24', '#cbd5e1', '#f59e0b'];

interface Place {
  key: string;
  name: string;
  college: string;
  activities: number;
  hours: string;
  placeholder: boolean;
}

export function GuidePanel({ query, visible, rowHeight }: { query: PanelQuery<TeacherGuideRow[]>; visible: number; rowHeight: number }) {
  const translate = useTranslate();
  // An answer (even an empty one) fills the first places with placeholders; a failed call stays empty.
  const places: Place[] = query.data
    ? rankPlaces(query.data).map(({ rank, teacher }) =>
        teacher
          ? { key: String(teacher.userId), name: teacher.teacherName, college: teacher.organizationName, activities: Number(teacher.createActivityNum) || 0, hours: formatDecimal(teacher.guidanceHours, 2), placeholder: false }
          : { key: `placeholder-${rank}`, name: translate('dataScreen.guide.placeholder'), college: '', activities: 0, hours: '0.00', placeholder: true },
      )
    : [];
  return (
    <TickerPanel
      id="guide"
      query={query}
      rows={places.map((p, i) => ({ ...p, rank: i + 1 }))}
      columns={COLUMNS}
      align={['left', 'left', 'right', 'right']}
      headers={['rank', 'teacher', 'activities', 'hours']}
      visible={visible}
      rowHeight={rowHeight}
      rowKey={(p) => p.key}
      cells={(p) => (
        <>
          <Box
            sx={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontFamily: DIGIT_FONT,
              fontWeight: 700,
              fontSize: 15,
              color: p.rank <= 3 ? '#0b1a36' : DATAV_COLORS.text,
              bgcolor: p.rank <= 3 ? MEDALS[p.rank - 1] : 'rgba(56, 189, 248, 0.16)',
            }}
          >
            {p.rank}
          </Box>
          <Box sx={{ minWidth: 0, opacity: p.placeholder ? 0.6 : 1 }}>
            <Cell text={p.name} strong />
            {p.college ? (
              <Box sx={{ fontSize: 13 }}>
                <Cell text={p.college} dim />
              </Box>
            ) : null}
          </Box>
          <Cell text={String(p.activities)} align="right" />
          <Cell text={p.hours} align="right" strong />
        </>
      )}
    />
  );
}

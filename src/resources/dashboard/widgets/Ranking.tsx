/**
 * 指导学时排行 (spec §2 "Activity guidance-hours ranking (top 7 teachers): /teacher/user?id={userCode}.
 * Empty ranking shows three 'to be listed' placeholders with zero counts"; §3 teacher row; §9 top
 * 7): GET /index/operator/guideHours. Places 1–3 carry gold, silver and bronze medals; with fewer
 * than three teachers the missing places are '待上榜' rows with zeros, not clickable.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { rankPlaces, TOP_TEACHERS, type RankPlace, type TeacherGuideRow } from '../../../../common/dashboard';
import { useHoursFormat } from '../../audits/cells';
import { useDashboardQuery } from '../queries';
import { DashboardCard } from './DashboardCard';
import { MiniTable, labelled } from './MiniTable';

/** Medal colours of the first three places. */
const MEDALS = ['#e6a817', '#9aa5b1', '#c0793f'];

function RankBadge({ rank }: { rank: number }) {
  const medal = MEDALS[rank - 1];
  return (
    <Box
      component="span"
      data-testid={`rank-${rank}`}
      sx={{
        display: 'inline-grid', placeItems: 'center', width: 24, height: 24, borderRadius: '50%', fontSize: 13, fontWeight: 700,
        color: medal ? '#fff' : 'text.secondary', bgcolor: medal ?? 'action.hover',
        boxShadow: medal ? `inset 0 -2px 0 rgba(0,0,0,0.15)` : 'none',
      }}
    >
      {rank}
    </Box>
  );
}

export function GuideRanking() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const hours = useHoursFormat();
  const { data, isPending } = useDashboardQuery<TeacherGuideRow[]>('/index/operator/guideHours');
  const t = (k: string) => translate(`dashboard.ranking.${k}`);
  const placeholder = t('placeholder');
  return (
    <DashboardCard title={t('title')} padded={false} testId="widget-ranking">
      <MiniTable<RankPlace>
        ariaLabel={t('title')}
        rows={isPending ? undefined : rankPlaces(data ?? [])}
        loading={isPending}
        skeletonRows={TOP_TEACHERS}
        rowKey={(r) => r.rank}
        rowTestId={(r) => (r.teacher ? `ranking-row-${r.rank}` : `ranking-placeholder-${r.rank}`)}
        rowDisabled={(r) => r.teacher === null}
        onRowClick={(r) => r.teacher && navigate(`/teacher/user?id=${encodeURIComponent(r.teacher.userCode)}`)}
        columns={labelled<RankPlace>(t, [
          { key: 'rank', width: 60, align: 'center', render: (r) => <RankBadge rank={r.rank} />, title: (r) => String(r.rank) },
          { key: 'teacherName', width: '22%', render: (r) => r.teacher?.teacherName ?? placeholder },
          { key: 'organizationName', render: (r) => (r.teacher ? r.teacher.organizationName || '-' : '-') },
          { key: 'createActivityNum', width: '17%', align: 'right', render: (r) => String(r.teacher?.createActivityNum ?? 0) },
          { key: 'guidanceHours', width: '21%', align: 'right', render: (r) => hours(r.teacher?.guidanceHours ?? 0) },
        ])}
      />
    </DashboardCard>
  );
}

/**
 * 待办事项 and the teacher pending-items table (spec §2 "To-do panel entries route by sourceType …
 * An empty list shows 'no pending items'" and "Teacher pending-items table: popup per source
 * type"; §3 to-do item; §9 badge maximum 99, 930 px popups, waiting time '已等待…').
 *
 * - NeedDealtPanel: GET /desk/needDealt/list (one item per sourceType with ct and its oldest task); a
 *   row opens the type's review page (common/activities.ts sourceTypeRoutes); 查看 opens the popup.
 * - PendingPopup: the caller's open tasks of one type (GET /wait/handle/list, filtered here); a
 *   row opens the type's page; a refused call (no '/proceeding') shows the empty state.
 * - PendingTable: the same tasks of every type as a panel of its own (school 10341).
 */
import { useState } from 'react';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { Box, Button, ButtonBase, Chip, Skeleton, Stack, Typography, alpha } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { sourceTypeRoutes, type NeedDealtItem } from '../../../../common/activities';
import { useCan } from '../../../authProvider/permissions';
import { WaitCell } from '../../audits/cells';
import { needDealtRoute } from '../../audits/needDealtRoute';
import { useDashboardQuery } from '../queries';
import { DashboardCard, DashboardEmpty } from './DashboardCard';
import { MiniTable, type MiniColumn } from './MiniTable';
import { LocalPagedTable, PopupDialog } from './PopupDialog';
import { waitingLabel } from '../../../i18n/labels';

/** Spec §9: the badge shows at most 99. */
export const BADGE_MAX = 99;
/** '99+' above the maximum. */
export const badgeText = (ct: number) => (ct > BADGE_MAX ? `${BADGE_MAX}+` : String(ct));

const typeStyle: Record<number, { icon: typeof FactCheckOutlined; color: string }> = {
  1: { icon: FactCheckOutlined, color: '#2563c9' },
  2: { icon: RateReviewOutlined, color: '#7c4dcc' },
  3: { icon: PostAddOutlined, color: '#0f8f8a' },
  4: { icon: GppMaybeOutlined, color: '#d64545' },
};
const styleOf = (sourceType: number) => typeStyle[sourceType] ?? typeStyle[1];

/** The caller's open tasks (GET /wait/handle/list), silently. */
function usePendingItems(enabled = true) {
  return useDashboardQuery<NeedDealtItem[]>('/wait/handle/list', {}, { enabled });
}

function useTypeLabel() {
  const translate = useTranslate();
  return (sourceType: number) => translate(`dashboard.source_type.${sourceType}`, { _: String(sourceType) });
}

/** The columns of the pending tables; `withType` adds the type chip first. */
function usePendingColumns(withType: boolean): MiniColumn<NeedDealtItem>[] {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const t = (k: string) => translate(`dashboard.needDealt.${k}`);
  return [
    ...(withType
      ? [{
          key: 'sourceType', label: translate('dashboard.pending.sourceType'), width: '25%',
          render: (r: NeedDealtItem) => <Chip size="small" variant="outlined" label={typeLabel(r.sourceType)} sx={{ color: styleOf(r.sourceType).color, borderColor: alpha(styleOf(r.sourceType).color, 0.4) }} />,
          title: (r: NeedDealtItem) => typeLabel(r.sourceType),
        } satisfies MiniColumn<NeedDealtItem>]
      : []),
    { key: 'taskName', label: t('taskName') },
    { key: 'userName', label: t('userName'), width: withType ? '15%' : '12%' },
    ...(withType ? [] : [
      { key: 'organizationName', label: t('organizationName'), width: '18%' },
      { key: 'applyTime', label: t('applyTime'), width: '20%' },
    ]),
    { key: 'waitTime', label: t('waitTime'), width: withType ? '34%' : '22%', render: (r) => <WaitCell text={r.waitTime} />, title: (r) => waitingLabel(translate, r.waitTime) },
  ];
}

/** The popup of one source type's open tasks (930 px). */
export function PendingPopup({ sourceType, onClose }: { sourceType: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const typeLabel = useTypeLabel();
  const open = sourceType !== null;
  const { data, isPending } = usePendingItems(open);
  const columns = usePendingColumns(false);
  const rows = data?.filter((r) => r.sourceType === sourceType);
  return (
    <PopupDialog open={open} onClose={onClose} title={open ? translate('dashboard.needDealt.popup_title', { type: typeLabel(sourceType) }) : ''} testId="popup-pending">
      {/* Keyed by type so that each type starts on page 1. */}
      <LocalPagedTable<NeedDealtItem>
        key={sourceType ?? 0}
        rows={open && !isPending ? rows ?? [] : undefined}
        loading={open && isPending}
        columns={columns}
        rowKey={(r) => r.id}
        onRowClick={(r) => navigate(needDealtRoute(r) || sourceTypeRoutes[1])}
        ariaLabel={translate('dashboard.needDealt.title')}
      />
    </PopupDialog>
  );
}

/** 待办事项: one row per source type with its count, oldest task and waiting time. */
export function NeedDealtPanel() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const typeLabel = useTypeLabel();
  const { data, isPending } = useDashboardQuery<NeedDealtItem[]>('/desk/needDealt/list');
  const [popup, setPopup] = useState<number | null>(null);
  const items = (data ?? []).filter((i) => i.ct > 0);
  return (
    <DashboardCard title={translate('dashboard.needDealt.title')} testId="widget-needDealt">
      {isPending ? (
        <Stack spacing={1.25}>
          {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={64} />)}
        </Stack>
      ) : items.length === 0 ? (
        <DashboardEmpty message="dashboard.needDealt.empty" />
      ) : (
        <Stack spacing={1.25}>
          {items.map((item) => {
            const { icon: Icon, color } = styleOf(item.sourceType);
            const label = typeLabel(item.sourceType);
            return (
              <Box key={item.sourceType} sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1.5, pr: 1, '&:hover': { borderColor: color, bgcolor: alpha(color, 0.03) } }}>
                <ButtonBase
                  data-testid={`needDealt-${item.sourceType}`}
                  onClick={() => navigate(sourceTypeRoutes[item.sourceType] ?? sourceTypeRoutes[1])}
                  sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 1.5, p: 1.25, textAlign: 'left', borderRadius: 1.5 }}
                >
                  <Box sx={{ position: 'relative', flexShrink: 0 }}>
                    <Box sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', color, bgcolor: alpha(color, 0.1) }}>
                      <Icon fontSize="small" />
                    </Box>
                    <Box
                      data-testid={`needDealt-${item.sourceType}-badge`}
                      sx={{
                        position: 'absolute', top: -6, right: -10, minWidth: 20, height: 20, px: 0.6, borderRadius: 10, bgcolor: 'error.main', color: '#fff',
                        fontSize: 12, fontWeight: 600, lineHeight: '20px', textAlign: 'center', border: '2px solid #fff', boxSizing: 'content-box',
                      }}
                    >
                      {badgeText(item.ct)}
                    </Box>
                  </Box>
                  <Box sx={{ minWidth: 0, flex: 1, ml: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" noWrap title={item.taskName}>
                      {translate('dashboard.needDealt.oldest', { name: item.taskName })}
                    </Typography>
                    <WaitCell text={item.waitTime} />
                  </Box>
                  <ChevronRight sx={{ color: 'text.disabled' }} />
                </ButtonBase>
                <Button size="small" variant="outlined" onClick={() => setPopup(item.sourceType)} data-testid={`needDealt-${item.sourceType}-view`} sx={{ flexShrink: 0, minWidth: 0 }}>
                  {translate('dashboard.needDealt.view')}
                </Button>
              </Box>
            );
          })}
          <OldestTasks />
        </Stack>
      )}
      <SchoolTasksLink mine={items.reduce((n, i) => n + i.ct, 0)} />
      <PendingPopup sourceType={popup} onClose={() => setPopup(null)} />
    </DashboardCard>
  );
}

/** The page of every open task of the school (待办统计). */
const NEED_DEALT_STATISTICS = '/analysis/needDealt/list';

/**
 * Under the to-do panel, for those who may open 待办统计: how many open tasks the whole school has
 * beside the caller's own, and a link there — so the panel's few and 待办统计's many read as what
 * they are (issue 18 item 5). Nothing while loading, on a refusal, or when they are the same.
 */
function SchoolTasksLink({ mine }: { mine: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const allowed = useCan(NEED_DEALT_STATISTICS);
  const { data } = useDashboardQuery<{ total: number }>('/statistics/analysis/needDealt/list', { current: 1, size: 10 }, { enabled: allowed });
  if (!allowed || data?.total === undefined || data.total === mine) return null;
  return (
    <Button size="small" endIcon={<ChevronRight />} onClick={() => navigate(NEED_DEALT_STATISTICS)} data-testid="needDealt-school" sx={{ mt: 1.5, px: 0.5 }}>
      {translate('dashboard.needDealt.school_total', { mine, total: data.total })}
    </Button>
  );
}

/** Tasks listed under the type rows of the to-do panel. */
const OLDEST_ROWS = 5;

/**
 * Under the to-do rows: the caller's oldest open tasks of every type (GET /wait/handle/list, oldest
 * first), each opening its review page. Nothing when the call is refused or there are none.
 */
function OldestTasks() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const typeLabel = useTypeLabel();
  const { data } = usePendingItems();
  const rows = (data ?? []).slice(0, OLDEST_ROWS);
  if (!rows.length) return null;
  return (
    <Box component="section" aria-label={translate('dashboard.needDealt.oldest_title')} sx={{ pt: 0.5 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
        {translate('dashboard.needDealt.oldest_title')}
      </Typography>
      {rows.map((r) => (
        <ButtonBase
          key={r.id}
          data-testid={`needDealt-task-${r.id}`}
          onClick={() => navigate(sourceTypeRoutes[r.sourceType] ?? sourceTypeRoutes[1])}
          sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1, py: 0.75, px: 0.5, borderBottom: 1, borderColor: 'divider', textAlign: 'left', '&:hover': { bgcolor: 'action.hover' } }}
        >
          <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: styleOf(r.sourceType).color, flexShrink: 0 }} title={typeLabel(r.sourceType)} />
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={r.taskName}>
            {r.taskName}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
            {r.userName}
          </Typography>
          <Box sx={{ flexShrink: 0 }}>
            <WaitCell text={r.waitTime} />
          </Box>
        </ButtonBase>
      ))}
    </Box>
  );
}

/** Rows of the pending panel. */
const PANEL_ROWS = 8;

/** The teacher pending-items table as a panel (school 10341): the oldest open tasks of every type. */
export function PendingTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending } = usePendingItems();
  const columns = usePendingColumns(true);
  return (
    <DashboardCard title={translate('dashboard.pending.title')} padded={false} testId="widget-pendingTable">
      <MiniTable<NeedDealtItem>
        columns={columns}
        rows={data?.slice(0, PANEL_ROWS)}
        loading={isPending}
        rowKey={(r) => r.id}
        onRowClick={(r) => navigate(sourceTypeRoutes[r.sourceType] ?? sourceTypeRoutes[1])}
        emptyMessage="dashboard.needDealt.empty"
        ariaLabel={translate('dashboard.pending.title')}
      />
    </DashboardCard>
  );
}

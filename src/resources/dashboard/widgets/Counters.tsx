/**
 * The eight counter cards of the admin dashboard (spec §2 "Cards and click behaviour", §3
 * statistics summary; GET /index/statistics/info → StatisticsInfo): each with its icon, label and
 * figure; a click opens a popup (学生总数, 活动数量, 活动参与, 自主申报) or goes to a page
 * (教师总数 /teacher/user, 校园组织 /organization/union, 审核中
 * /proceeding/wait/activity/first/auditing — its 全部 view for administrators, so that it lists the
 * activities counted (issue 18 item 5), 活动列表 ?id=1 (待审核) for other staff; 进行中 /communist/activity?id=7).
 */
import { useState, type ComponentType } from 'react';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DirectionsRunOutlined from '@mui/icons-material/DirectionsRunOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { Box, ButtonBase, Card, Skeleton, Typography, alpha } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { StatisticsInfo } from '../../../../common/dashboard';
import { canSeeAllTasks } from '../../audits/ScopeSwitch';
import { useDashboardQuery } from '../queries';
import { CounterPopup, type CounterPopupKind } from './CounterPopups';

type Unit = 'people' | 'items' | 'times' | 'applies';

interface CounterDef {
  key: keyof StatisticsInfo;
  icon: ComponentType<{ fontSize?: 'inherit' }>;
  color: string;
  unit: Unit;
  /** A popup, or a route. */
  popup?: CounterPopupKind;
  route?: string;
  /**
   * A review queue: administrators land on its 全部 view, where the items the card counts are;
   * other staff, whose queue holds only their own steps, on 活动列表 filtered to 待审核, which
   * lists the activities of their scope the card counts.
   */
  queue?: boolean;
}

/** The activity list filtered to 待审核 (status 1): what 审核中 counts, in the viewer's scope. */
export const UNDER_REVIEW_LIST = '/communist/activity?id=1';

/** Where a card with a route goes for this viewer. */
export function counterTarget(route: string, queue: boolean | undefined, isAdmin: boolean): string {
  if (!queue) return route;
  return isAdmin ? `${route}?scope=all` : UNDER_REVIEW_LIST;
}

/** The cards in spec order with their click behaviour. */
export const COUNTERS: CounterDef[] = [
  { key: 'studentCount', icon: SchoolOutlined, color: '#2563c9', unit: 'people', popup: 'students' },
  { key: 'operatorCount', icon: BadgeOutlined, color: '#0f8f8a', unit: 'people', route: '/teacher/user' },
  { key: 'organizationCount', icon: Diversity3Outlined, color: '#7c4dcc', unit: 'items', route: '/organization/union' },
  { key: 'activityCount', icon: EventNoteOutlined, color: '#e08a1e', unit: 'items', popup: 'activities' },
  { key: 'activityEnrollCount', icon: HowToRegOutlined, color: '#2e9d5b', unit: 'times', popup: 'enrolls' },
  { key: 'hoursApplyCount', icon: PostAddOutlined, color: '#0e7fb8', unit: 'applies', popup: 'applies' },
  { key: 'waitAuditCount', icon: PendingActionsOutlined, color: '#d64545', unit: 'items', route: '/proceeding/wait/activity/first/auditing', queue: true },
  { key: 'progressingCount', icon: DirectionsRunOutlined, color: '#c2417a', unit: 'items', route: '/communist/activity?id=7' },
];

/** From this figure on a card shows the compact form ('12.3万', '123K'), the exact one in its tooltip. */
export const COMPACT_FROM = 100_000;

/**
 * A card's figure (issue 18 item 5: never truncated): 12345 → '12,345'; from COMPACT_FROM on the
 * locale's compact form (zh-CN 123456 → '12.3万', en → '123.5K'); '-' when the call failed.
 */
export function counterFigure(n: number | undefined, locale: string): string {
  if (n === undefined) return '-';
  if (n < COMPACT_FROM) return n.toLocaleString('en-US');
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
}

export function Counters() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { data, isPending } = useDashboardQuery<StatisticsInfo>('/index/statistics/info');
  const [popup, setPopup] = useState<CounterPopupKind | null>(null);
  return (
    <>
      <Box
        data-testid="dashboard-counters"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(8, minmax(0, 1fr))' } }}
      >
        {COUNTERS.map(({ key, icon: Icon, color, unit, popup: kind, route, queue }) => {
          const label = translate(`dashboard.counters.${key}`);
          return (
            <Card key={key} sx={{ minWidth: 0, transition: 'box-shadow .2s, border-color .2s', '&:hover': { borderColor: color, boxShadow: `0 4px 14px ${alpha(color, 0.16)}` } }}>
              <ButtonBase
                data-testid={`counter-${key}`}
                aria-label={label}
                onClick={() => (kind ? setPopup(kind) : navigate(counterTarget(route!, queue, canSeeAllTasks())))}
                sx={{ width: '100%', height: '100%', p: 2, display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 1.5, textAlign: 'left' }}
              >
                <Box
                  sx={{ width: 48, height: 48, borderRadius: 2, flexShrink: 0, display: 'grid', placeItems: 'center', fontSize: 26, color, bgcolor: alpha(color, 0.1) }}
                >
                  <Icon fontSize="inherit" />
                </Box>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" color="text.secondary" noWrap title={label}>
                    {label}
                  </Typography>
                  {isPending ? (
                    <Skeleton width={72} height={36} />
                  ) : (
                    // The unit wraps under the figure rather than the figure being cut (issue 18 item 5).
                    <Typography
                      component="div" title={data?.[key]?.toLocaleString(locale)}
                      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.5, fontSize: 28, fontWeight: 700, lineHeight: 1.25, fontVariantNumeric: 'tabular-nums', color: 'text.primary' }}
                    >
                      <span data-testid={`counter-${key}-value`} style={{ whiteSpace: 'nowrap' }}>{counterFigure(data?.[key], locale)}</span>
                      <Typography component="span" color="text.secondary" sx={{ fontSize: 13, fontWeight: 400, whiteSpace: 'nowrap' }}>
                        {translate(`dashboard.units.${unit}`)}
                      </Typography>
                    </Typography>
                  )}
                </Box>
              </ButtonBase>
            </Card>
          );
        })}
      </Box>
      <CounterPopup kind={popup} onClose={() => setPopup(null)} />
    </>
  );
}

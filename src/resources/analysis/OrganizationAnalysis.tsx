/**
 * 组织分析 (/analysis/organization; spec §2 /analysis): per organisation in scope — held activities,
 * seats taken and hours granted. Nature chips (全部, 1 学生会 … 5 其他组织, common/organizations.ts)
 * narrow both the horizontal bar chart of the top 10 by activityCount and the table, which sorts
 * by any column and pages (10/20/30/40) on the client. Data: GET /analysis/organization → OrganizationAnalysisRow[], silent.
 */
import { useEffect, useMemo, useState } from 'react';
import { Chip, Stack, TableCell, TableRow, TableSortLabel, Typography } from '@mui/material';
import { ListContextProvider, useList, useTranslate } from 'react-admin';
import type { OrganizationAnalysisRow } from '../../../common/dashboard';
import { ORGANIZATION_NATURES } from '../../../common/organizations';
import { BarChart } from '../../charts';
import { useDashboardQuery } from '../dashboard/queries';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { hoursText, num } from './format';
import { AnalysisPage, FigureTable, Section, TableSkeleton } from './layout';

export const TOP_ORGANIZATIONS = 10;

type SortKey = 'name' | 'nature' | 'activityCount' | 'enrollCount' | 'totalHours';
const COLUMNS: SortKey[] = ['name', 'nature', 'activityCount', 'enrollCount', 'totalHours'];
const NUMERIC = new Set<SortKey>(['activityCount', 'enrollCount', 'totalHours']);

/** Rows sorted by `key` (numbers by value, names in Chinese collation), ties by name. */
export function sortRows(rows: OrganizationAnalysisRow[], key: SortKey, desc: boolean): OrganizationAnalysisRow[] {
  const byName = (a: OrganizationAnalysisRow, b: OrganizationAnalysisRow) => a.name.localeCompare(b.name, 'zh-CN');
  const cmp = (a: OrganizationAnalysisRow, b: OrganizationAnalysisRow) => {
    const d = key === 'name' ? byName(a, b) : num(a[key]) - num(b[key]);
    return (desc ? -d : d) || byName(a, b);
  };
  return [...rows].sort(cmp);
}

export default function OrganizationAnalysis() {
  const translate = useTranslate();
  const { data, isPending } = useDashboardQuery<OrganizationAnalysisRow[]>('/analysis/organization');
  const [nature, setNature] = useState<number | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'activityCount', desc: true });
  const all = useMemo(() => (Array.isArray(data) ? data : []), [data]);
  const rows = useMemo(() => (nature === null ? all : all.filter((r) => r.nature === nature)), [all, nature]);
  const sorted = useMemo(() => sortRows(rows, sort.key, sort.desc), [rows, sort]);
  // The chart ranks only organisations that held an activity.
  const top = useMemo(() => sortRows(rows.filter((r) => r.activityCount > 0), 'activityCount', true).slice(0, TOP_ORGANIZATIONS), [rows]);
  // The table pages on the client with the shared pager (10/20/30/40); a new filter or order starts at page 1.
  const list = useList({ data: sorted, perPage: DEFAULT_PAGE_SIZE });
  const { setPage } = list;
  useEffect(() => setPage(1), [nature, sort, setPage]);
  const t = (key: string) => translate(`analysis.organization.${key}`);
  const natureName = (n: number) => translate(`organizations.nature.${n}`, { _: '-' });
  const sortBy = (key: SortKey) =>
    setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: NUMERIC.has(key) }));

  const chips = (
    <Stack direction="row" spacing={1} role="group" aria-label={t('nature_filter')} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {[null, ...ORGANIZATION_NATURES].map((n) => (
        <Chip
          key={n ?? 'all'}
          label={n === null ? t('all') : natureName(n)}
          color={nature === n ? 'primary' : 'default'}
          variant={nature === n ? 'filled' : 'outlined'}
          aria-pressed={nature === n}
          onClick={() => setNature(n)}
        />
      ))}
    </Stack>
  );

  return (
    <AnalysisPage title="analysis.organization.title" subtitle="analysis.organization.subtitle" actions={chips}>
      <Section title={t('chart')}>
        {isPending ? (
          <TableSkeleton rows={8} />
        ) : (
          <BarChart
            ariaLabel={t('chart')}
            height={Math.max(160, top.length * 34 + 40)}
            horizontal
            data={top.map((r) => ({ id: r.id, label: r.name, values: { activityCount: r.activityCount } }))}
            series={[{ key: 'activityCount', label: t('columns.activityCount') }]}
            valueFormat={(v) => String(Math.round(v))}
            emptyText={translate('shell.empty')}
          />
        )}
      </Section>
      <Section
        title={t('table')}
        extra={isPending ? null : <Typography variant="body2" color="text.secondary" data-testid="organization-count">{translate('analysis.organization.count', { count: rows.length })}</Typography>}
      >
        <ListContextProvider value={list}>
          <FigureTable
            label={t('table')}
            loading={isPending}
            empty={sorted.length === 0}
            head={COLUMNS.map((c) => (
              <TableCell key={c} align={NUMERIC.has(c) ? 'right' : 'left'} sortDirection={sort.key === c ? (sort.desc ? 'desc' : 'asc') : false} sx={{ whiteSpace: 'nowrap' }}>
                <TableSortLabel active={sort.key === c} direction={sort.key === c && sort.desc ? 'desc' : 'asc'} onClick={() => sortBy(c)}>
                  {t(`columns.${c}`)}
                </TableSortLabel>
              </TableCell>
            ))}
            footer={<ListPagination />}
          >
            {(list.data ?? []).map((r) => (
              <TableRow key={r.id} data-testid={`organization-row-${r.id}`}>
                <TableCell sx={{ fontWeight: 500 }}>{r.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{natureName(r.nature)}</TableCell>
                <TableCell align="right">{r.activityCount}</TableCell>
                <TableCell align="right">{r.enrollCount}</TableCell>
                <TableCell align="right">{hoursText(r.totalHours)}</TableCell>
              </TableRow>
            ))}
          </FigureTable>
        </ListContextProvider>
      </Section>
    </AnalysisPage>
  );
}
